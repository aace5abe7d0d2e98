import type { Exam, ExamResult, ExamSolution, ExamStats, Question } from '@dashboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPercent } from '../../../components/percent-text';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import ExamDetailPage from './exam-detail';
import ExamResultsPage from './exam-results';
import ExamSolutionsPage from './exam-solutions';

const renderAt = (route: string, element: ReactNode, path: string, locale: 'en' | 'ar' = 'en') =>
  renderPage(element, { route, path, locale });

const at = '2026-11-25T09:00:00.000Z';
const exam = (over: Partial<Exam> = {}): Exam => ({
  id: 5,
  kind: 'exam',
  teacher_id: 1,
  teacher: { id: 1, name: 'Teacher' },
  course_id: null,
  course: null,
  curriculum_id: 3,
  curriculum: { id: 3, title_ar: 'منهج', title_en: 'Algebra' },
  lesson_id: null,
  lesson_element_id: null,
  title_ar: 'امتحان الشهر',
  title_en: 'Month exam',
  time_limit_minutes: 45,
  pass_mark: 50,
  question_count: 2,
  total_points: 6,
  result_count: 0,
  average: null,
  pass_count: 0,
  awaiting_count: 0,
  created_at: at,
  updated_at: at,
  ...over,
});
const question = (id: number, over: Record<string, unknown> = {}) =>
  ({
    id,
    type: 'paragraph',
    prompt: `Explain idea ${id}`,
    points: 3,
    model_answer: '',
    course_id: null,
    curriculum_id: 3,
    unit_id: null,
    unit: null,
    lesson_id: null,
    lesson: null,
    created_at: at,
    updated_at: at,
    ...over,
  }) as unknown as Question;

const result = (over: Partial<ExamResult> = {}): ExamResult => ({
  id: 40,
  exam_id: 5,
  student_id: 9,
  student: { id: 9, name: 'Mona Adel', phone: '01000000009' },
  score: 0,
  max_score: 3,
  percent: 0,
  passed: false,
  duration_seconds: 754,
  started_at: at,
  submitted_at: at,
  awaiting_count: 1,
  status: 'awaiting',
  ...over,
});

let state: { exam: Exam; ids: number[]; marked: number | null };
const list = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 20, totalCapped: false });

const { fetchMock } = stubFetch((url, init) => {
  const p = url.pathname.replace('/api/v1', '');
  const method = init?.method ?? 'GET';
  if (p === '/exams/5' && method === 'GET') return json(state.exam);
  if (p === '/exams/5/questions' && method === 'GET')
    return json({ items: state.ids.map((id, i) => ({ position: i + 1, question: question(id) })) });
  if (p === '/exams/5/questions' && method === 'PUT') {
    if (state.exam.result_count > 0) return json({ status: 409, code: 'exam.has_results', message: 'x' }, 409);
    state.ids = (JSON.parse(String(init!.body)) as { question_ids: number[] }).question_ids;
    return json({ items: [] });
  }
  if (p === '/questions') return json(list([question(1), question(2), question(7, { prompt: 'New one' })]));
  if (p === '/exams/5/stats') {
    const stats: ExamStats = {
      result_count: 4,
      average: 62.5,
      median: 60,
      pass_count: 3,
      awaiting_count: state.marked === null ? 1 : 0,
      distribution: Array.from({ length: 10 }, (_, i) => ({
        from: i * 10,
        to: i === 9 ? 100 : i * 10 + 9,
        count: i === 6 ? 3 : i === 2 ? 1 : 0,
      })),
      questions: [
        {
          position: 1,
          question_id: 1,
          type: 'paragraph',
          prompt: 'Explain idea 1',
          answered: 4,
          correct: 3,
          share: 75,
        },
      ],
    };
    return json(stats);
  }
  if (p === '/exams/5/results') return json(list([result()]));
  if (p === '/exams/5/solutions/40') {
    const solution: ExamSolution = {
      result: result(
        state.marked === null
          ? {}
          : {
              score: state.marked,
              percent: (state.marked / 3) * 100,
              passed: state.marked >= 2,
              status: 'marked',
              awaiting_count: 0,
            },
      ),
      answers: [
        {
          position: 1,
          question: question(1),
          answer: { type: 'paragraph', text: 'Because of gravity' },
          points: state.marked,
          max_points: 3,
          correct: state.marked === null ? null : state.marked === 3,
          marking: state.marked === null ? 'awaiting' : 'hand',
          marked_by: null,
          marked_at: null,
        },
      ],
    };
    return json(solution);
  }
  if (p === '/exams/5/solutions/40/answers/1' && method === 'PUT') {
    state.marked = (JSON.parse(String(init!.body)) as { points: number }).points;
    return json({});
  }
  return json({ status: 404, code: 'resource.not_found', message: 'x' }, 404);
});

