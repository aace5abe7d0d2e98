import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Records the statements `db` runs: `during(fn)` answers the reads (`select`,
 * `with`) `fn` made; `restore()` ends the recording.
 */
export function captureQueries(db: Kysely<Database>) {
  const executor = db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const state = { on: false, queries: [] as CompiledQuery[] };
  executor.executeQuery = ((query: CompiledQuery, ...rest: unknown[]) => {
    if (state.on) state.queries.push(query);
    return (original as (...args: unknown[]) => ReturnType<typeof original>)(query, ...rest);
  }) as typeof executor.executeQuery;
  return {
    async during(fn: () => Promise<void>) {
      state.queries = [];
      state.on = true;
      try {
        await fn();
      } finally {
        state.on = false;
      }
      return state.queries.filter((q) => /^\s*(with|select)\b/i.test(q.sql));
    },
    restore() {
      executor.executeQuery = original;
    },
  };
}
