import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { stage, stages } from '../test/stages';
import { EntityList } from './entity-list';

let deleteAnswer: Response;

const { fetchMock } = stubFetch((url, init) => {
  if (init?.method === 'DELETE') return deleteAnswer;
  if (url.pathname === '/api/v1/stages') {
    const empty = url.searchParams.get('q') === 'nothing';
    return json({ items: empty ? [] : [stage], total: empty ? 0 : 1, page: 1, pageSize: 20, totalCapped: false });
  }
  return json({}, 404);
});
const asked = () =>
  fetchMock.mock.calls.map(
    ([u, init]) => `${init?.method ?? 'GET'} ${new URL(String(u)).pathname}${new URL(String(u)).search}`,
  );

function StagesList() {
  return (
    <EntityList
      config={{
        resource: stages,
        ns: 'stages',
        header: { title: 'Stages', crumbs: [] },
        sort: 'sort_order',
        nameOf: (s) => s.name_en,
        columns: [{ title: 'Name', dataIndex: 'name_en', sortField: 'name_en' }],
      }}
    />
  );
}

async function confirmDelete() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete: Stage X' }));
  const dialog = await screen.findByRole('tooltip');
  fireEvent.click(dialog.querySelector('.ant-btn-dangerous')!);
}

describe('entity list', () => {
  it('asks the API with the page, sort and search the URL holds, and says when nothing matches', async () => {
    await renderPage(<StagesList />, { path: '/levels?q=nothing&sort=-name_en&page=1' });
    expect(await screen.findByText('Nothing matches this search or these filters')).toBeTruthy();
    expect(asked()).toContain('GET /api/v1/stages?page=1&pageSize=20&sort=-name_en&q=nothing');
    // Dropping the search asks again without it, and the stage is back.
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Stage X', {}, { timeout: 5_000 })).toBeTruthy();
    expect(asked()).toContain('GET /api/v1/stages?page=1&pageSize=20&sort=-name_en');
  });

  it('deletes after a confirmation, says so and asks for the list again', async () => {
    deleteAnswer = new Response(null, { status: 204 });
    await renderPage(<StagesList />, { path: '/levels' });
    await confirmDelete();
    expect(await screen.findByText('Academic stage deleted')).toBeTruthy();
    expect(asked()).toContain('DELETE /api/v1/stages/4');
    await waitFor(() => expect(asked().filter((a) => a.startsWith('GET /api/v1/stages?')).length).toBe(2));
  });

  it('shows the server’s in-use refusal in the user’s words', async () => {
    deleteAnswer = new Response(JSON.stringify({ status: 409, code: 'stage.in_use', message: 'x' }), {
      status: 409,
      headers: { 'content-type': 'application/problem+json' },
    });
    await renderPage(<StagesList />, { path: '/levels' });
    await confirmDelete();
    expect(await screen.findByText('This academic stage has classes: delete them first')).toBeTruthy();
  });

  it('read only and without search (a teacher’s subscriptions): no search box, no `q` sent, no actions column', async () => {
    await renderPage(
      <EntityList
        config={{
          resource: stages,
          ns: 'stages',
          header: { title: 'Stages', crumbs: [] },
          sort: 'sort_order',
          search: false,
          remove: false,
          nameOf: (s) => s.name_en,
          columns: [{ title: 'Name', dataIndex: 'name_en', sortField: 'name_en' }],
        }}
      />,
      { path: '/levels?q=nothing' },
    );
    expect(await screen.findByText('Stage X')).toBeTruthy();
    expect(asked()).toContain('GET /api/v1/stages?page=1&pageSize=20&sort=sort_order');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });
});
