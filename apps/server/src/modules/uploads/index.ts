import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, problemSchema, uploadParams, uploadSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { contentTypeOf, storeImage } from './uploads.service.js';

const uploads: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.post(
    '/uploads',
    {
      config: { permission: 'uploads.create' },
      schema: {
        tags: ['uploads'],
        summary: 'Uploads an image (multipart field `file`: PNG, JPEG or WebP, 2 MB at most)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadSchema, 400: problemSchema, 401: problemSchema, 413: problemSchema, 415: problemSchema },
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
      return reply.code(201).send(await storeImage(dir, bytes));
    },
  );

  app.get(
    '/uploads/:name',
    {
      config: { permission: 'uploads.read' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image; the session cookie is accepted here so `<img>` can show it',
        params: uploadParams,
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
