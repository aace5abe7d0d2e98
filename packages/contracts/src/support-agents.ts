import { exportQuery, pageQuery, searchQuery, sortQuery } from './list.js';
import { todayInCairo } from './format.js';
import { storedPhoneSchema, userEmailSchema, userNameSchema, userPasswordSchema, userPhoneSchema } from './profile.js';
import { z } from './zod-setup.js';

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A join date: YYYY-MM-DD, a real day, not after today (in Cairo). */
export const joinedOnSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
  .refine(isRealDate, { error: 'validation.invalid', abort: true })
  .refine((v) => v >= '2000-01-01', { error: 'validation.invalid', abort: true })
  .refine((v) => v <= todayInCairo(), { error: 'user.joined_in_future' })
  .meta({ format: 'date', description: 'A day from 2000-01-01 to today (in Cairo), YYYY-MM-DD.' });

/** A support agent (موظف الدعم): a staff user with the `support-agent` role. */
export const supportAgentSchema = z
  .object({
    id: z.number().int(),
    /** Full name, as the agent writes it (Arabic or English). */
    name: z.string(),
    /** Email address, lower-cased; empty for an account made without one (staff made by a script, or long ago). */
    email: z.union([z.email(), z.literal('')]),
    /** Egyptian mobile number, normalised (`01` and nine digits); the agent signs in with it. */
    phone: storedPhoneSchema,
    /** The day the agent joined, YYYY-MM-DD. */
    joined_on: z.iso.date(),
    /** A disabled agent cannot sign in, and his or her sessions have ended. */
    active: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({
    id: 'SupportAgent',
    description: 'A support agent (موظف خدمة العملاء): a staff user with the support-agent role.',
    examples: [
      {
        id: 3,
        name: 'يوسف عادل',
        email: 'youssef.support@demo.eg',
        phone: '01000000003',
        joined_on: '2025-09-01',
        active: true,
        created_at: '2026-01-15T08:30:00.000Z',
        updated_at: '2026-01-15T08:30:00.000Z',
      },
    ],
  });
export type SupportAgent = z.infer<typeof supportAgentSchema>;

const supportAgentFields = z.strictObject({
  name: userNameSchema,
  email: userEmailSchema,
  phone: userPhoneSchema,
  /** Set by the admin; 8 to 128 characters. Never returned. */
  password: userPasswordSchema,
  joined_on: joinedOnSchema,
  active: z.boolean(),
});

/** `POST /support-agents` body. A duplicate email or phone (of any user) answers 409 `user.taken` on the field. */
export const supportAgentCreateSchema = supportAgentFields.extend({ active: z.boolean().default(true) }).meta({
  examples: [
    {
      name: 'يوسف عادل',
      email: 'youssef.support@example.eg',
      phone: '01123456789',
      password: 'Support@2026',
      joined_on: '2025-09-01',
      active: true,
    },
  ],
});
export type SupportAgentCreate = z.input<typeof supportAgentCreateSchema>;

/**
 * `PATCH /support-agents/:id` body: any of the fields; the password only when
 * it changes. `active: false` disables the agent and ends his or her sessions.
 */
export const supportAgentUpdateSchema = supportAgentFields.partial();
export type SupportAgentUpdate = z.input<typeof supportAgentUpdateSchema>;

const supportAgentFilters = {
  sort: sortQuery(['name', 'joined_on', 'created_at'], 'name'),
  /** Matches name, phone and email (Arabic letter variants and digits folded). */
  q: searchQuery,
  /** `true`: active agents only; `false`: disabled ones only. */
  active: z.enum(['true', 'false']).optional(),
};
export const supportAgentListQuery = z.strictObject({ ...pageQuery, ...supportAgentFilters });
export const supportAgentExportQuery = z.strictObject({ ...supportAgentFilters, ...exportQuery });
export type SupportAgentListQuery = z.output<typeof supportAgentListQuery>;
