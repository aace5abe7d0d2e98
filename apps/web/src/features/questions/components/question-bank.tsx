import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { coursesResource, curriculaResource, questionsResource, type Question } from '@dashboard/contracts';
import { Button, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DataColumn } from '../../../components/data-table';
import { EntityList } from '../../../components/entity-list';
import { LazyTooltip } from '../../../components/lazy-popups';
import { IconButtonLook } from '../../../components/looks';
import { DateText } from '../../../components/date-text';
import { numberCells } from '../../../components/number-text';
import { LoadFailure } from '../../../components/load-failure';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { useNameOf, useTitleOf } from '../../../components/remote-select';
import { defineResource, type ListQuery } from '../../../lib/resource';
import { useScreenHeading } from '../../../lib/screen-heading';
import { QuestionFilters, questionFilterKeys } from './question-filters';
import '../questions.css';

const questions = defineResource(questionsResource);
const courses = defineResource(coursesResource);
const curricula = defineResource(curriculaResource);

// Each is fetched when first opened: the bulk add (its table of refused rows) and the student's view.
const BulkAddDialog = lazy(() => import('./bulk-add').then((m) => ({ default: m.BulkAddDialog })));
const PreviewDialog = lazy(() =>
  import('../../../components/question-preview').then((m) => ({ default: m.PreviewDialog })),
);

export type BankKind = 'course' | 'curriculum';

/** A question's name in a label: the start of its text, or its type and number when it has none (an image, a recording). */
export function useQuestionName() {
  const { t } = useTranslation('questions');
  return (q: Question) => {
    const text = q.prompt.replace(/\s+/g, ' ').trim();
    if (!text) return `${t(`types.${q.type}`)} #${q.id}`;
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  };
}

/**
 * A bank's page (`/courses/:id/questions-bank`, `/curriculum/:id/questions-bank`):
 * the screen's title, the bank's name, its questions on the list kit
 * (search; type, unit and lesson filters; sort; export), add and edit per
 * type in a dialog, a preview as the student sees a question, and the bulk
 * add from a file. Another teacher's bank is refused by the server (403), and
 * said so.
 */
export function QuestionBank({ kind }: { kind: BankKind }) {
  const { t } = useTranslation(['questions', 'common']);
  const heading = useScreenHeading();
  const nameOf = useNameOf();
  const titleOf = useTitleOf();
  const questionName = useQuestionName();
  const { id = '' } = useParams();
  const course = courses.useOne(kind === 'course' ? id : undefined);
  const curriculum = curricula.useOne(kind === 'curriculum' ? id : undefined);
  const bank = kind === 'course' ? course : curriculum;
  const [bulk, setBulk] = useState(false);
  const [preview, setPreview] = useState<Question | null>(null);
  const scope = useMemo((): ListQuery => ({ [kind === 'course' ? 'course_id' : 'curriculum_id']: id }), [kind, id]);

  const bankName = course.data ? nameOf(course.data) : curriculum.data ? titleOf(curriculum.data) : '';
  const header = (
    <PageHeader
      title={heading.title}
      crumbs={heading.crumbs}
      extra={
        bank.data && (
          <Button icon={<UploadOutlined />} onClick={() => setBulk(true)} data-testid="bulk-add">
            {t('bulk.open')}
          </Button>
        )
      }
    />
  );
  if (!bank.data) {
    return (
      <>
        {header}
        {bank.isError ? <LoadFailure error={bank.error} /> : <Pending rows={8} />}
      </>
    );
  }

  const columns: DataColumn<Question>[] = [
    {
      title: t('fields.type'),
      dataIndex: 'type',
      sortField: 'type',
      render: (type: Question['type']) => <Tag className="question-type">{t(`types.${type}`)}</Tag>,
    },
    {
      title: t('fields.prompt'),
      dataIndex: 'prompt',
      render: (_: string, q) => <span className="question-prompt">{questionName(q)}</span>,
    },
    {
      title: t('fields.points'),
      dataIndex: 'points',
      ...numberCells,
    },
    ...(kind === 'curriculum'
      ? [
          {
            title: t('fields.unit'),
            dataIndex: 'unit',
            render: (_: unknown, q: Question) => (q.unit ? titleOf(q.unit) : ''),
          },
          {
            title: t('fields.lesson'),
            dataIndex: 'lesson',
            render: (_: unknown, q: Question) => (q.lesson ? titleOf(q.lesson) : ''),
          },
        ]
      : []),
    // Not name-fields' createdColumn: that module brings Ant Design's Result (its not-found page) along.
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      sortField: 'created_at',
      render: (v: string) => <DateText value={v} />,
    },
  ];

  const bankId = Number(id);
  return (
    <>
      {header}
      <EntityList
        config={{
          resource: questions,
          ns: 'questions',
          header: { section: bankName, testId: 'question-bank' },
          sort: '-created_at',
          scope,
          filterKeys: kind === 'curriculum' ? questionFilterKeys : questionFilterKeys.slice(0, 1),
          filters: (value, onChange) => (
            <QuestionFilters curriculumId={kind === 'curriculum' ? id : null} value={value} onChange={onChange} />
          ),
          add: { dialog: () => ({}) },
          form: () => import('./question-form').then((m) => m.questionForm(kind, bankId)),
          nameOf: questionName,
          columns,
          actions: {
            before: (q) => (
              <LazyTooltip title={t('preview')}>
                <IconButtonLook
                  icon={<EyeOutlined />}
                  aria-label={`${t('preview')}: ${questionName(q)}`}
                  onClick={() => setPreview(q)}
                />
              </LazyTooltip>
            ),
          },
        }}
      />
      {bulk && (
        <Suspense>
          <BulkAddDialog kind={kind} bankId={bankId} onClose={() => setBulk(false)} />
        </Suspense>
      )}
      {preview && (
        <Suspense>
          <PreviewDialog question={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </>
  );
}
