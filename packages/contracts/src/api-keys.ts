import { listQueries, searchQuery, sortQuery } from './list.js';
import { isKeyPermission, keyPermissions, type KeyPermission } from './roles.js';
import { trimText } from './text.js';
import { z } from './zod-setup.js';

/**
 * What every API key starts with, so a key is recognised wherever it turns
 * up (a header, a log, a secret scanner) and told from a session token.
 */
export const API_KEY_PREFIX = 'dsk_live_';
/** Characters of the random part kept in the clear (`prefix`) to tell keys apart. */
export const API_KEY_PUBLIC_CHARS = 6;

/** A permission a key may hold (`keyPermissions` in roles.ts). */
export const keyPermissionSchema = z.enum(keyPermissions);

/** An API key as it is listed: never the key itself, which is shown once, when made. */
export const apiKeySchema = z
  .object({
    id: z.number().int(),
    /** The client it was made for, e.g. "Student app (Android)". */
    name: z.string(),
    /** The key's first characters (`dsk_live_` and six more), to tell it apart from others. */
    prefix: z.string(),
    /** What the key may do: permissions from `keyPermissions` only. */
    permissions: z.array(keyPermissionSchema),
    created_at: z.iso.datetime({ offset: true }),
    /** When the key was last used, to the minute; null if never. */
    last_used_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({
    id: 'ApiKey',
    description: 'An API key as it is listed: never the key itself.',
    examples: [
      {
        id: 1,
        name: 'Student app (Android)',
        prefix: 'dsk_live_a1B2c3',
        permissions: ['stages.read', 'subjects.read'],
        created_at: '2026-11-23T09:00:00.000Z',
        last_used_at: null,
      },
    ],
  });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /api-keys` answer: the key with its secret, the only time the secret is shown. */
export const apiKeyCreatedSchema = apiKeySchema
  .extend({
    /** The whole key (`dsk_live_…`): send it as `Authorization: Bearer <key>` or `X-API-Key: <key>`. Not shown again. */
    key: z.string(),
  })
  .meta({ id: 'ApiKeyCreated', description: 'A new API key with the key itself, shown this once.' });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** `POST /api-keys` body. A permission a key may not hold is a 400 naming it (`permissions.<n>`). */
export const apiKeyCreateSchema = z
  .strictObject({
    name: z.string().overwrite(trimText).min(2).max(100),
    permissions: z
      .array(
        z
          .string()
          .max(100)
          .refine((p) => isKeyPermission(p), { error: 'apiKey.permission_not_allowed' }),
      )
      // Each permission once; then at least one (and so at most all of them).
      .transform((list) => [...new Set(list)] as KeyPermission[])
      .pipe(z.array(keyPermissionSchema).min(1).max(keyPermissions.length)),
  })
  .meta({
    id: 'ApiKeyCreate',
    description: 'The client the key is for, and what it may do.',
    examples: [{ name: 'Student app', permissions: ['stages.read', 'subjects.read'] }],
  });
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

export const { listQuery: apiKeyListQuery } = listQueries({
  sort: sortQuery(['created_at', 'name'], '-created_at'),
  q: searchQuery,
});
export type ApiKeyListQuery = z.output<typeof apiKeyListQuery>;
