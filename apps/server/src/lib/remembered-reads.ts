import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** How long a counted total is trusted when no write through this process has happened since. */
export const TOTAL_TTL_MS = 5_000;
/** Totals kept at most; the oldest goes first. */
const MAX_ENTRIES = 1_000;

interface Entry {
  generation: number;
  at: number;
  value: Promise<number>;
}

/**
 * The lists' capped totals, remembered per filter so that paging, sorting and
 * twenty people on the same list do not count the same rows again and again.
 *
 * It is a Kysely plugin of the app's database (`db/create-dialect.ts`): every
 * query that is not a plain `select` — an insert, update or delete, in a
 * transaction or not, or raw SQL — moves the generation on, and a total
 * counted under an older generation is never served. A write made by another
 * process (a second server on the same PostgreSQL) is seen after at most
 * `TOTAL_TTL_MS`. The page's rows themselves are never cached.
 */
export class ListTotals implements KyselyPlugin {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(node)) this.written();
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }

  /** Something changed: no total counted before now is served again. */
  written(): void {
    this.generation++;
    this.entries.clear();
  }

  /** The total `key` names: remembered, or counted by `count` (once, however many ask at the same time). */
  total(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < TOTAL_TTL_MS) return hit.value;
    const generation = this.generation;
    const value = count();
    const entry: Entry = { generation, at: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed count is not remembered; one counted while a write went on is dropped by the generation.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}

/** A plain `select` (or raw SQL that starts with one) changes nothing. */
function isRead(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return true;
  if (node.kind === 'RawNode') return /^\s*(select|explain)\b/i.test(node.sqlFragments[0] ?? '');
  return false;
}

const plugins = new WeakMap<object, ListTotals>();

/** Gives a database its totals cache; `createDb` does it for the app's. */
export function rememberTotals(db: object, totals: ListTotals): void {
  plugins.set(db, totals);
}

/** The totals cache of a database, or none (a transaction, a database opened without it). */
export function totalsOf(db: object): ListTotals | undefined {
  return plugins.get(db);
}
