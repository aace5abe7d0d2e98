// The sign-in constants, in a module free of zod: the web app's first script and its sign-in page
// read them without loading any schema (the package is `sideEffects: false`).

/** Limits shared by the server's schemas and the client's forms. */
export const limits = {
  passwordMax: 128,
  phoneMax: 32,
} as const;

/** Names of the cookie and storage entries the client keeps the session in (spec: prefix `auth.`). */
export const AUTH_TOKEN_KEY = 'auth._token.local';
export const AUTH_STRATEGY_KEY = 'auth.strategy';
