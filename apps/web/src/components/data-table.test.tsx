import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { DataTable, pagerTotal, type ListData } from './data-table';

const params = { page: 1, pageSize: 20, sort: 'name', q: '', filters: {} };
const columns = [{ title: 'Name', dataIndex: 'name' }];
const data = (total: number, totalCapped?: boolean): ListData<{ id: number; name: string }> => ({
  items: [{ id: 1, name: 'One' }],
  total,
  page: 1,
  pageSize: 20,
  ...(totalCapped === undefined ? {} : { totalCapped }),
});

function table(d: ListData<{ id: number; name: string }>) {
  return <DataTable columns={columns} data={d} loading={false} params={params} onChange={() => {}} emptyText="-" />;
}

describe('list total', () => {
  it('is exact when the server counted every row (or says nothing of a cap)', async () => {
    await renderPage(table(data(1234)));
    expect(screen.getByText('1,234 items')).toBeTruthy();
  });

  it('shows "10,000+" when the server stopped counting', async () => {
    await renderPage(table(data(10_000, true)));
    expect(screen.getByText('10,000+ items')).toBeTruthy();
  });

  it('shows it in Arabic digits, in Arabic', async () => {
    await renderPage(table(data(10_000, true)), { locale: 'ar' });
    expect(screen.getByText('١٠٬٠٠٠+ عنصر')).toBeTruthy();
  });
});

describe('the pager past a capped total', () => {
  it('offers one page more while rows go on, and counts exactly otherwise', () => {
    const page = (p: number, total: number, nextCursor: string | null) => ({
      items: [],
      total,
      page: p,
      pageSize: 20,
      nextCursor,
    });
    expect(pagerTotal(page(500, 10_000, 'c'))).toBe(10_001);
    expect(pagerTotal(page(4000, 10_000, 'c'))).toBe(80_001);
    expect(pagerTotal(page(3, 45, null))).toBe(45);
    expect(pagerTotal(page(1, 45, 'c'))).toBe(45);
    expect(pagerTotal(undefined)).toBe(0);
  });
});

describe("the pager's arrows", () => {
  it.each([
    ['en', 'Previous page', 'Next page'],
    ['ar', 'الصفحة السابقة', 'الصفحة التالية'],
  ] as const)('are named in the language (%s)', async (locale, previous, next) => {
    await renderPage(table(data(45)), { locale });
    expect(screen.getByRole('button', { name: previous })).toBeTruthy();
    expect(screen.getByRole('button', { name: next })).toBeTruthy();
  });
});

describe('an empty list', () => {
  const none: ListData<{ id: number; name: string }> = { items: [], total: 0, page: 1, pageSize: 20 };
  const empty = (q: string, filters: Record<string, string>, onClear?: () => void) => (
    <DataTable
      columns={columns}
      data={none}
      loading={false}
      params={{ ...params, q, filters }}
      onChange={() => {}}
      emptyText="No subjects yet"
      onClear={onClear}
    />
  );

  it('says the list has no rows yet when nothing narrows it', async () => {
    await renderPage(empty('', {}, () => {}));
    expect(screen.getByText('No subjects yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
  });

  it.each([
    ['en', { q: 'maths', filters: {} }, 'Nothing matches this search or these filters', 'Clear search and filters'],
    ['ar', { q: '', filters: { class_id: '3' } }, 'لا يوجد ما يطابق البحث أو التصفية', 'مسح البحث والتصفية'],
  ] as const)(
    'says nothing matches a search or a filter, and offers to drop them (%s)',
    async (locale, set, text, clear) => {
      let cleared = 0;
      await renderPage(
        empty(set.q, set.filters, () => cleared++),
        { locale },
      );
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByText('No subjects yet')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: clear }));
      expect(cleared).toBe(1);
    },
  );
});
