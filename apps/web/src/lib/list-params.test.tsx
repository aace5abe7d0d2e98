import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './list-params';

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

  it('of one list among several are prefixed in the URL, not in the API query', () => {
    const { hook, search } = mount('/x?systems.q=a&q=other', 'systems.');
    expect(hook().params.q).toBe('a');
    act(() => hook().update({ page: 2 }));
    expect(search().get('systems.page')).toBe('2');
    expect(search().get('q')).toBe('other');
    expect(hook().query).toMatchObject({ page: 2, q: 'a' });
  });
});
