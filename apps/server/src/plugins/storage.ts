import { UPLOAD_MAX_BYTES, type UploadKind } from '@dashboard/contracts';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { LocalDiskStorage, type Storage } from '../lib/storage.js';
import type { Principal } from './auth.js';

/**
 * Whether `principal` may see the record `ownerId` of an entity, and so the
 * files it owns; registered per entity with `registerUploadOwner`
 * (`modules/uploads/uploads.service.ts`).
 */
export type UploadOwnerReader = (db: Kysely<Database>, ownerId: number, principal: Principal) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept (`lib/storage.ts`): local disk under `UPLOADS_DIR`. */
    storage: Storage;
    /** The largest file of each kind, in bytes (a video's is `UPLOAD_VIDEO_MAX_BYTES`). */
    uploadLimits: Readonly<Record<UploadKind, number>>;
    /** Who may read the files a record owns, per owner entity. */
    uploadOwners: Map<string, UploadOwnerReader>;
  }
}

export interface StoragePluginOptions {
  dir: string;
  videoMaxBytes: number;
}

/** The file store and the upload limits, for the modules (registered before them). */
export default fp<StoragePluginOptions>(
  async (app, opts) => {
    app.decorate('storage', await LocalDiskStorage.create(opts.dir));
    app.decorate('uploadLimits', Object.freeze({ ...UPLOAD_MAX_BYTES, video: opts.videoMaxBytes }));
    app.decorate('uploadOwners', new Map<string, UploadOwnerReader>());
  },
  { name: 'storage' },
);
