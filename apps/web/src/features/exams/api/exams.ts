import {
  examsResource,
  type ExamQuestions,
  type ExamResult,
  type ExamSolution,
  type ExamStats,
} from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource, type ResourceOptions } from '../../../lib/resource';

/** `/exams`: an exam's settings, its questions, figures, results and solutions all hang from its keys. */
export const exams = defineResource(examsResource);

const path = (id: number | string) => `/exams/${encodeURIComponent(String(id))}`;

/** An exam's questions in order (`GET /exams/:id/questions`), under the exam's keys. */
export const examQuestionsQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: exams.keys.sub('questions', String(id)),
    queryFn: ({ signal }) => http<ExamQuestions>(`${path(id)}/questions`, { signal }),
    retry: false,
  });
export const useExamQuestions = (id: number | string) => useQuery(examQuestionsQueryOptions(id));

/** Saves the exam's whole ordered list of question ids (`PUT /exams/:id/questions`): add, remove and reorder alike. */
export const useSaveExamQuestions = (id: number | string) =>
  exams.useAction((ids: number[]) =>
    http<ExamQuestions>(`${path(id)}/questions`, { method: 'PUT', body: { question_ids: ids } }),
  );

/** The exam's figures: average, median, distribution, each question's share of right answers. */
export const examStatsQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: exams.keys.sub('stats', String(id)),
    queryFn: ({ signal }) => http<ExamStats>(`${path(id)}/stats`, { signal }),
    retry: false,
  });
export const useExamStats = (id: number | string) => useQuery(examStatsQueryOptions(id));

const resultResources = new Map<string, ResourceOptions<ExamResult>>();

/**
 * One exam's results as a resource of the kit (`/exams/:id/results`, list and
 * export), so the list kit draws them; it depends on `exams`, so a hand mark
 * (an exams action) refreshes the list with the figures.
 */
export function examResults(id: number | string) {
  const key = String(id);
  let options = resultResources.get(key);
  if (!options) {
    options = { path: `exams/${encodeURIComponent(key)}/results`, dependsOn: ['exams'] };
    resultResources.set(key, options);
  }
  return defineResource<ExamResult>(options);
}

/** A student's answers with their questions and marks (`GET /exams/:id/solutions/:resultId`). */
export const examSolutionQueryOptions = (id: number | string, resultId: number | string) =>
  queryOptions({
    queryKey: exams.keys.sub('solutions', String(id), String(resultId)),
    queryFn: ({ signal }) =>
      http<ExamSolution>(`${path(id)}/solutions/${encodeURIComponent(String(resultId))}`, { signal }),
    retry: false,
  });
export const useExamSolution = (id: number | string, resultId: number | string | undefined) =>
  useQuery({ ...examSolutionQueryOptions(id, resultId ?? 0), enabled: resultId !== undefined });

/** A hand mark for a paragraph or voice answer; the result's score and the exam's figures are asked for again. */
export const useHandMark = (id: number | string) =>
  exams.useAction((v: { resultId: number; questionId: number; points: number }) =>
    http<unknown>(`${path(id)}/solutions/${v.resultId}/answers/${v.questionId}`, {
      method: 'PUT',
      body: { points: v.points },
    }),
  );
