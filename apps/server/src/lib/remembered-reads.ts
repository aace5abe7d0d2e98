import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/** Entries kept at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * Large entries (a search's ordered matches, up to `TOTAL_CAP` ids and keys
 * each, about a megabyte) kept at most, among `MAX_ENTRIES`; the oldest goes first.
 */
export const MAX_LARGE_ENTRIES = 32;

interface Entry {
  generation: number;
  at: number;
  ttlMs: number;
  value: Promise<unknown>;
}

/**
 * Reads worth remembering until the next write: the lists' capped totals (so
 * that paging, sorting and twenty people on the same list do not count the
 * same rows again and again) and the signed-in session behind a token (so an
 * authenticated request does not look it up each time).
 *
 * It is a Kysely plugin of the app's database (`db/create-dialect.ts`): every
 * query that is not a plain `select` — an insert, update or delete, in a
 * transaction or not, or raw SQL — moves the generation on, and a value read
 * under an older generation is never served. So a sign-out, a disabled
 * account or a changed password is seen by the next request (the generation
 * moves when a write is sent, when it has run, and when its transaction
 * commits, so a read that raced it is not kept). A write made by
 * another process (a second server on the same PostgreSQL) is seen after at
 * most the entry's time to live, which each kind of read chooses.
 */
export class RememberedReads implements KyselyPlugin {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  /** The keys of the large entries, oldest first. */
  private readonly large = new Set<string>();
  /** Writes sent and not yet answered. */
  private readonly writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (!isRead(node)) {
      this.written();
      this.writes.add(queryId);
    }
    return node;
  }

  /**
   * A write moves the generation on again once it has run: a read made while
   * it ran (on another connection) may have seen the rows before it. A write
   * in a transaction is seen by others only at the commit, which
   * `lib/transaction.ts` reports with `written()`.
   */
  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.delete(queryId)) this.written();
    return result;
  }

  /** Something changed: nothing read before now is served again. */
  written(): void {
    this.generation++;
    this.entries.clear();
    this.large.clear();
  }

  /**
   * What `key` names: remembered for up to `ttlMs`, or read by `read` (once,
   * however many ask at the same time). A failed read is not remembered, and
   * one made while a write went on is dropped by the generation. A `large`
   * value is one of at most `MAX_LARGE_ENTRIES`.
   */
  remember<T>(key: string, ttlMs: number, read: () => Promise<T>, options: { large?: boolean } = {}): Promise<T> {
    const hit = this.peek<T>(key);
    if (hit) return hit;
    const value = read();
    const entry: Entry = { generation: this.generation, at: Date.now(), ttlMs, value };
    this.forget(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.forget(this.entries.keys().next().value!);
    if (options.large) {
      this.large.add(key);
      if (this.large.size > MAX_LARGE_ENTRIES) this.forget(this.large.values().next().value!);
    }
    value.catch(() => {
      if (this.entries.get(key) === entry) this.forget(key);
    });
    return value;
  }

  /** What `key` names, if it is remembered and still good; nothing is read. */
  peek<T>(key: string): Promise<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.generation === this.generation && Date.now() - hit.at < hit.ttlMs
      ? (hit.value as Promise<T>)
      : undefined;
  }

  /** Forgets what `key` names (a read that found nothing worth keeping). */
  forget(key: string): void {
    this.entries.delete(key);
    this.large.delete(key);
  }
}

/** A plain `select` (or raw SQL that starts with one) changes nothing. */
function isRead(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return true;
  if (node.kind === 'RawNode') return /^\s*(select|explain)\b/i.test(node.sqlFragments[0] ?? '');
  return false;
}

const plugins = new WeakMap<object, RememberedReads>();

/** Gives a database its remembered reads; `createDb` does it for the app's. */
export function rememberReads(db: object, reads: RememberedReads): void {
  plugins.set(db, reads);
}

/** The remembered reads of a database, or none (a transaction, a database opened without them). */
export function rememberedReadsOf(db: object): RememberedReads | undefined {
  return plugins.get(db);
}
