import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { ChoiceFilter, TeachingFilters } from './teaching-filters';

const auth = vi.hoisted(() => ({ role: 'admin' as 'admin' | 'teacher' }));
vi.mock('../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/session')>()),
  useAuth: () => ({ user: { role: auth.role } }),
}));

/** The API's answers: one class, one subject, one teacher, whatever is asked. */
const { asked } = stubFetch((url) => {
  const one = { id: 3, name: 'Teacher 3', name_en: `${url.pathname.split('/').pop()} 3`, name_ar: 'ع' };
  return json({ items: [one], total: 1, page: 1, pageSize: 20 });
});

const labels: Record<string, string> = {
  'filters.teacher': 'Teacher',
  'filters.class': 'Class',
  'filters.subject': 'Subject',
};
const t = ((key: string) => labels[key] ?? key) as unknown as TFunction;
const style = { inlineSize: 170 };

beforeEach(() => {
  auth.role = 'admin';
});

describe('teaching filters', () => {
  it('give an admin a teacher filter, a teacher none, named by their labels', async () => {
    const { unmount } = await renderPage(
      <TeachingFilters value={{}} onChange={() => {}} t={t} teacher scoped style={style} />,
    );
    expect(await screen.findByRole('combobox', { name: 'Teacher' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Class' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Subject' })).toBeTruthy();
    unmount();
    auth.role = 'teacher';
    await renderPage(<TeachingFilters value={{}} onChange={() => {}} t={t} teacher scoped style={style} />);
    await screen.findByRole('combobox', { name: 'Class' });
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
  });

  it('scoped, ask for the chosen class’s subjects and clear the subject with another class', async () => {
    const onChange = vi.fn();
    await renderPage(
      <TeachingFilters value={{ class_id: '5', subject_id: '9' }} onChange={onChange} t={t} scoped style={style} />,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Subject' }));
    await waitFor(() =>
      expect(asked().some((u) => u.pathname === '/api/v1/subjects' && u.searchParams.get('class_id') === '5')).toBe(
        true,
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class' }));
    fireEvent.click(await screen.findByTitle('classes 3'));
    expect(onChange).toHaveBeenCalledWith({ class_id: '3', subject_id: undefined });
  });

  it('unscoped, keep the subject when the class changes, and put the subject first if asked', async () => {
    const onChange = vi.fn();
    await renderPage(
      <TeachingFilters value={{ subject_id: '9' }} onChange={onChange} t={t} subjectFirst style={style} />,
    );
    const boxes = await screen.findAllByRole('combobox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(['Subject', 'Class']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Class' }));
    fireEvent.click(await screen.findByTitle('classes 3'));
    expect(onChange).toHaveBeenCalledWith({ class_id: '3' });
  });
});

describe('choice filter', () => {
  it('is named by its label and says the choice', async () => {
    const onChange = vi.fn();
    await renderPage(
      <ChoiceFilter
        label="Status"
        value={undefined}
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={onChange}
        inlineSize={130}
        testId="status"
      />,
    );
    const box = await screen.findByRole('combobox', { name: 'Status' });
    expect(screen.getByTestId('filter-status')).toBeTruthy();
    fireEvent.mouseDown(box);
    fireEvent.click(await screen.findByTitle('Closed'));
    expect(onChange).toHaveBeenCalledWith('closed');
  });
});
