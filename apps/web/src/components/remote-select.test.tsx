import { classesResource } from '@dashboard/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../lib/resource';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { RemoteSelect, SEARCH_DEBOUNCE_MS } from './remote-select';

const classes = defineResource(classesResource);

const cls = (id: number, en: string) => ({
  id,
  name_en: en,
  name_ar: `صف ${en}`,
  stage_name_en: 'S',
  stage_name_ar: 'م',
});
const page = Array.from({ length: 20 }, (_, i) => cls(i + 1, `Class ${i + 1}`));

/** The API's answers: the list searched by `q`, and one class by id. */
const { asked } = stubFetch((url) => {
  if (url.pathname === '/api/v1/classes') {
    const q = url.searchParams.get('q');
    const items = q ? [cls(500, `Found ${q}`)] : page;
    return json({ items, total: q ? 1 : 900, page: 1, pageSize: Number(url.searchParams.get('pageSize')) });
  }
  const one = /^\/api\/v1\/classes\/(\d+)$/.exec(url.pathname);
  if (one) return json(cls(Number(one[1]), `Chosen ${one[1]}`));
  return new Response('{}', { status: 404 });
});

describe('remote select', () => {
  it('asks for one page of ~20, not every item', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" open />);
    await screen.findByTitle('Class 1');
    const list = asked().filter((u) => u.pathname === '/api/v1/classes');
    expect(list).toHaveLength(1);
    expect(list[0]!.searchParams.get('pageSize')).toBe('20');
    expect(list[0]!.searchParams.has('q')).toBe(false);
  });

  it('searches on the server after a pause in typing, once, and does not filter the answer itself', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" open />);
    await screen.findByTitle('Class 1');
    const box = screen.getByRole('combobox', { name: 'Class' });
    fireEvent.change(box, { target: { value: 'ma' } });
    fireEvent.change(box, { target: { value: 'math' } });
    // Nothing is asked before the pause.
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS / 2));
    expect(asked().some((u) => u.searchParams.has('q'))).toBe(false);
    // "Found math" does not contain the typed text's letters in order; a local filter would hide it.
    await screen.findByTitle('Found math');
    const searched = asked().filter((u) => u.searchParams.has('q'));
    expect(searched.map((u) => u.searchParams.get('q'))).toEqual(['math']);
  });

  it('shows the chosen value by its name even when it is not in the page', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" value={777} />);
    await waitFor(() => expect(screen.getByTitle('Chosen 777')).toBeTruthy());
    expect(asked().some((u) => u.pathname === '/api/v1/classes/777')).toBe(true);
  });

  it('asks nothing more for a chosen value the page holds', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" value={3} />);
    await screen.findByTitle('Class 3');
    expect(asked().some((u) => u.pathname === '/api/v1/classes/3')).toBe(false);
  });

  it('asks nothing for a chosen value it already knows', async () => {
    await renderPage(
      <RemoteSelect
        resource={classes}
        aria-label="Class"
        value={[888]}
        mode="multiple"
        known={[cls(888, 'Known') as never]}
      />,
    );
    await screen.findByTitle('Known');
    expect(asked().some((u) => u.pathname === '/api/v1/classes/888')).toBe(false);
  });

  it('narrows the page by its scope', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" scope={{ stage_id: 3 }} open />);
    await screen.findByTitle('Class 1');
    expect(asked()[0]!.searchParams.get('stage_id')).toBe('3');
  });

  it('asks nothing while disabled (a specialization before its class is chosen)', async () => {
    await renderPage(<RemoteSelect resource={classes} aria-label="Class" enabled={false} open />);
    await new Promise((r) => setTimeout(r, 100));
    expect(asked()).toHaveLength(0);
  });
});
