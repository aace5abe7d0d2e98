import type { SessionUser } from '@dashboard/contracts';
import type { UserRow } from '../../db/types.js';

/** The public URL of a stored photo. */
export function photoUrl(photo: string | null): string | null {
  if (!photo) return null;
  return /^https?:\/\//.test(photo) || photo.startsWith('/') ? photo : `/api/v1/uploads/${photo}`;
}

/** A user row as the client sees the signed-in user. */
export function toSessionUser(row: Pick<UserRow, 'id' | 'name' | 'role' | 'photo'>): SessionUser {
  return { id: row.id, username: row.name, role: row.role, photo: photoUrl(row.photo) };
}
