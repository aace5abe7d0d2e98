import { fireEvent, screen, within } from '@testing-library/react';
import { Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { stage, stages } from '../test/stages';
import { EntityList } from './entity-list';
import { FilterField, refusesQuery } from './list-refusal';

const problem = (status: number, code: string, errors?: { path: string; code: string }[]) =>
  new Response(JSON.stringify({ status, code, message: 'not this', ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** As the server answers a list: a reversed balance range is refused on its upper bound; `fail` is a 500. */
stubFetch((url) => {
  if (url.pathname !== '/api/v1/stages') return json({}, 404);
  const q = url.searchParams;
  if (q.get('fail')) return problem(500, 'server.error');
  if (Number(q.get('balance_max')) < Number(q.get('balance_min'))) {
    return problem(400, 'validation.range_reversed', [{ path: 'balance_max', code: 'validation.range_reversed' }]);
  }
  return json({ items: [stage], total: 1, page: 1, pageSize: 20, totalCapped: false });
});

/** A kit list with a balance range in its URL; `field` gives the upper bound a field of its own. */
function StagesList({ field = false }: { field?: boolean }) {
  return (
    <EntityList
      config={{
        resource: stages,
        ns: 'stages',
        header: { title: 'Stages', crumbs: [] },
        sort: 'sort_order',
        filterKeys: ['balance_min', 'balance_max', 'fail'],
        filters: (value) =>
          field && (
            <FilterField name="balance_max">
              {(mark) => <Input {...mark} aria-label="Balance to" value={value.balance_max ?? ''} readOnly />}
            </FilterField>
          ),
        nameOf: (s) => s.name_en,
        columns: [{ title: 'Name', dataIndex: 'name_en' }],
      }}
    />
  );
}

const texts = {
  en: {
    reversed: 'The end of the range is before its start',
    refused: 'This list cannot be shown',
    clear: 'Clear search and filters',
    noMatch: 'Nothing matches this search or these filters',
    failed: 'Something went wrong!',
  },
  ar: {
    reversed: 'نهاية النطاق قبل بدايته',
    refused: 'لا يمكن عرض هذه القائمة',
    clear: 'مسح البحث والتصفية',
    noMatch: 'لا يوجد ما يطابق البحث أو التصفية',
    failed: 'حدث خطأ ما!',
  },
} as const;

describe.each(['en', 'ar'] as const)('a list whose query the server refuses (%s)', (locale) => {
  const text = texts[locale];

  it('says why above the table, in the language, and not that nothing matches; the filters can be dropped', async () => {
    await renderPage(<StagesList />, { locale, path: '/levels?balance_min=500&balance_max=100' });
    const alert = await screen.findByTestId('list-refusal');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(text.reversed);
    expect(screen.getByText(text.refused)).toBeTruthy();
    expect(screen.queryByText(text.noMatch)).toBeNull();
    // Nothing English on an Arabic screen: the server's own message is not shown.
    expect(document.body.textContent).not.toContain('not this');

    fireEvent.click(screen.getByRole('button', { name: text.clear }));
    expect(await screen.findByText('Stage X')).toBeTruthy();
    expect(screen.queryByTestId('list-refusal')).toBeNull();
  });

  it('says it at the field that shows the refused key instead, marking the field', async () => {
    await renderPage(<StagesList field />, { locale, path: '/levels?balance_min=500&balance_max=100' });
    const field = await screen.findByLabelText('Balance to');
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(text.reversed);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText(text.refused)).toBeTruthy();
    // Said once: no alert above the table repeats it.
    expect(screen.queryByTestId('list-refusal')).toBeNull();
  });

  it('says the server failed, with no offer to drop filters that were not at fault', async () => {
    await renderPage(<StagesList />, { locale, path: '/levels?fail=1' });
    const alert = await screen.findByTestId('list-refusal', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe(text.failed);
    const empty = screen.getByText(text.refused).closest('.ant-empty') as HTMLElement;
    expect(within(empty).queryByRole('button')).toBeNull();
  });
});

describe('a refusal of the query, as against the page’s', () => {
  it('is a 400 on the keys the list sent, and only those', () => {
    const refused = (path: string, status = 400) =>
      new ApiError({ status, code: 'validation.range_reversed', message: '', errors: [{ path, code: 'x' }] });
    const query = { page: 1, sort: 'name', balance_min: '5', balance_max: '1' };
    expect(refusesQuery(refused('balance_max'), query)).toBe(true);
    expect(refusesQuery(refused('id'), query)).toBe(false);
    expect(refusesQuery(refused('balance_max', 404), query)).toBe(false);
    expect(refusesQuery(new ApiError({ status: 400, code: 'validation.invalid', message: '' }), query)).toBe(false);
    expect(refusesQuery(new Error('x'), query)).toBe(false);
  });
});
