import { z } from './zod-setup.js';

/** Images the dashboard accepts (photos): PNG, JPEG or WebP, 2 MB at most. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The name an upload is stored under, as entities reference it (`photo`). */
export const uploadNameSchema = z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp)$/);

/** `POST /api/v1/uploads` answer. */
export const uploadSchema = z
  .object({
    /** Put this in an entity's `photo` field. */
    name: uploadNameSchema,
    /** Where the file can be fetched (signed-in users only). */
    url: z.string(),
    size: z.number().int().min(1).max(IMAGE_MAX_BYTES),
    type: z.enum(imageTypes),
  })
  .meta({
    id: 'Upload',
    description: 'A stored image: put `name` in a `photo` field; `url` shows it to signed-in users.',
    examples: [
      {
        name: '3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png',
        url: '/api/v1/uploads/3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png',
        size: 48213,
        type: 'image/png',
      },
    ],
  });

/** `POST /api/v1/uploads` body, as the OpenAPI document shows it: one multipart field, `file`. */
export const uploadFormSchema = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'A PNG, JPEG or WebP image, 2 MB at most.' }),
  })
  .meta({ id: 'UploadForm', description: 'The image, as the multipart field `file`.' });
export type Upload = z.infer<typeof uploadSchema>;

export const uploadParams = z.strictObject({ name: uploadNameSchema });
