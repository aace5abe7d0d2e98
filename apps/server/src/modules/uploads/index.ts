import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, imageTypes, uploadFormSchema, uploadParams, uploadSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { answer, binary, problem } from '../../lib/openapi.js';
import { contentTypeOf, storeImage } from './uploads.service.js';

const uploads: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.post(
    '/uploads',
    {
      config: { permission: 'uploads.create', audit: { entity: 'uploads', actions: ['create'] } },
      schema: {
        tags: ['uploads'],
        operationId: 'uploadImage',
        summary: 'Uploads an image (multipart field `file`: PNG, JPEG or WebP, 2 MB at most)',
        consumes: ['multipart/form-data'],
        // Documents the form. The handler reads the file; the validator sees null (Fastify's word for no parsed body).
        body: uploadFormSchema.nullable(),
        response: {
          201: answer('The stored image: its name for a `photo` field, and its address.', uploadSchema),
          413: problem(
            413,
            'The image is larger than 2 MB (`upload.size`), or the request larger than the server reads.',
          ),
          415: problem(
            415,
            'The request is not `multipart/form-data` (`upload.missing`), or the file is not a PNG, JPEG or WebP image (`upload.type`).',
          ),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw AppError.field(415, 'file', 'upload.missing');
      let file;
      try {
        file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
      } catch {
        throw AppError.field(400, 'file', 'upload.missing');
      }
      if (!file || file.fieldname !== 'file') throw AppError.field(400, 'file', 'upload.missing');
      const bytes = await file.toBuffer().catch(() => {
        throw AppError.field(413, 'file', 'upload.size');
      });
      if (file.file.truncated) throw AppError.field(413, 'file', 'upload.size');
      const upload = await storeImage(dir, bytes);
      // A file, not a row: nothing to share a transaction with. A file no record names is harmless.
      await audit(app.db, request, { action: 'create', entity: 'uploads', entityId: upload.name, after: upload });
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
        summary: 'An uploaded image; the session cookie is accepted here so `<img>` can show it',
        params: uploadParams,
        response: {
          200: {
            description: 'The image, as it was uploaded.',
            content: Object.fromEntries(imageTypes.map((type) => [type, { schema: binary() }])),
          },
        },
      },
    },
    async ({ params }, reply) => {
      const file = path.join(dir, params.name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new AppError(404, 'resource.not_found');
      return reply
        .type(contentTypeOf(params.name))
        .header('content-length', stat.size)
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};

export default uploads;
