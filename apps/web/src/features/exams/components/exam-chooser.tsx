import type { Exam } from '@dashboard/contracts';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { RemoteSelect, useTitleOf } from '../../../components/remote-select';
import { useScreenHeading } from '../../../lib/screen-heading';
import { exams } from '../api/exams';
import { useExamHome } from './exam-heading';

/**
 * /exams/results and /exams/solutions without an exam (the spec's `{id?}`):
 * the exams the user may read (a teacher's own), searched by title; the one
 * chosen opens its results or its students' answers.
 */
export function ExamChooser({ to }: { to: 'results' | 'solutions' }) {
  const { t } = useTranslation('exams');
  const heading = useScreenHeading();
  const titleOf = useTitleOf();
  const home = useExamHome();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={heading.title} crumbs={heading.crumbs} />
      <Card>
        <Flex vertical gap={8}>
          <Typography.Text id="exam-chooser-label">{t(`choose.${to}`)}</Typography.Text>
          <RemoteSelect<Exam>
            resource={exams}
            // Named with its course or curriculum (two exams may share a title), each isolated in its own direction.
            labelOf={(exam) =>
              [titleOf(exam), home(exam)?.name]
                .filter(Boolean)
                .map((part) => `\u2068${part}\u2069`)
                .join(' · ')
            }
            aria-labelledby="exam-chooser-label"
            placeholder={t('choose.placeholder')}
            style={{ inlineSize: 420, maxInlineSize: '100%' }}
            onChange={(id) => {
              if (id !== null && id !== undefined && !Array.isArray(id)) void navigate(`/exams/${id}/${to}`);
            }}
            data-testid="exam-chooser"
          />
        </Flex>
      </Card>
    </>
  );
}
