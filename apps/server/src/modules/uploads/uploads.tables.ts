import type { UploadKind } from '@dashboard/contracts';

/** One stored file (migration `2026-11-25-01-uploads`). */
export interface UploadsTable {
  /** The name in the store and in the records that reference it: 32 hex digits and an ending. */
  name: string;
  kind: UploadKind;
  /** The media type read from the file's first bytes, served as `Content-Type`. */
  content_type: string;
  /** Bytes. */
  size: number;
  /** The staff member who uploaded it; null for a key, or once that user is deleted. */
  user_id: number | null;
  /** The API key that uploaded it; null otherwise. */
  api_key_id: number | null;
  created_at: string;
  /** The entity of the record that owns the file (`users` for a photo); null until a write attaches it. */
  owner_entity: string | null;
  owner_id: number | null;
}

declare module '../../db/types.js' {
  interface Database {
    uploads: UploadsTable;
  }
}
