import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BarChartOutlined,
  EditOutlined,
  EyeOutlined,
  FileDoneOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { Exam, ExamQuestion, Question } from '@dashboard/contracts';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormDialog, type FormConfig } from '../../../components/entity-form';
import type { ExamValues } from '../../../components/exam-form';
import { LoadFailure } from '../../../components/load-failure';
import { IconButtonLook } from '../../../components/looks';
import { LazyTooltip } from '../../../components/lazy-popups';
import { NumberText } from '../../../components/number-text';
import { OrderedList } from '../../../components/ordered-list';
import { PageHeader } from '../../../components/page-header';
import { Pending } from '../../../components/pending';
import { PercentText } from '../../../components/percent-text';
import { useTitleOf } from '../../../components/remote-select';
import { exams, useExamQuestions, useSaveExamQuestions } from '../api/exams';
import { useExamCrumbs, useExamHome } from '../components/exam-heading';
import { useQuestionName } from '../components/question-name';
import '../exams.css';

// Each is fetched when first opened: the bank's drawer, the student's view of a question, the edit form (zod).
const BankDrawer = lazy(() => import('../components/bank-drawer').then((m) => ({ default: m.BankDrawer })));
const PreviewDialog = lazy(() =>
  import('../../../components/question-preview').then((m) => ({ default: m.PreviewDialog })),
);
const loadForm = () => import('../../../components/exam-form').then((m) => m.examForm());

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * /exams/:id: an exam's settings (edited in a dialog), its questions in
 * order (reordered by dragging or by keyboard, removed, previewed as the
 * student sees them, added from its bank) and the ways to its results and
 * solutions. Once students have taken it, its questions are read-only, and
 * the page says why (the server refuses a change: 409 `exam.has_results`).
 */
export default function ExamDetailPage() {
  const { t, i18n } = useTranslation(['exams', 'exam-questions', 'questions', 'common']);
  const navigate = useNavigate();
  const titleOf = useTitleOf();
  const home = useExamHome();
  const { id = '' } = useParams();
  const exam = exams.useOne(id);
  const e = exam.data;
  const crumbs = useExamCrumbs(e);
  const save = exams.useUpdate();
  const [form, setForm] = useState<FormConfig<Exam, ExamValues, unknown>>();
  const [editing, setEditing] = useState(false);
  const BackIcon = i18n.dir() === 'rtl' ? ArrowRightOutlined : ArrowLeftOutlined;

  if (!e) {
    return (
      <>
        <PageHeader title={t('common:screens.exam')} crumbs={crumbs} />
        {exam.isError ? <LoadFailure error={exam.error} /> : <Pending rows={8} />}
      </>
    );
  }

  const title = titleOf(e);
  const where = home(e);
  const edit = () =>
    void loadForm().then((f) => {
      setForm(f as FormConfig<Exam, ExamValues, unknown>);
      setEditing(true);
    });

  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs}
        extra={
          <Space wrap>
            {where && (
              <Button icon={<BackIcon />} onClick={() => navigate(where.to)}>
                {where.name}
              </Button>
            )}
            <Button type="primary" icon={<EditOutlined />} onClick={edit}>
              {t('edit')}
            </Button>
            <Button icon={<BarChartOutlined />} onClick={() => navigate(`/exams/${e.id}/results`)}>
              {t('resultsLink')}
            </Button>
            <Button icon={<FileDoneOutlined />} onClick={() => navigate(`/exams/${e.id}/solutions`)}>
              {t('solutionsLink')}
            </Button>
          </Space>
        }
      />
      <Flex vertical gap={16}>
        <Card title={<SectionTitle>{t('settings')}</SectionTitle>}>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle" data-testid="exam-settings">
            <Descriptions.Item label={t('fields.title_ar')}>
              <span lang="ar">{e.title_ar}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.title_en')}>
              <span lang="en">{e.title_en}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.kind')}>{t(`kinds.${e.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t(e.course ? 'fields.course' : 'fields.curriculum')}>
              {where ? <Link to={where.to}>{where.name}</Link> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.time_limit_minutes')}>
              {t('minutes', { count: e.time_limit_minutes })}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.pass_mark')}>
              <PercentText value={e.pass_mark} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.question_count')}>
              <NumberText value={e.question_count} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.total_points')}>
              <NumberText value={e.total_points} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.result_count')}>
              <NumberText value={e.result_count} />
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.average')}>
              {e.average === null ? t('noAverage') : <PercentText value={e.average} />}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={<SectionTitle>{t('questions')}</SectionTitle>}>
          <ExamQuestions exam={e} />
        </Card>
      </Flex>
      {form && (
        <FormDialog
          config={form}
          state={editing ? { mode: 'edit', item: e } : null}
          save={(body) => save.mutateAsync({ ...(body as object), id: e.id })}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}

/** The exam's questions: the kit's ordered list while it has no results, a plain read-only list after. */
function ExamQuestions({ exam }: { exam: Exam }) {
  const { t } = useTranslation(['exam-questions', 'questions', 'common']);
  const questionName = useQuestionName();
  const questions = useExamQuestions(exam.id);
  const saveIds = useSaveExamQuestions(exam.id);
  const [adding, setAdding] = useState(false);
  const [preview, setPreview] = useState<Question | null>(null);

  if (!questions.data) {
    return questions.isError ? <LoadFailure error={questions.error} /> : <Pending rows={4} />;
  }
  const items = questions.data.items;
  const ids = items.map((x) => x.question.id);
  const locked = exam.result_count > 0;

  const line = (x: ExamQuestion) => {
    const name = questionName(x.question);
    return (
      <span className="exam-question-line">
        <span className="exam-question-number">{t('questionNumber', { number: x.position })}</span>
        <Tag>{t(`questions:types.${x.question.type}`)}</Tag>
        <span className="exam-question-name" dir="auto">
          {name}
        </span>
        <Typography.Text type="secondary">{t('questions:pointsCount', { count: x.question.points })}</Typography.Text>
        <LazyTooltip title={t('preview', { name })}>
          <IconButtonLook
            icon={<EyeOutlined />}
            aria-label={t('preview', { name })}
            onClick={() => setPreview(x.question)}
          />
        </LazyTooltip>
      </span>
    );
  };

  // The ordered list's lines are the questions, by their own id.
  const rows = items.map((x) => ({ ...x, id: x.question.id }));
  return (
    <Flex vertical gap={12} data-testid="exam-questions">
      {locked && <Alert type="info" showIcon title={t('hasResults')} data-testid="questions-locked" />}
      {locked ? (
        items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noQuestions')} />
        ) : (
          <ol className="exam-questions-readonly" aria-label={t('questionsList')}>
            {items.map((x) => (
              <li key={x.question.id}>{line(x)}</li>
            ))}
          </ol>
        )
      ) : (
        <>
          <OrderedList<(typeof rows)[number], { id: number }, unknown, unknown>
            items={rows}
            ns="exam-questions"
            orderNs="exam-questions"
            label={t('questionsList')}
            nameOf={(x) => questionName(x.question)}
            empty={t('noQuestions')}
            render={line}
            remove={(x) => saveIds.mutateAsync(ids.filter((qid) => qid !== x.id))}
            reorder={(order) => saveIds.mutateAsync(order)}
            testId="exam-question-list"
          />
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} style={{ alignSelf: 'start' }}>
            {t('addFromBank')}
          </Button>
        </>
      )}
      {adding && (
        <Suspense>
          <BankDrawer
            exam={exam}
            current={ids}
            onSave={(next) => saveIds.mutateAsync(next)}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
      {preview && (
        <Suspense>
          <PreviewDialog question={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
