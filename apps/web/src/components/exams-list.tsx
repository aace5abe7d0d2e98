import { examsResource, type Exam } from '@dashboard/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/language';
import { defineResource, type ListQuery } from '../lib/resource';
import type { DataColumn } from './data-table';
import { EntityList } from './entity-list';
import type { ExamBank } from './exam-form';
import { numberCells } from './number-text';
import { PercentText } from './percent-text';
import { useTitleOf } from './remote-select';

const exams = defineResource(examsResource);

/** The exams of one bank on the list kit, its state in the URL under `exams.`. */
export function ExamsList({ bank }: { bank: ExamBank }) {
  const { t } = useTranslation(['exams', 'common']);
  const titleOf = useTitleOf();
  const arabic = useLanguage() === 'ar';
  const bankKey = 'course_id' in bank ? `c${bank.course_id}` : `k${bank.curriculum_id}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the bank's key names it
  const scope = useMemo((): ListQuery => ({ ...bank, kind: 'exam' }), [bankKey]);

  const columns: DataColumn<Exam>[] = [
    {
      title: t('fields.title'),
      dataIndex: arabic ? 'title_ar' : 'title_en',
      sortField: arabic ? 'title_ar' : 'title_en',
      render: (_: string, e) => <Link to={`/exams/${e.id}`}>{titleOf(e)}</Link>,
    },
    {
      title: t('fields.question_count'),
      dataIndex: 'question_count',
      ...numberCells,
    },
    {
      title: t('fields.result_count'),
      dataIndex: 'result_count',
      sortField: 'result_count',
      ...numberCells,
    },
    {
      title: t('fields.average'),
      dataIndex: 'average',
      sortField: 'average',
      align: 'end' as const,
      render: (v: number | null) => (v === null ? t('noAverage') : <PercentText value={v} />),
    },
  ];

  return (
    <EntityList
      config={{
        resource: exams,
        ns: 'exams',
        header: { section: t('section'), testId: 'exams-section' },
        sort: '-created_at',
        prefix: 'exams.',
        pageSize: 10,
        scope,
        columns,
        nameOf: titleOf,
        add: { dialog: () => ({}) },
        form: () => import('./exam-form').then((m) => m.examForm(bank)),
        actions: {
          before: (e) => (
            <Link
              className="exam-results-link"
              to={`/exams/${e.id}/results`}
              aria-label={t('openResults', { name: titleOf(e) })}
            >
              {t('resultsLink')}
            </Link>
          ),
        },
      }}
    />
  );
}
