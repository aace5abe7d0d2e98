import { allUploadTypes, uploadFormSchema, uploadParams, uploadSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { answer, apiTag, binary, problem } from '../../lib/openapi.js';
import { parseRange } from './range.js';
import {
  readableUpload,
  receiveUpload,
  recordEarlierPhotos,
  registerUploadOwner,
  USER_PHOTO_OWNER,
} from './uploads.service.js';

/** The file's bytes under each media type an upload can be served as. */
const fileContent = () => Object.fromEntries(allUploadTypes.map((type) => [type, { schema: binary() }]));

const acceptRanges = { type: 'string', enum: ['bytes'], description: 'Parts of the file may be asked for by `Range`.' };

const rangeHeaders = z.object({
  range: z.string().optional().meta({
    description:
      'One range of bytes (`bytes=0-1023`, `bytes=1024-`, `bytes=-1024`): 206 with those bytes. Several ranges or another unit get the whole file.',
  }),
});

const uploads: FastifyPluginAsyncZod = async (app) => {
  apiTag(
    app,
    'uploads',
    'Files (images, audio, PDFs, videos) uploaded once and referenced by name from the record they belong to.',
  );

  // A user's photo is shown wherever the user is: any signed-in staff member may see it, as before.
  registerUploadOwner(app, USER_PHOTO_OWNER, async () => true);
  // Photos uploaded before files had rows get theirs, so they are served and never swept.
  app.addHook('onReady', async () => {
    const recorded = await recordEarlierPhotos(app.db, app.storage);
    if (recorded) app.log.info({ recorded }, 'earlier photos recorded as uploads');
  });

  app.post(
    '/uploads',
    {
      config: { permission: 'uploads.create', audit: { entity: 'uploads', actions: ['create'] } },
      schema: {
        tags: ['uploads'],
        operationId: 'uploadFile',
        summary:
          'Uploads a file (multipart field `file`): an image, audio, a PDF or a video, its kind read from its bytes',
        description:
          'The kind is read from the first bytes, never from the name or the declared type: PNG, JPEG or WebP images (5 MB at most), MP3, AAC, M4A, OGG, WAV or WebM audio (20 MB), PDF (50 MB), MP4, WebM or MOV video (1 GB unless the server is configured otherwise, `UPLOAD_VIDEO_MAX_BYTES`). The file is streamed to storage as it arrives. It belongs to no record until a write by its uploader names it (a `photo` takes an image; another’s upload is `upload.missing` to a write); until then only its uploader and admins may read it, and a file no record takes is deleted after a day.',
        consumes: ['multipart/form-data'],
        // Documents the form. The handler reads the file; the validator sees null (Fastify's word for no parsed body).
        body: uploadFormSchema.nullable(),
        response: {
          201: answer(
            'The stored file: its name for the field of a record, its kind, type, size and address.',
            uploadSchema,
          ),
          413: problem(
            413,
            'The file is larger than its kind allows (`upload.size`, with the limit in MB as `max`): it was cut off and nothing is kept.',
          ),
          415: problem(
            415,
            'The request is not `multipart/form-data` (`upload.missing`), or the file is none of the kinds taken (`upload.type`).',
          ),
        },
      },
      // A refusal before the file was read to its end: the client stops sending, and the connection is not reused.
      onSend: async (request, reply) => {
        if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw AppError.field(415, 'file', 'upload.missing');
      const limit = Math.max(...Object.values(app.uploadLimits)) + 1;
      let file;
      try {
        file = await request.file({ limits: { fileSize: limit, files: 1, fields: 0 } });
      } catch {
        throw AppError.field(400, 'file', 'upload.missing');
      }
      if (!file || file.fieldname !== 'file') {
        file?.file.destroy();
        throw AppError.field(400, 'file', 'upload.missing');
      }
      const upload = await receiveUpload(app, request, file.file);
      return reply.code(201).send(upload);
    },
  );

  app.get(
    '/uploads/:name',
    {
      config: { permission: 'uploads.read' },
      schema: {
        tags: ['uploads'],
        operationId: 'getUpload',
        summary:
          'An uploaded file, whole or one range of it; the session cookie is accepted here so `<img>`, `<audio>` and `<video>` can load it',
        description:
          'Served to its uploader, admins, and those allowed to see the record it belongs to (any signed-in staff member for a user’s photo); anyone else gets 403 `auth.not_owner`. The answer is the media type read from the file when it was uploaded, with `Accept-Ranges: bytes`; a `Range` of one range answers 206 with those bytes, one past the end 416.',
        params: uploadParams,
        headers: rangeHeaders,
        response: {
          200: {
            description: 'The whole file, as it was uploaded.',
            headers: {
              'Accept-Ranges': acceptRanges,
              'Content-Length': { type: 'integer', minimum: 1, description: 'The file’s size in bytes.' },
            },
            content: fileContent(),
          },
          206: {
            description: 'The range asked for.',
            headers: {
              'Accept-Ranges': acceptRanges,
              'Content-Range': {
                type: 'string',
                pattern: '^bytes \\d+-\\d+/\\d+$',
                description: 'Which bytes these are, of how many: `bytes 0-1023/48213`.',
              },
              'Content-Length': { type: 'integer', minimum: 1, description: 'The range’s length in bytes.' },
            },
            content: fileContent(),
          },
          416: {
            ...problem(416, 'The range starts past the end of the file (`upload.range`).'),
            headers: {
              'Content-Range': {
                type: 'string',
                pattern: '^bytes \\*/\\d+$',
                description: 'The file’s size: `bytes */48213`.',
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const row = await readableUpload(app, request.principal, name);
      const file = await app.storage.stat(name);
      if (!file) throw new AppError(404, 'resource.not_found');
      const range = parseRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${file.size}`);
        throw new AppError(416, 'upload.range');
      }
      const stream = await app.storage.open(name, range ?? undefined);
      if (!stream) throw new AppError(404, 'resource.not_found');
      reply
        .type(row.content_type)
        .header('accept-ranges', 'bytes')
        // A stored file never changes under its name.
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff');
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(stream);
      }
      return reply.header('content-length', file.size).send(stream);
    },
  );
};

export default uploads;
