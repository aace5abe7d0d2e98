import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import { SubscriptionFilters } from './subscription-filters';

const auth = vi.hoisted(() => ({ role: 'admin' as 'admin' | 'teacher' | 'support-agent' }));
vi.mock('../../../lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/session')>()),
  useAuth: () => ({ user: { role: auth.role } }),
}));

/** The API's answers: one item of whatever is asked, named by its list. */
const { asked } = stubFetch((url) => {
  const list = url.pathname.split('/').pop();
  const one = { id: 3, name: 'Teacher 3', name_en: `${list} 3`, name_ar: 'ع', title_en: `${list} 3`, title_ar: 'ع' };
  return json({ items: [one], total: 1, page: 1, pageSize: 20 });
});

beforeEach(() => {
  auth.role = 'admin';
});

describe('the subscriptions’ filters', () => {
  it('offer the curriculum and the course of the chosen teacher, year and subject', async () => {
    const onChange = vi.fn();
    await renderPage(
      <SubscriptionFilters value={{ teacher_id: '4', class_id: '5', subject_id: '9' }} onChange={onChange} />,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Curriculum' }));
    await waitFor(() => {
      const asks = asked().filter((u) => u.pathname === '/api/v1/curricula');
      expect(asks.some((u) => ['teacher_id', 'class_id', 'subject_id'].every((k) => u.searchParams.has(k)))).toBe(true);
    });
    fireEvent.click(await screen.findByTitle('curricula 3'));
    expect(onChange).toHaveBeenCalledWith({ curriculum_id: '3' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Course' }));
    fireEvent.click(await screen.findByTitle('courses 3'));
    expect(onChange).toHaveBeenCalledWith({ course_id: '3' });
  });

  it('clear the content when its year changes, and offer only the one the type allows', async () => {
    const onChange = vi.fn();
    const { unmount } = await renderPage(
      <SubscriptionFilters value={{ class_id: '5', curriculum_id: '7' }} onChange={onChange} />,
    );
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Academic year' }));
    fireEvent.click(await screen.findByTitle('classes 3'));
    expect(onChange).toHaveBeenCalledWith({
      class_id: '3',
      subject_id: undefined,
      curriculum_id: undefined,
      course_id: undefined,
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByTitle('Course subscription'));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'course', curriculum_id: undefined });
    unmount();
    await renderPage(<SubscriptionFilters value={{ type: 'course' }} onChange={onChange} />);
    await screen.findByRole('combobox', { name: 'Course' });
    expect(screen.queryByRole('combobox', { name: 'Curriculum' })).toBeNull();
  });

  it('offer a support agent no content: an agent reads none', async () => {
    auth.role = 'support-agent';
    await renderPage(<SubscriptionFilters value={{}} onChange={() => {}} />);
    await screen.findByRole('combobox', { name: 'Academic year' });
    expect(screen.queryByRole('combobox', { name: 'Curriculum' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Course' })).toBeNull();
  });
});
