import type { ExamResult } from '@dashboard/contracts';
import { Card, Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { EntityList } from '../../../components/entity-list';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { PercentText } from '../../../components/percent-text';
import { langOf } from '../../../lib/names';
import { useScreenHeading } from '../../../lib/screen-heading';
import { examResults, exams, useExamStats } from '../api/exams';
import { ExamFigures } from '../components/exam-figures';
import { useExamCrumbs } from '../components/exam-heading';
import { ExamChooser } from '../components/exam-chooser';
import '../exams.css';

export const resultFilterKeys = ['passed', 'status'] as const;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/** Time taken, as minutes and seconds in the user's digits. */
export function useDuration() {
  const { t } = useTranslation('exam-results');
  return (seconds: number) => t('duration', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/**
 * /exams/:id/results: the exam's figures and distribution from `/stats`, each
 * question's share of right answers, and its results on the list kit
 * (search by student, pass and status filters, sort, export); a row opens the
 * student's solution.
 */
export default function ExamResultsPage() {
  const { id } = useParams();
  return id ? <ExamResults /> : <ExamChooser to="results" />;
}

function ExamResults() {
  const { t } = useTranslation(['exam-results', 'exams', 'common']);
  const heading = useScreenHeading();
  const { id = '' } = useParams();
  const exam = exams.useOne(id);
  const stats = useExamStats(id);
  const crumbs = useExamCrumbs(exam.data);
  const duration = useDuration();
  const results = examResults(id);

  const columns: DataColumn<ExamResult>[] = [
    {
      title: t('fields.student'),
      dataIndex: 'student_name',
      sortField: 'student_name',
      render: (_: unknown, r) => <span lang={langOf(r.student.name)}>{r.student.name}</span>,
    },
    {
      title: t('fields.score'),
      dataIndex: 'score',
      render: (_: number, r) => t('scoreOf', { score: r.score, max: r.max_score }),
    },
    {
      title: t('fields.percent'),
      dataIndex: 'percent',
      sortField: 'percent',
      align: 'end' as const,
      render: (v: number) => <PercentText value={v} />,
    },
    {
      title: t('fields.passed'),
      dataIndex: 'passed',
      render: (v: boolean) => <Tag className={v ? 'tone-positive' : 'tone-negative'}>{t(`passed.${v}`)}</Tag>,
    },
    {
      title: t('fields.duration'),
      dataIndex: 'duration_seconds',
      sortField: 'duration_seconds',
      render: (v: number) => duration(v),
    },
    {
      title: t('fields.submitted_at'),
      dataIndex: 'submitted_at',
      sortField: 'submitted_at',
      render: (v: string) => <DateText value={v} time />,
    },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      render: (v: ExamResult['status']) => <Tag>{t(`status.${v}`)}</Tag>,
    },
  ];

  if (exam.isError) {
    return (
      <>
        <PageHeader title={heading.title} crumbs={crumbs} />
        <LoadFailure error={exam.error} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={heading.title} crumbs={crumbs} />
      <Flex vertical gap={16}>
        <Card title={<SectionTitle>{t('exams:stats.title')}</SectionTitle>}>
          {stats.data ? (
            <ExamFigures stats={stats.data} />
          ) : stats.isError ? (
            <LoadFailure error={stats.error} />
          ) : (
            <Pending rows={6} />
          )}
        </Card>
        <Card>
          <EntityList
            config={{
              resource: results,
              ns: 'exam-results',
              header: { section: t('title'), testId: 'exam-results' },
              sort: '-submitted_at',
              filterKeys: resultFilterKeys,
              filters: (value, onChange) => (
                <>
                  <Select
                    allowClear
                    style={{ inlineSize: 180 }}
                    aria-label={t('filters.passed')}
                    placeholder={t('filters.passed')}
                    value={value.passed}
                    options={['true', 'false'].map((v) => ({ value: v, label: t(`passed.${v}`) }))}
                    onChange={(v?: string) => onChange({ passed: v })}
                    data-testid="filter-passed"
                  />
                  <Select
                    allowClear
                    style={{ inlineSize: 200 }}
                    aria-label={t('filters.status')}
                    placeholder={t('filters.status')}
                    value={value.status}
                    options={['awaiting', 'marked'].map((v) => ({ value: v, label: t(`status.${v}`) }))}
                    onChange={(v?: string) => onChange({ status: v })}
                    data-testid="filter-status"
                  />
                </>
              ),
              columns,
              nameOf: (r) => r.student.name,
              remove: false,
              actions: {
                before: (r) => (
                  <Link
                    className="exam-results-link"
                    to={`/exams/${id}/solutions?result=${r.id}`}
                    aria-label={t('openSolution', { name: r.student.name })}
                  >
                    {t('exams:solutionsLink')}
                  </Link>
                ),
              },
            }}
          />
        </Card>
      </Flex>
    </>
  );
}
