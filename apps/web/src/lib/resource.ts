import type { ApiResource, ListResponse } from '@dashboard/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { http } from './http';

/** A list's query string: page, size, sort, q and the list's own filters. */
export type ListQuery = Record<string, string | number>;

/**
 * What a resource is: its contract's declaration (`stagesResource` in
 * `contracts/src/stages.resource.ts`: the API path and the resources it
 * shows), and what only the web app needs.
 */
export interface ResourceOptions<
  Item extends { id: number } = { id: number },
  Create = unknown,
  Update = Partial<Create>,
> extends ApiResource<Item, Create, Update> {
  /** Shows every change (the audit log): any mutation through the kit marks its queries stale, naming none. */
  dependsOnAll?: boolean;
  /** Rows an option list (`RemoteSelect`) asks for a page. */
  optionsPageSize?: number;
}

/**
 * Every defined resource, by path, so that a mutation can find who depends on
 * it. A resource registers itself when first defined, which is before any of
 * its queries can exist: whoever holds a key of it has defined it.
 */
const registry = new Map<string, ResourceOptions>();

/** The paths a change to `path` makes stale: its own, those that declare they show it, and those that show everything. */
export function stalePaths(path: string): string[] {
  const dependents = [...registry.values()].filter((r) => r.dependsOnAll || r.dependsOn?.includes(path));
  return [...new Set([path, ...dependents.map((r) => r.path)])];
}

/**
 * Marks stale every query of a resource and of the resources that declared
 * they depend on it; active queries refetch. `except` keeps one key from
 * refetching (a deleted item's own page, which is being left).
 */
export async function invalidateResource(client: QueryClient, path: string, except?: QueryKey) {
  const isExcept = (key: QueryKey) => except !== undefined && except.every((part, i) => key[i] === part);
  if (except) await client.invalidateQueries({ queryKey: except, refetchType: 'none' });
  await Promise.all(
    stalePaths(path).map((p) => client.invalidateQueries({ queryKey: [p], predicate: (q) => !isExcept(q.queryKey) })),
  );
}

const defined = new WeakMap<ResourceOptions, unknown>();

/**
 * One API resource's data access: query keys, fetchers, query options and
 * hooks for list / one / create / update / delete, and its option lists.
 * Every key starts with `path`, and every mutation invalidates through
 * `invalidateResource`, so no query of it (or of what depends on it) stays stale.
 * A feature makes it from the contract's declaration, where it uses it
 * (`const classes = defineResource(classesResource)`): the same declaration
 * gives the same resource, registered once.
 *
 * Keys: `[path]` ⊃ `[path, 'list', query]`, `[path, 'one', id]`, `[path, 'options', query]`,
 * and anything a feature adds under `[path, …]` (`keys.sub`).
 */
export function defineResource<Item extends { id: number }, Create = unknown, Update = Partial<Create>>(
  options: ResourceOptions<Item, Create, Update>,
): Resource<Item, Create, Update> {
  let resource = defined.get(options as ResourceOptions) as Resource<Item, Create, Update> | undefined;
  if (!resource) {
    resource = makeResource(options);
    defined.set(options as ResourceOptions, resource);
  }
  return resource;
}

function makeResource<Item extends { id: number }, Create, Update>(options: ResourceOptions<Item, Create, Update>) {
  const { path } = options;
  registry.set(path, options as ResourceOptions);
  const optionsPageSize = options.optionsPageSize ?? 20;

  const keys = {
    all: [path] as const,
    list: (query: ListQuery) => [path, 'list', query] as const,
    one: (id: number | string) => [path, 'one', String(id)] as const,
    options: (query: ListQuery) => [path, 'options', query] as const,
    /** A key of a feature's own endpoint under this resource (`teachers/:id/ratings`). */
    sub: (...parts: unknown[]) => [path, ...parts] as const,
  };

  const fetchList = (query: ListQuery, signal?: AbortSignal) => http<ListResponse<Item>>(`/${path}`, { query, signal });
  const fetchOne = (id: number | string, signal?: AbortSignal) =>
    http<Item>(`/${path}/${encodeURIComponent(String(id))}`, { signal });

  const listQuery = (query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => fetchList(query, signal),
      placeholderData: keepPreviousData,
    });

  const oneQuery = (id: number | string) =>
    queryOptions({
      queryKey: keys.one(id),
      queryFn: ({ signal }) => fetchOne(id, signal),
      // A missing or malformed id will not appear by asking again.
      retry: false,
    });

  /** A page of items for a select: `q` searched on the server, `scope` narrowing it (`stage_id`). */
  const optionsQuery = (query: ListQuery) => {
    const full = { page: 1, pageSize: optionsPageSize, ...query };
    return queryOptions({
      queryKey: keys.options(full),
      queryFn: ({ signal }) => http<ListResponse<Item>>(`/${path}`, { query: full, signal, quiet: true }),
      placeholderData: keepPreviousData,
    });
  };

  function useMutationOf<V, R>(fn: (vars: V) => Promise<R>, except?: (vars: V) => QueryKey) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: fn,
      onSuccess: (_data, vars) => invalidateResource(client, path, except?.(vars)),
    });
  }

  return {
    path,
    keys,
    fetchList,
    fetchOne,
    listQuery,
    oneQuery,
    optionsQuery,
    useList: (query: ListQuery) => useQuery(listQuery(query)),
    /** One item; `id` undefined fetches nothing. */
    useOne: (id: number | string | undefined) => useQuery({ ...oneQuery(id ?? 0), enabled: id !== undefined }),
    useCreate: () => useMutationOf((body: Create) => http<Item>(`/${path}`, { method: 'POST', body })),
    useUpdate: () =>
      useMutationOf(({ id, ...body }: Update & { id: number }) =>
        http<Item>(`/${path}/${id}`, { method: 'PATCH', body }),
      ),
    // The deleted item's own query is marked stale without being asked for again (its page is being left).
    useDelete: () =>
      useMutationOf(
        (id: number) => http<void>(`/${path}/${id}`, { method: 'DELETE' }),
        (id) => keys.one(id),
      ),
    /** A mutation of a feature's own endpoint that invalidates like the standard ones. */
    useAction: <V, R>(fn: (vars: V) => Promise<R>) => useMutationOf(fn),
  };
}

export type Resource<
  Item extends { id: number } = { id: number },
  Create = unknown,
  Update = Partial<Create>,
> = ReturnType<typeof makeResource<Item, Create, Update>>;
