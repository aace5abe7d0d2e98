import { constants } from '@dashboard/contracts';
import { safeStorage } from '../lib/storage';

const KEY = 'chunk-reload-at';

/**
 * A chunk failed to load (usually a new release replaced it): reload the
 * page, at most once a minute so a broken deployment cannot loop. Returns
 * whether it reloads.
 */
export function reloadForFailedChunk(): boolean {
  const last = Number(safeStorage.get(KEY) ?? 0);
  if (Date.now() - last < constants.chunkReloadGuardMs) return false;
  safeStorage.set(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically/i.test(
    message,
  );
}

/** A lazy import that reloads the page once when its chunk cannot be fetched. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadForFailedChunk()) return new Promise<T>(() => {});
      throw error;
    });
}
