import { formatNumber, type ExamStats } from '@dashboard/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/bar-chart';
import { formatPercent } from '../../../components/percent-text';
import { useLanguage } from '../../../i18n/language';
import { useQuestionName } from './question-name';
import '../../../components/count-list.css';

type QuestionStat = ExamStats['questions'][number];

/**
 * An exam's figures (results, average, median, passed, awaiting hand marks),
 * the distribution of its results over ten bands of percentage as a bar
 * chart (with its table for screen readers), and each question's share of
 * right answers.
 */
export function ExamFigures({ stats }: { stats: ExamStats }) {
  const { t } = useTranslation(['exams', 'questions']);
  const lang = useLanguage();
  const questionName = useQuestionName();
  const n = (v: number) => formatNumber(v, lang);
  const pct = (v: number | null) => (v === null ? t('stats.none') : formatPercent(v, lang));

  const figures = [
    { key: 'result_count', value: n(stats.result_count) },
    { key: 'average', value: pct(stats.average) },
    { key: 'median', value: pct(stats.median) },
    { key: 'pass_count', value: n(stats.pass_count) },
    { key: 'awaiting_count', value: n(stats.awaiting_count) },
  ];

  return (
    <>
      <dl className="count-list exam-figures" data-testid="exam-figures">
        {figures.map((f) => (
          <div key={f.key} className="count-list-item" data-figure={f.key}>
            <dt>{t(`stats.${f.key}`)}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        caption={t('stats.distribution')}
        labelHeading={t('stats.band')}
        valueHeading={t('stats.count')}
        testId="exam-distribution"
        bars={stats.distribution.map((band) => ({
          label: t('stats.bandRange', { from: formatPercent(band.from, lang), to: formatPercent(band.to, lang) }),
          value: band.count,
          valueText: n(band.count),
        }))}
      />
      <Typography.Title level={3} style={{ fontSize: 15, marginBlockStart: 24 }}>
        {t('stats.questions')}
      </Typography.Title>
      {/* Wider than a phone: it scrolls sideways inside the card, and takes the keyboard's focus to. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('stats.questions')}>
        <Table<QuestionStat>
          rowKey="question_id"
          size="small"
          pagination={false}
          data-testid="exam-question-stats"
          dataSource={stats.questions}
          locale={{ emptyText: t('stats.noQuestions') }}
          columns={[
            { title: t('stats.position'), dataIndex: 'position', render: (v: number) => n(v) },
            {
              title: t('stats.type'),
              dataIndex: 'type',
              render: (v: string) => <Tag>{t(`questions:types.${v}`, { defaultValue: v })}</Tag>,
            },
            {
              title: t('stats.prompt'),
              dataIndex: 'prompt',
              render: (_: string, q) => (
                <span dir="auto">{questionName({ id: q.question_id, type: q.type as never, prompt: q.prompt })}</span>
              ),
            },
            { title: t('stats.answered'), dataIndex: 'answered', render: (v: number) => n(v) },
            { title: t('stats.correct'), dataIndex: 'correct', render: (v: number) => n(v) },
            { title: t('stats.share'), dataIndex: 'share', render: (v: number | null) => pct(v) },
          ]}
        />
      </div>
    </>
  );
}
