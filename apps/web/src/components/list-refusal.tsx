import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/form';
import { ApiError } from '../lib/http';

/**
 * The query keys whose refusal a mounted field shows (`FilterField`), so the
 * alert above the table shows the others. A store, not state of the list: a
 * field mounting re-renders only the alert, never the screen with its table.
 */
function claimsStore() {
  const counts = new Map<string, number>();
  const listeners = new Set<() => void>();
  let snapshot = '';
  const emit = () => {
    snapshot = [...counts.keys()].sort().join('\n');
    for (const listener of listeners) listener();
  };
  return {
    claim(keys: readonly string[]) {
      for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
      emit();
      return () => {
        for (const k of keys) {
          const left = (counts.get(k) ?? 1) - 1;
          if (left) counts.set(k, left);
          else counts.delete(k);
        }
        emit();
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The claimed keys, one a line: a string, so an unchanged set is the same snapshot. */
    snapshot: () => snapshot,
  };
}
type Claims = ReturnType<typeof claimsStore>;

const RefusalContext = createContext<{ error: unknown; claims: Claims } | null>(null);

/**
 * The refusal of a list's query as its fields and its alert show it: the
 * messages of the field errors by query key (a path's first part: `balance_max`),
 * and those of nothing in particular (a problem without field errors, a 5xx,
 * the network) as `general`. Each in the user's language, from its code.
 */
function refusalMessages(t: TFunction, error: unknown) {
  const byKey = new Map<string, string[]>();
  const general: string[] = [];
  if (!(error instanceof ApiError)) general.push(errorText(t, 'server.error'));
  else if (!error.errors.length) general.push(errorText(t, error.code));
  else
    for (const e of error.errors) {
      const key = e.path.split('.')[0] ?? '';
      const text = errorText(t, e.code, e.params);
      if (!key) general.push(text);
      else byKey.set(key, [...(byKey.get(key) ?? []), text]);
    }
  return { byKey, general };
}

const unique = (texts: string[]) => [...new Set(texts)];

/** Every message of a refusal (or of any other failure) as one text, in the user's language, each said once. */
export function refusalText(t: TFunction, error: unknown): string {
  const { byKey, general } = refusalMessages(t, error);
  return unique([...general, ...[...byKey.values()].flat()]).join(' ');
}

/**
 * Whether a list's answer is a refusal of its query (a 400 on the query's own
 * keys), which the list shows beside its filters, rather than the refusal of
 * the page itself (a record that is not there, or not the user's), which a
 * page shows instead of the list (`LoadFailure`, a `Result`).
 */
export function refusesQuery(error: unknown, query: object): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.errors.length > 0 &&
    error.errors.every((e) => (e.path.split('.')[0] ?? '') in query)
  );
}

/**
 * Where a list's refusal is shown: the filters and the table inside it read
 * `error` (the list query's, or null while the list is shown), each field the
 * messages of its own keys (`FilterField`), the table's alert (`ListRefusal`)
 * the rest. `EntityList` puts its toolbar and table in one; a screen that
 * fetches its list itself does the same.
 */
export function ListRefusalScope({ error, children }: { error: unknown; children: ReactNode }) {
  const [claims] = useState(claimsStore);
  const value = useMemo(() => ({ error, claims }), [error, claims]);
  return <RefusalContext.Provider value={value}>{children}</RefusalContext.Provider>;
}

/** What a field's control takes to be marked refused: Ant Design's status, and the message it is described by. */
export interface FieldMark {
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A filter's control, with the message of the list's refusal of its query
 * keys (`name`: a range's two) beneath it, in the user's language, said to a
 * screen reader (an alert) and describing the control, which is marked
 * refused. `message` is the field's own (a range it will not send reversed),
 * shown instead. The wrapper takes no box until there is a message, so the
 * toolbar lays the control out as before; it is always there, so the control
 * is never made anew (the focus stays).
 */
export function FilterField(props: {
  name: string | readonly string[];
  message?: string;
  children: (mark: FieldMark) => ReactNode;
}) {
  const { t } = useTranslation();
  const scope = useContext(RefusalContext);
  const id = useId();
  const names = typeof props.name === 'string' ? [props.name] : props.name;
  const joined = names.join('\n');
  useLayoutEffect(() => scope?.claims.claim(joined.split('\n')), [scope?.claims, joined]);
  const error = scope?.error;
  const refused = error ? refusalMessages(t, error).byKey : null;
  const messages = props.message ? [props.message] : unique(names.flatMap((k) => refused?.get(k) ?? []));
  const mark: FieldMark = messages.length ? { status: 'error', 'aria-invalid': true, 'aria-describedby': id } : {};
  return (
    <div className={messages.length ? 'filter-field is-refused' : 'filter-field'}>
      {props.children(mark)}
      {messages.length > 0 && (
        <div id={id} role="alert" className="filter-field-error">
          {messages.join(' ')}
        </div>
      )}
    </div>
  );
}

const noClaims = () => '';
const noSubscription = () => () => {};

/**
 * Why a list shows no rows when its query was refused: an alert, in the
 * user's language, of what no field of the list shows (every message when
 * the list has no scope or no such field). Nothing while nothing is left.
 */
export function ListRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const scope = useContext(RefusalContext);
  const claimed = useSyncExternalStore(
    scope?.claims.subscribe ?? noSubscription,
    scope?.claims.snapshot ?? noClaims,
    scope?.claims.snapshot ?? noClaims,
  );
  const messages = useMemo(() => {
    const shown = new Set(claimed.split('\n'));
    const { byKey, general } = refusalMessages(t, error);
    return unique([...general, ...[...byKey].flatMap(([key, texts]) => (shown.has(key) ? [] : texts))]);
  }, [t, error, claimed]);
  if (!messages.length) return null;
  // Not fetched when first shown, as a record page's refusal is (LoadFailure): a kit list has Ant Design's
  // Alert already (its form's), and a chunk of its own re-split the shared ones, adding more to every page.
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="list-refusal"
      title={
        messages.length === 1 ? (
          messages[0]
        ) : (
          <ul className="list-refusal-messages">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )
      }
      data-testid="list-refusal"
    />
  );
}
