/**
 * How far a long request has got (a batch of 100,000 codes), for its screen
 * to show while it runs: the request says how far it is under the key its
 * client sent (its `Idempotency-Key`), and `GET …/progress?key=` reads it.
 * Kept in this process only, a few minutes after the last word: it is what
 * a progress bar needs, never a record.
 */
const KEEP_MS = 5 * 60_000;

interface Entry {
  done: number;
  total: number;
  at: number;
}

const entries = new Map<string, Entry>();

function sweep(now: number) {
  for (const [key, entry] of entries) if (now - entry.at > KEEP_MS) entries.delete(key);
}

/** The key of one principal's request: two staff members may choose the same key. */
export const progressKey = (principal: { kind: string; id: number }, key: string) =>
  `${principal.kind}:${principal.id}:${key}`;

export function reportProgress(key: string, done: number, total: number): void {
  const now = Date.now();
  if (entries.size > 1_000) sweep(now);
  entries.set(key, { done, total, at: now });
}

/** How far the request under `key` has got, or undefined when no request of that key is known. */
export function readProgress(key: string): { done: number; total: number } | undefined {
  const entry = entries.get(key);
  if (!entry || Date.now() - entry.at > KEEP_MS) return undefined;
  return { done: entry.done, total: entry.total };
}
