import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { renderPage } from '../test/render';
import { UnitLessons, type OutlineLesson } from './unit-lessons';

const lesson = (id: number, en: string): OutlineLesson =>
  ({
    id,
    title_en: en,
    title_ar: `درس ${id}`,
    video_count: 1,
    document_count: 0,
    quiz_count: 0,
    assignment_count: 0,
  }) as OutlineLesson;

stubFetch(() => json({}));

const form = () => new Promise<never>(() => {});

describe('a unit’s lessons', () => {
  it('lists them in order, named by the label, each a link to the lesson with its counts', async () => {
    await renderPage(
      <UnitLessons
        unitId={4}
        items={[lesson(1, 'First'), lesson(2, 'Second')]}
        label="Lessons of Unit 4"
        form={form}
        reorder={async () => {}}
        testId="unit-lessons-4"
      />,
    );
    const list = await screen.findByRole('list', { name: 'Lessons of Unit 4' });
    expect(screen.getByTestId('unit-lessons-4')).toBeTruthy();
    const links = [...list.querySelectorAll('a.ordered-item-title')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['First', '/lessons/1'],
      ['Second', '/lessons/2'],
    ]);
    expect(screen.getAllByText('1 video').length).toBe(2);
    expect(screen.getByRole('button', { name: 'Add lesson' })).toBeTruthy();
  });

  it('says there are none, and sends a new order whole', async () => {
    const reorder = vi.fn(async () => {});
    const { unmount } = await renderPage(
      <UnitLessons unitId={4} items={[]} label="Lessons" form={form} reorder={reorder} testId="none" />,
    );
    expect(await screen.findByText('No lessons yet: add the first one')).toBeTruthy();
    unmount();
    await renderPage(
      <UnitLessons
        unitId={4}
        items={[lesson(1, 'First'), lesson(2, 'Second')]}
        label="Lessons"
        form={form}
        reorder={reorder}
        testId="two"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Second' }));
    await waitFor(() => expect(reorder).toHaveBeenCalledWith([2, 1]));
  });
});
