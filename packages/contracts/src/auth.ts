import { roleSchema } from './roles.js';
import { normalizePhone } from './text.js';
import { z } from './zod-setup.js';

/** Limits shared by the server's schemas and the client's forms. */
export const limits = {
  passwordMax: 128,
  phoneMax: 32,
} as const;

/** `POST /api/v1/login-phone` body. */
export const loginRequestSchema = z.strictObject({
  /** The phone number as typed; Arabic-Indic digits and spaces are accepted. */
  phone: z
    .string({ error: (i) => (i.input == null ? 'auth.phone_required' : 'validation.invalid') })
    .max(limits.phoneMax)
    .transform(normalizePhone)
    .refine((v) => v.length > 0, 'auth.phone_required'),
  /** The password, as typed. */
  password: z
    .string({ error: (i) => (i.input == null ? 'auth.password_required' : 'validation.invalid') })
    .min(1, 'auth.password_required')
    .max(limits.passwordMax),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The signed-in user, as the spec's `GET profile` returns it. */
export const sessionUserSchema = z.object({
  /** The user's id. */
  id: z.number().int(),
  /** The display name. */
  username: z.string(),
  /** The role, from the database. */
  role: roleSchema,
  /** URL of the photo, or null when the user has none. */
  photo: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/v1/login-phone` answer. */
export const loginResponseSchema = z.object({
  /** A bearer token: send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Name of the cookie and storage entries the client keeps the session in (spec: prefix `auth.`). */
export const AUTH_TOKEN_KEY = 'auth._token.local';
export const AUTH_STRATEGY_KEY = 'auth.strategy';
