// A list's constants, in a module free of zod: the web app's table reads them without loading the
// query schemas (the package is `sideEffects: false`).

/** Page sizes the lists offer; the API refuses anything else above the largest. */
export const pageSizes = [10, 20, 50, 100] as const;
