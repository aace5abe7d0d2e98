import type { ExamSolution, Question } from '@dashboard/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WholeNumberInput } from '../../../components/whole-number-input';
import { errorText } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { useHandMark } from '../api/exams';

type Answer = ExamSolution['answers'][number];

/** Answers a teacher marks: paragraph and voice ones, and a group with a paragraph among its parts. */
export function handMarkable(q: Question): boolean {
  if (q.type === 'paragraph' || q.type === 'voice') return true;
  return q.type === 'group' && q.parts.some((p) => p.type === 'paragraph');
}

/** The teacher's mark for one answer: points from 0 to the question's, saved at once. */
export function HandMark({ examId, resultId, answer }: { examId: string; resultId: number; answer: Answer }) {
  const { t } = useTranslation(['exams', 'common']);
  const { message } = App.useApp();
  const id = useId();
  const mark = useHandMark(examId);
  const [points, setPoints] = useState<number | null>(answer.points);

  async function save() {
    if (points === null) return;
    try {
      await mark.mutateAsync({ resultId, questionId: answer.question.id, points });
      void message.success(t('messages.marked'));
    } catch (err) {
      void message.error(errorText(t, err instanceof ApiError ? err.code : 'server.error'));
    }
  }

  return (
    <Flex gap={8} align="end" wrap data-testid="hand-mark" style={{ marginBlockStart: 12 }}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{t('solutions.handMark')}</Typography.Text>
        <label htmlFor={id}>{t('solutions.points', { number: answer.position, max: answer.max_points })}</label>
        <WholeNumberInput
          id={id}
          min={0}
          max={answer.max_points}
          value={points}
          onChange={(v) => setPoints(v === null ? null : Number(v))}
        />
      </Flex>
      <Button type="primary" loading={mark.isPending} disabled={points === null} onClick={() => void save()}>
        {t('solutions.save')}
      </Button>
    </Flex>
  );
}
