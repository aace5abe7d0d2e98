import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useKeysetQuery, useListParams } from './list-params';

type Hook = ReturnType<typeof useListParams>;

/** Mounts the hook at a URL; returns its latest answer and the router (for the URL). */
function mount(url: string, prefix?: string) {
  const seen: { current?: Hook } = {};
  function Probe() {
    seen.current = useListParams({ sort: 'name', prefix }, ['class_id']);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => new URLSearchParams(router.state.location.search);
  return { hook: () => seen.current!, search };
}

describe('list parameters kept in the URL', () => {
  it('are read from the URL, with defaults for what it lacks or gets wrong', () => {
    const { hook } = mount('/x?page=3&pageSize=50&sort=-created_at&q=abc&class_id=4&other=1');
    expect(hook().params).toEqual({ page: 3, pageSize: 50, sort: '-created_at', q: 'abc', filters: { class_id: '4' } });
    expect(hook().query).toEqual({ page: 3, pageSize: 50, sort: '-created_at', q: 'abc', class_id: '4' });
    const odd = mount('/x?page=-1&pageSize=7');
    expect(odd.hook().params).toMatchObject({ page: 1, pageSize: 20, sort: 'name', q: '' });
  });

  it('are written to the URL; a new search, filter or sort goes back to page 1', () => {
    const { hook, search } = mount('/x?page=4');
    act(() => hook().update({ filters: { class_id: '9' } }));
    expect(search().get('class_id')).toBe('9');
    expect(search().get('page')).toBeNull();
    act(() => hook().update({ page: 2 }));
    expect(search().get('page')).toBe('2');
    act(() => hook().update({ q: ' maths ' }));
    expect(search().get('q')).toBe('maths');
    expect(search().get('page')).toBeNull();
    // The default sort is left out of the URL.
    act(() => hook().update({ sort: 'name' }));
    expect(search().has('sort')).toBe(false);
    act(() => hook().update({ filters: { class_id: undefined } }));
    expect(search().has('class_id')).toBe(false);
  });

  it('keep a change made before the router showed the one before it', () => {
    const seen: { current?: Hook } = {};
    function Probe() {
      seen.current = useListParams({ sort: 'name' }, ['class_id', 'balance_min']);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/x'] });
    render(<RouterProvider router={router} />);
    // Both in one act: the second update runs with the hook of the render before the first.
    const stale = seen.current!;
    act(() => {
      stale.update({ filters: { class_id: '9' } });
      stale.update({ filters: { balance_min: '5000' } });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('class_id')).toBe('9');
    expect(search.get('balance_min')).toBe('5000');
  });

  it('of one list among several are prefixed in the URL, not in the API query', () => {
    const { hook, search } = mount('/x?systems.q=a&q=other', 'systems.');
    expect(hook().params.q).toBe('a');
    act(() => hook().update({ page: 2 }));
    expect(search().get('systems.page')).toBe('2');
    expect(search().get('q')).toBe('other');
    expect(hook().query).toMatchObject({ page: 2, q: 'a' });
  });
});

describe('reading the neighbouring page by keyset', () => {
  function mountKeyset(initial: { page: number; sort: string }) {
    const seen: { current?: ReturnType<typeof useKeysetQuery<{ page: number; sort: string }>> } = {};
    function Probe({ query }: { query: { page: number; sort: string } }) {
      seen.current = useKeysetQuery(query);
      return null;
    }
    const view = render(<Probe query={initial} />);
    return {
      api: () => seen.current![0],
      remember: (d: { page: number; nextCursor: string | null; prevCursor: string | null }) =>
        act(() => seen.current![1](d)),
      show: (query: { page: number; sort: string }) => view.rerender(<Probe query={query} />),
    };
  }

  it('sends the shown page’s cursor to the page after or before it, and reads any other page by number', () => {
    const list = mountKeyset({ page: 5, sort: 'name' });
    expect(list.api()).toEqual({ page: 5, sort: 'name' });
    list.remember({ page: 5, nextCursor: 'N5', prevCursor: 'P5' });
    list.show({ page: 6, sort: 'name' });
    expect(list.api()).toEqual({ page: 6, sort: 'name', after: 'N5' });
    list.remember({ page: 6, nextCursor: 'N6', prevCursor: 'P6' });
    // Remembering the page now shown does not change the query that shows it.
    expect(list.api()).toEqual({ page: 6, sort: 'name', after: 'N5' });
    list.show({ page: 5, sort: 'name' });
    expect(list.api()).toEqual({ page: 5, sort: 'name', before: 'P6' });
    list.show({ page: 9, sort: 'name' });
    expect(list.api()).toEqual({ page: 9, sort: 'name' });
  });

  it('never sends a cursor of another sort or filter', () => {
    const list = mountKeyset({ page: 2, sort: 'name' });
    list.remember({ page: 2, nextCursor: 'N2', prevCursor: 'P2' });
    list.show({ page: 3, sort: '-name' });
    expect(list.api()).toEqual({ page: 3, sort: '-name' });
  });
});
