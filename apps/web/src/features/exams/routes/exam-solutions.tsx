import { formatDateTime, type ExamResult, type ExamSolution } from '@dashboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Radio, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DateText } from '../../../components/date-text';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { PercentText } from '../../../components/percent-text';
import { QuestionPreview } from '../../../components/question-preview';
import { RemoteSelect } from '../../../components/remote-select';
import { useLanguage } from '../../../i18n/language';
import { http } from '../../../lib/http';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { examResults, exams, useExamSolution } from '../api/exams';
import { useExamCrumbs } from '../components/exam-heading';
import { HandMark, handMarkable } from '../components/hand-mark';
import { useDuration } from './exam-results';
import { ExamChooser } from '../components/exam-chooser';
import '../exams.css';

type Answer = ExamSolution['answers'][number];

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/** How an answer stands: right or not with its points, awaiting the teacher, or marked by hand. */
function MarkTag({ answer }: { answer: Answer }) {
  const { t } = useTranslation('exams');
  const params = { points: answer.points ?? 0, max: answer.max_points, count: answer.max_points };
  if (answer.marking === 'awaiting') {
    return (
      <Tag className="tone-warning">
        {t('solutions.awaiting', { max: answer.max_points, count: answer.max_points })}
      </Tag>
    );
  }
  if (answer.marking === 'hand') {
    return <Tag className={answer.correct ? 'tone-positive' : 'tone-negative'}>{t('solutions.hand', params)}</Tag>;
  }
  return (
    <Tag className={answer.correct ? 'tone-positive' : 'tone-negative'}>
      {t(answer.correct ? 'solutions.right' : 'solutions.wrong', params)}
    </Tag>
  );
}

/**
 * /exams/:id/solutions: a student's answers to the exam. The result is chosen
 * from the exam's results (those awaiting a hand mark first) or given in the
 * address (`?result=`); each answer shows its question as the student saw
 * it, the student's answer, its mark, and for a paragraph or voice answer
 * (or a group with a paragraph) the teacher's hand mark, saved at once: the
 * result's score and the exam's figures follow.
 */
export default function ExamSolutionsPage() {
  const { id } = useParams();
  return id ? <ExamSolutions /> : <ExamChooser to="solutions" />;
}

function ExamSolutions() {
  const { t } = useTranslation(['exams', 'exam-results', 'exam-questions', 'common']);
  const heading = useScreenHeading();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const resultId = search.get('result') ?? undefined;
  const only = search.get('only') === 'all' ? 'all' : 'awaiting';
  const exam = exams.useOne(id);
  const crumbs = useExamCrumbs(exam.data);
  const solution = useExamSolution(id, resultId);
  const results = examResults(id);
  const duration = useDuration();
  const lang = useLanguage();

  // The picker names a chosen result that is not on its page from the solution's own.
  const picker = useMemo(
    () => ({
      optionsQuery: results.optionsQuery,
      oneQuery: (rid: number | string) =>
        queryOptions({
          queryKey: [...exams.keys.sub('solutions', id, String(rid)), 'result'],
          queryFn: ({ signal }) =>
            http<ExamSolution>(`/exams/${encodeURIComponent(id)}/solutions/${encodeURIComponent(String(rid))}`, {
              signal,
            }).then((s) => s.result),
          retry: false,
        }),
    }),
    [results, id],
  );
  const set = (change: Record<string, string | undefined>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(change)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  if (exam.isError) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={crumbs} />
        <LoadFailure error={exam.error} />
      </>
    );
  }

  const s = solution.data;
  const r = s?.result;
  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} />
      <Flex vertical gap={16}>
        <Card>
          <Flex gap={12} wrap align="end">
            <Flex vertical gap={4}>
              <Typography.Text id="result-picker-label">{t('solutions.pick')}</Typography.Text>
              <RemoteSelect<ExamResult>
                resource={picker as never}
                scope={{ sort: 'submitted_at', ...(only === 'awaiting' ? { status: 'awaiting' } : {}) }}
                labelOf={(x) => `${x.student.name} (${t(`exam-results:status.${x.status}`)})`}
                known={r ? [r] : undefined}
                stringIds
                value={resultId}
                onChange={(v) => set({ result: v ? String(v) : undefined })}
                aria-labelledby="result-picker-label"
                style={{ inlineSize: 340, maxInlineSize: '100%' }}
                data-testid="result-picker"
              />
            </Flex>
            <Radio.Group
              optionType="button"
              aria-label={t('solutions.pickHint')}
              value={only}
              onChange={(e) => set({ only: e.target.value === 'all' ? 'all' : undefined })}
              options={[
                { value: 'awaiting', label: t('exam-results:status.awaiting') },
                { value: 'all', label: t('solutions.all') },
              ]}
            />
          </Flex>
        </Card>
        {!resultId ? (
          <Empty description={t('solutions.none')} />
        ) : solution.isError ? (
          <LoadFailure error={solution.error} />
        ) : !s || !r ? (
          <Pending rows={8} />
        ) : (
          <>
            <Card title={<SectionTitle>{r.student.name}</SectionTitle>}>
              <Descriptions column={{ xs: 1, md: 3 }} bordered size="small" data-testid="solution-result">
                <Descriptions.Item label={t('exam-results:fields.student')}>
                  <span lang={langOf(r.student.name)}>{r.student.name}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.score')}>
                  <span data-testid="solution-score">
                    {t('exam-results:scoreOf', { score: r.score, max: r.max_score })}
                  </span>
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.percent')}>
                  <PercentText value={r.percent} />
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.passed')}>
                  <Tag className={r.passed ? 'tone-positive' : 'tone-negative'}>
                    {t(`exam-results:passed.${r.passed}`)}
                  </Tag>
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.status')}>
                  {t(`exam-results:status.${r.status}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.duration')}>
                  {duration(r.duration_seconds)}
                </Descriptions.Item>
                <Descriptions.Item label={t('exam-results:fields.submitted_at')}>
                  <DateText value={r.submitted_at} time />
                </Descriptions.Item>
              </Descriptions>
            </Card>
            <Card title={<SectionTitle>{t('solutions.answers')}</SectionTitle>}>
              <Flex vertical gap={16}>
                {s.answers.map((a) => (
                  <section
                    key={a.question.id}
                    className="solution-answer"
                    aria-labelledby={`answer-${a.question.id}`}
                    data-testid="solution-answer"
                  >
                    <Flex justify="space-between" align="center" wrap gap={8}>
                      <Typography.Title level={3} style={{ fontSize: 15, margin: 0 }} id={`answer-${a.question.id}`}>
                        {t('exam-questions:questionNumber', { number: a.position })}
                      </Typography.Title>
                      <MarkTag answer={a} />
                    </Flex>
                    {a.answer === null && <Typography.Text type="secondary">{t('solutions.noAnswer')}</Typography.Text>}
                    <QuestionPreview
                      question={a.question}
                      given={a.answer}
                      answerLabel={t('solutions.studentAnswer')}
                    />
                    {a.marked_by && a.marked_at && (
                      <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }}>
                        {t('solutions.markedBy', { name: a.marked_by.name, date: formatDateTime(a.marked_at, lang) })}
                      </Typography.Paragraph>
                    )}
                    {handMarkable(a.question) && <HandMark examId={id} resultId={r.id} answer={a} />}
                  </section>
                ))}
              </Flex>
            </Card>
          </>
        )}
      </Flex>
    </>
  );
}
