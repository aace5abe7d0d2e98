import { z } from './zod-setup.js';

/** Images the dashboard accepts (photos): PNG, JPEG or WebP, 2 MB at most. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The name an upload is stored under, as entities reference it (`photo`). */
export const uploadNameSchema = z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp)$/);

/** `POST /api/v1/uploads` answer. */
export const uploadSchema = z.object({
  /** Put this in an entity's `photo` field. */
  name: z.string(),
  /** Where the file can be fetched (signed-in users only). */
  url: z.string(),
  size: z.number().int(),
  type: z.enum(imageTypes),
});
export type Upload = z.infer<typeof uploadSchema>;

export const uploadParams = z.strictObject({ name: uploadNameSchema });
