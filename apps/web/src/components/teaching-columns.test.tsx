import { fireEvent, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { priceColumn, teachingColumns, viewEditButtons } from './teaching-columns';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const nameOf = (x: { name_en: string }) => x.name_en;
const row = {
  id: 3,
  price: 12_550,
  teacher: { name: 'أحمد علي' },
  class: { name_ar: 'الأول', name_en: 'Primary 1' },
  subject: { name_ar: 'رياضيات', name_en: 'Maths' },
};

/** What a column draws for the row. */
const cell = (column: { render?: (value: never, record: typeof row, index: number) => unknown }, value: unknown) =>
  column.render!(value as never, row, 0) as ReactNode;

describe('teaching columns', () => {
  it('are the teacher, the class and the subject, labelled by the list’s namespace', () => {
    const columns = teachingColumns<typeof row>(t, nameOf, true);
    expect(columns.map((c) => c.title)).toEqual(['[fields.teacher]', '[fields.class]', '[fields.subject]']);
    render(
      <>
        {columns.map((c, i) => (
          <div key={i}>{cell(c, undefined)}</div>
        ))}
      </>,
    );
    expect(screen.getByText('أحمد علي').getAttribute('lang')).toBe('ar');
    expect(screen.getByText('Primary 1')).toBeTruthy();
    expect(screen.getByText('Maths')).toBeTruthy();
  });

  it('leave the teacher out of a teacher’s own list', () => {
    expect(teachingColumns<typeof row>(t, nameOf, false).map((c) => c.title)).toEqual([
      '[fields.class]',
      '[fields.subject]',
    ]);
  });

  it('show the price in pounds, sortable', () => {
    const column = priceColumn<typeof row>(t);
    expect(column).toMatchObject({ title: '[fields.price]', dataIndex: 'price', sortField: 'price' });
    render(<>{cell(column, row.price)}</>);
    expect(document.querySelector('bdi.money')!.textContent).toMatch(/125\.50/);
  });
});

describe('view and edit buttons', () => {
  it('are named with the row and open its page and its edit page', async () => {
    const navigate = vi.fn();
    await renderPage(
      <>{viewEditButtons({ navigate, page: '/courses/3', name: 'Algebra', viewLabel: 'View', editLabel: 'Edit' })}</>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View: Algebra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit: Algebra' }));
    expect(navigate.mock.calls).toEqual([['/courses/3'], ['/courses/3/edit']]);
  });
});
