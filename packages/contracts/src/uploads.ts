import { z } from './zod-setup.js';

/** What an uploaded file is, as the server reads it from its first bytes (never from its name). */
export const uploadKinds = ['image', 'audio', 'pdf', 'video'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The media types of each kind, as the server stores and serves them. */
export const uploadTypes = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  audio: ['audio/mpeg', 'audio/aac', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/webm'],
  pdf: ['application/pdf'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const satisfies Record<UploadKind, readonly string[]>;
export type UploadType = (typeof uploadTypes)[UploadKind][number];
export const allUploadTypes = Object.values(uploadTypes).flat() as UploadType[];

/** Images the photo fields take: PNG, JPEG or WebP. */
export const imageTypes = uploadTypes.image;

/** The file name endings a stored upload can have (a WebM is `.webm`, audio or video). */
export const uploadExtensions = [
  'png',
  'jpg',
  'webp',
  'mp3',
  'aac',
  'm4a',
  'ogg',
  'wav',
  'webm',
  'pdf',
  'mp4',
  'mov',
] as const;

const MB = 1024 * 1024;

/**
 * The largest file of each kind, in bytes. A video's is a setting of the
 * server (`UPLOAD_VIDEO_MAX_BYTES`); `VIDEO_MAX_BYTES_DEFAULT` is its default.
 */
export const UPLOAD_MAX_BYTES = { image: 5 * MB, audio: 20 * MB, pdf: 50 * MB } as const;
export const VIDEO_MAX_BYTES_DEFAULT = 1024 * MB;
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES.image;

/** A size limit in MB, as the `upload.size` error's `{max}` gives it (one decimal at most). */
export const megabytes = (bytes: number) => Math.floor((bytes / MB) * 10) / 10;

/** The name an upload is stored under, as entities reference it (`photo`): 32 hex digits and its ending. */
export const uploadNameSchema = z.string().regex(new RegExp(`^[a-f0-9]{32}\\.(${uploadExtensions.join('|')})$`));

/** `POST /api/v1/uploads` answer. */
export const uploadSchema = z
  .object({
    /** Put this in the field of a record that takes the file (a `photo`). */
    name: uploadNameSchema,
    /** Where the file can be fetched (its uploader, admins, and who may see the record it belongs to). */
    url: z.string(),
    /** Bytes. */
    size: z.number().int().min(1),
    /** The media type read from the file's first bytes. */
    type: z.enum(allUploadTypes as [UploadType, ...UploadType[]]),
    kind: z.enum(uploadKinds),
  })
  .meta({
    id: 'Upload',
    description:
      'A stored file: put `name` in the field of the record it belongs to (a `photo` takes an image); `url` serves it.',
    examples: [
      {
        name: '3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png',
        url: '/api/v1/uploads/3f2a9c1b7d4e4f60a8b2c5d6e7f80912.png',
        size: 48213,
        type: 'image/png',
        kind: 'image',
      },
    ],
  });

/** `POST /api/v1/uploads` body, as the OpenAPI document shows it: one multipart field, `file`. */
export const uploadFormSchema = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description:
        'An image (PNG, JPEG, WebP; 5 MB at most), audio (MP3, AAC, M4A, OGG, WAV, WebM; 20 MB), a PDF (50 MB) or a video (MP4, WebM, MOV; 1 GB unless the server says otherwise).',
    }),
  })
  .meta({ id: 'UploadForm', description: 'The file, as the multipart field `file`.' });
export type Upload = z.infer<typeof uploadSchema>;

export const uploadParams = z.strictObject({ name: uploadNameSchema });