beforeEach(() => {
  state = { exam: exam(), ids: [1, 2], marked: null };
});

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([u, init]) => (init?.method ?? 'GET') === method && new URL(String(u)).pathname === `/api/v1${path}`,
  );

describe('an exam’s page', () => {
  it('shows its settings and questions in order, and reorders them by keyboard through the whole list', async () => {
    await renderAt('/exams/:id', <ExamDetailPage />, '/exams/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Month exam' })).toBeTruthy();
    expect(screen.getByText('45 minutes')).toBeTruthy();
    const list = await screen.findByRole('list', { name: "The exam's questions in order" });
    expect(within(list).getByText('Explain idea 1')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Move down: Explain idea 1' }));
    await waitFor(() => expect(calls('PUT', '/exams/5/questions').length).toBe(1));
    expect(state.ids).toEqual([2, 1]);
  });

  it('adds questions from the bank after those it has', async () => {
    await renderAt('/exams/:id', <ExamDetailPage />, '/exams/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Add questions from the bank' }));
    const drawer = await screen.findByTestId('bank-drawer');
    const fixed = await within(drawer).findByRole('checkbox', { name: 'Choose: Explain idea 1' });
    expect((fixed as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(drawer).getByRole('checkbox', { name: 'Choose: New one' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add to the exam' }));
    await waitFor(() => expect(state.ids).toEqual([1, 2, 7]));
  });

  it('keeps its questions read-only once it has results, and says why', async () => {
    state.exam = exam({ result_count: 2, average: 50 });
    await renderAt('/exams/:id', <ExamDetailPage />, '/exams/5');
    expect(await screen.findByTestId('questions-locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add questions from the bank' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move down/ })).toBeNull();
  });
});

describe('an exam’s results', () => {
  it('shows the figures in Arabic digits, the distribution with its table, and the results', async () => {
    await renderAt('/exams/:id/results', <ExamResultsPage />, '/exams/5/results', 'ar');
    const figures = await screen.findByTestId('exam-figures');
    expect(within(figures).getByText(formatPercent(62.5, 'ar'))).toBeTruthy();
    const chart = screen.getByTestId('exam-distribution');
    const table = within(chart).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table).getByRole('rowheader', { name: `من ${formatPercent(60, 'ar')} إلى ${formatPercent(69, 'ar')}` }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'الإجابات: Mona Adel' })).toBeTruthy();
    expect(screen.getByText('١٢ د ٣٤ ث')).toBeTruthy();
  });
});

describe('a student’s solution', () => {
  it('marks a paragraph answer by hand and shows the new score', async () => {
    await renderAt('/exams/:id/solutions', <ExamSolutionsPage />, '/exams/5/solutions?result=40');
    expect(await screen.findByDisplayValue('Because of gravity')).toBeTruthy();
    expect(screen.getByTestId('solution-score').textContent).toBe('0 / 3');
    expect(screen.getByText('Awaiting a hand mark (out of 3 points)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points for question 1 (0 to 3)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the mark' }));
    await waitFor(() => expect(screen.getByTestId('solution-score').textContent).toBe('2 / 3'));
    expect(calls('PUT', '/exams/5/solutions/40/answers/1')).toHaveLength(1);
    expect(screen.getByText('Marked by hand: 2 of 3 points')).toBeTruthy();
  });
});
