import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, theme, type SelectProps } from 'antd';
import { useEffect, useState } from 'react';
import { useLanguage } from '../i18n/language';
import type { ListQuery, Resource } from '../lib/resource';

/** The name of a stage, class, subject … in the user's language. */
export function useNameOf() {
  const arabic = useLanguage() === 'ar';
  return (x: { name_ar: string; name_en: string }) => (arabic ? x.name_ar : x.name_en);
}

/** The title of a curriculum, unit or lesson in the user's language. */
export function useTitleOf() {
  const arabic = useLanguage() === 'ar';
  return (x: { title_ar: string; title_en: string }) => (arabic ? x.title_ar : x.title_en);
}

/** The pause after typing before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

type Id = number | string;
type Value = Id | Id[] | null | undefined;

/**
 * A select over an API resource, for filters and form fields: it asks the
 * resource's list for a page (~20) of items matching what is typed (`q`,
 * debounced, searched on the server as the lists are), and shows the chosen
 * value(s) even when they are not in that page (from `known`, else fetched
 * one by one). Values are ids, as numbers, or as strings with `stringIds`
 * (a filter kept in the URL).
 */
export function RemoteSelect<Item extends { id: number }>(
  props: {
    resource: Pick<Resource<Item>, 'optionsQuery' | 'oneQuery'>;
    /** Filters every request (`{ stage_id }`); with `enabled` false nothing is asked. */
    scope?: ListQuery;
    enabled?: boolean;
    /** The option's text (its `title` too); the name in the user's language when left out. */
    labelOf?: (item: Item) => string;
    /** Groups the options under this heading (a class under its stage). */
    groupOf?: (item: Item) => string;
    /** Items already at hand (the edited teacher's subjects), so their names need no request. */
    known?: Item[];
    stringIds?: boolean;
    value?: Value;
    onChange?: (value: Value) => void;
    /** Called with the chosen item itself (undefined when cleared), for what else it carries (a price to prefill). */
    onItem?: (item: Item | undefined) => void;
  } & Omit<SelectProps, 'value' | 'onChange' | 'options' | 'showSearch' | 'filterOption' | 'loading'>,
) {
  const {
    resource,
    scope,
    enabled = true,
    labelOf,
    groupOf,
    known,
    stringIds,
    value,
    onChange,
    onItem,
    ...rest
  } = props;
  const nameOf = useNameOf();
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const page = useQuery({ ...resource.optionsQuery({ ...scope, ...(q ? { q } : {}) }), enabled });
  const label = (item: Item) =>
    labelOf ? labelOf(item) : nameOf(item as unknown as { name_ar: string; name_en: string });

  const chosen = (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]).map(String);
  const inHand = new Map<string, Item>();
  for (const item of [...(known ?? []), ...(page.data?.items ?? [])]) inHand.set(String(item.id), item);
  const missing = chosen.filter((id) => !inHand.has(id));
  const fetched = useQueries({
    // Only once the page is in: the chosen value is often in it.
    queries: missing.map((id) => ({ ...resource.oneQuery(id), staleTime: 60_000, enabled: !page.isLoading })),
  });

  const items = page.data?.items ?? [];
  const listed = new Set(items.map((i) => String(i.id)));
  // The chosen ones stay shown (first), whatever the page holds.
  const extra = [...inHand.values(), ...fetched.flatMap((f) => (f.data ? [f.data] : []))].filter(
    (i) => chosen.includes(String(i.id)) && !listed.has(String(i.id)),
  );
  const all = [...new Map([...extra, ...items].map((i) => [i.id, i])).values()];
  const option = (i: Item) => ({ value: stringIds ? String(i.id) : i.id, label: label(i), title: label(i) });
  let options: SelectProps['options'] = all.map(option);
  if (groupOf) {
    const groups = new Map<string, Item[]>();
    for (const i of all) groups.set(groupOf(i), [...(groups.get(groupOf(i)) ?? []), i]);
    options = [...groups].map(([heading, members]) => ({
      label: heading,
      title: heading,
      options: members.map(option),
    }));
  }

  return (
    <Select
      {...rest}
      value={value as SelectProps['value']}
      onChange={(v: Value) => {
        setTyped('');
        onChange?.(v);
        if (onItem && !Array.isArray(v))
          onItem(all.find((i) => v !== undefined && v !== null && String(i.id) === String(v)));
      }}
      options={options}
      loading={enabled && (page.isLoading || page.isFetching)}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      // A Select's placeholder is text that axe checks; antd's grey reads under 2:1.
      styles={{ placeholder: { color: token.colorTextSecondary } }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
        rest.onOpenChange?.(open);
      }}
    />
  );
}
