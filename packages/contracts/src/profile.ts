import { limits, sessionUserSchema } from './auth.js';
import { missingAs } from './ids.js';
import { EGYPTIAN_MOBILE, normalizePhone, trimText } from './text.js';
import { uploadNameSchema } from './uploads.js';
import { z } from './zod-setup.js';

/** Bounds of a staff user's fields, shared by the server's schemas and the forms. */
export const userLimits = {
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: limits.passwordMax,
} as const;

/** A staff user's name: trimmed, 2 to 120 characters; "Name is required" when empty. */
export const userNameSchema = z
  .string({ error: missingAs('user.name_required') })
  .overwrite(trimText)
  .min(userLimits.nameMin, { error: missingAs('user.name_required') })
  .max(userLimits.nameMax);

/** An email address, trimmed and lower-cased; "Email is required" when empty. */
export const userEmailSchema = z
  .string({ error: missingAs('user.email_required') })
  .overwrite(trimText)
  .toLowerCase()
  .min(1, { error: 'user.email_required', abort: true })
  .max(userLimits.emailMax, { abort: true })
  .pipe(z.email())
  .meta({ format: 'email', description: 'An email address; stored trimmed and lower-cased.' });

/**
 * What `userPhoneSchema` accepts, as one pattern for the OpenAPI document:
 * `01` and nine digits, in Latin, Arabic-Indic or Persian digits, maybe
 * after `+`, `20`, `+20` or `0020`, with spaces, dashes, dots or brackets
 * anywhere. The schema checks it by normalising (`normalizePhone`); a
 * contracts test holds the two to the same answers.
 */
export const PHONE_INPUT_PATTERN = (() => {
  const sep = '[\\s().-]*';
  const [d, zero, one, two] = ['[0-9٠-٩۰-۹]', '[0٠۰]', '[1١۱]', '[2٢۲]'];
  const prefix = `(?:${zero}${sep}${zero}${sep}${two}${sep}|${two}${sep})?`;
  return `^${sep}(?:\\+${sep})?${prefix}${zero}${sep}${one}(?:${sep}${d}){9}${sep}$`;
})();

/**
 * An Egyptian mobile number as typed (spaces, dashes, +20, Arabic-Indic digits
 * are accepted), stored normalised as `01` and nine digits.
 */
export const userPhoneSchema = z
  .string({ error: missingAs('auth.phone_required') })
  .max(limits.phoneMax)
  .transform(normalizePhone)
  .refine((v) => v.length > 0, { error: 'auth.phone_required', abort: true })
  .refine((v) => EGYPTIAN_MOBILE.test(v), { error: 'validation.phone' })
  .meta({
    pattern: PHONE_INPUT_PATTERN,
    description:
      'An Egyptian mobile number: `01` and nine digits (Arabic-Indic digits, `+20`, spaces and dashes are accepted); stored as `01` and nine digits.',
    examples: ['01012345678'],
  });

/** A stored (normalised) Egyptian mobile number, as answers carry it. */
export const storedPhoneSchema = z
  .string()
  .regex(EGYPTIAN_MOBILE)
  .meta({ examples: ['01012345678'] });

/** A new password: 8 to 128 characters, as typed; "Password is required" when empty. */
export const userPasswordSchema = z
  .string({ error: missingAs('auth.password_required') })
  .min(1, { error: 'auth.password_required', abort: true })
  .min(userLimits.passwordMin)
  .max(userLimits.passwordMax);

/** `GET /api/v1/profile`: the signed-in user, as the session has it, with the fields the profile form edits. */
export const profileSchema = sessionUserSchema
  .extend({
    /** The email address, or null when the user has none. */
    email: z.email().nullable(),
    /** The phone number the user signs in with (normalised). */
    phone: storedPhoneSchema,
  })
  .meta({
    id: 'Profile',
    description: 'The signed-in user, with the fields the profile form edits.',
    examples: [
      {
        id: 1,
        username: 'Ahmed Samir',
        role: 'admin',
        photo: null,
        email: 'admin@demo.eg',
        phone: '01000000001',
      },
    ],
  });
export type Profile = z.infer<typeof profileSchema>;

/**
 * The profile's email: as `userEmailSchema`, except that an empty one (or null)
 * means none, for the roles that may have none (a support agent must keep one).
 */
export const profileEmailSchema = z.preprocess(
  (v) => (typeof v === 'string' && trimText(v) === '' ? null : v),
  userEmailSchema.nullable(),
);

/** `PATCH /api/v1/profile` body: any of the fields; a missing one stays as it is. */
export const profileUpdateSchema = z
  .strictObject({
    name: userNameSchema.optional(),
    /** Unique among all users (409 `user.taken`); empty or null for none, except for a support agent. */
    email: profileEmailSchema.optional(),
    /** The name of an upload (`POST /api/v1/uploads`), or null to remove the photo. */
    photo: uploadNameSchema.nullable().optional(),
  })
  .meta({ id: 'ProfileUpdate', description: 'Any of the fields; a missing one stays as it is.' });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** `POST /api/v1/profile/password` body. The user's other sessions end when it succeeds. */
export const passwordChangeSchema = z
  .strictObject({
    /** The password the user signs in with now. */
    current_password: z
      .string({ error: missingAs('auth.password_required') })
      .min(1, 'auth.password_required')
      .max(userLimits.passwordMax),
    /** The new password, 8 to 128 characters. */
    new_password: userPasswordSchema,
  })
  .meta({ id: 'PasswordChange', description: 'The password now and the new one; other sessions end.' });
export type PasswordChange = z.input<typeof passwordChangeSchema>;
