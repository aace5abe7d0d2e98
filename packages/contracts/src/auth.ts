import { limits } from './auth-constants.js';
import { roles } from './roles.js';
import { normalizePhone } from './text.js';
import { z } from './zod-setup.js';

export { AUTH_STRATEGY_KEY, AUTH_TOKEN_KEY, limits } from './auth-constants.js';

/** `POST /api/v1/login-phone` body. */
export const loginRequestSchema = z
  .strictObject({
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
  })
  .meta({
    id: 'LoginRequest',
    description: 'A phone number and a password.',
    examples: [{ phone: '01000000001', password: 'Demo@12345' }],
  });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** A staff role (`roles`). */
export const roleSchema = z.enum(roles);

/** The signed-in user, as the spec's `GET profile` returns it. */
export const sessionUserSchema = z
  .object({
    /** The user's id. */
    id: z.number().int(),
    /** The display name. */
    username: z.string(),
    /** The role, from the database. */
    role: roleSchema,
    /** URL of the photo, or null when the user has none. */
    photo: z.string().nullable(),
  })
  .meta({ id: 'SessionUser', description: 'The signed-in user.' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/v1/login-phone` answer. */
export const loginResponseSchema = z
  .object({
    /** A bearer token: send it as `Authorization: Bearer <token>`. */
    token: z.string(),
    user: sessionUserSchema,
  })
  .meta({
    id: 'LoginResponse',
    description: 'A session: send `token` as `Authorization: Bearer <token>`.',
    examples: [
      {
        token: 'q8Jc3kR0S2vT5wX7yZ9aB1dF4gH6jL8nP0rT2vX4zA6',
        user: { id: 1, username: 'Ahmed Samir', role: 'admin', photo: null },
      },
    ],
  });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
