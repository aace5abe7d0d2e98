import {
  markAnswer,
  splitAtBlanks,
  type Mark,
  type PartAnswer,
  type Question,
  type QuestionAnswer,
  type QuestionPart,
} from '@dashboard/contracts';
import { Alert, Button, Flex, Modal, Radio, Space, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBase } from '../lib/config';
import { AnyLanguageInput, AnyLanguageTextArea } from './any-language-input';
import './question-preview.css';

const fileUrl = (name: string) => `${apiBase}/uploads/${name}`;

/** An answer with nothing given yet, of a part's type. */
function emptyPart(part: QuestionPart): PartAnswer {
  switch (part.type) {
    case 'choose':
      return { type: 'choose', option: null };
    case 'complete':
      return { type: 'complete', blanks: part.blanks.map(() => '') };
    case 'true_false':
      return { type: 'true_false', value: null };
    default:
      return { type: 'paragraph', text: '' };
  }
}

function emptyAnswer(q: Question): QuestionAnswer {
  if (q.type === 'group') return { type: 'group', parts: q.parts.map(emptyPart) };
  if (q.type === 'voice') return { type: 'voice', audio: null, text: '' };
  return emptyPart(q as unknown as QuestionPart);
}

/** A question's text, in its own direction. */
function Prompt({ text }: { text: string }) {
  return text ? (
    <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-line' }}>
      {text}
    </Typography.Paragraph>
  ) : null;
}

/** One choose, complete, true/false or paragraph question (or a group's part), answered as a student would. */
function PartView({
  part,
  value,
  onChange,
  label,
  readOnly,
}: {
  part: QuestionPart;
  value: PartAnswer;
  onChange: (value: PartAnswer) => void;
  label: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('questions');
  switch (part.type) {
    case 'choose':
      return (
        <>
          <Prompt text={part.prompt} />
          {part.image && <img src={fileUrl(part.image)} alt={t('fields.image')} />}
          <Radio.Group
            aria-label={label}
            disabled={readOnly}
            value={value.type === 'choose' ? value.option : null}
            onChange={(e) => onChange({ type: 'choose', option: e.target.value as number })}
          >
            <Space direction="vertical">
              {part.options.map((o, i) => (
                <Radio key={i} value={i}>
                  <Flex vertical gap={4}>
                    {o.text && <span dir="auto">{o.text}</span>}
                    {o.image && (
                      <img src={fileUrl(o.image)} alt={t('fields.optionImage', { number: i + 1 })} width={160} />
                    )}
                  </Flex>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </>
      );
    case 'complete': {
      const given = value.type === 'complete' ? value.blanks : [];
      const pieces = splitAtBlanks(part.prompt);
      return (
        <Typography.Paragraph dir="auto" style={{ lineHeight: 2.4 }}>
          {pieces.map((piece, i) => (
            <Fragment key={i}>
              {piece}
              {i < pieces.length - 1 && (
                <AnyLanguageInput
                  className="blank-input"
                  aria-label={t('fields.blank', { number: i + 1 })}
                  readOnly={readOnly}
                  value={given[i] ?? ''}
                  onChange={(e) =>
                    onChange({
                      type: 'complete',
                      blanks: pieces.slice(1).map((_, j) => (j === i ? e.target.value : (given[j] ?? ''))),
                    })
                  }
                />
              )}
            </Fragment>
          ))}
        </Typography.Paragraph>
      );
    }
    case 'true_false':
      return (
        <>
          <Prompt text={part.prompt} />
          <Radio.Group
            aria-label={label}
            disabled={readOnly}
            value={value.type === 'true_false' ? value.value : null}
            onChange={(e) => onChange({ type: 'true_false', value: e.target.value as boolean })}
            options={[
              { value: true, label: t('values.true') },
              { value: false, label: t('values.false') },
            ]}
          />
        </>
      );
    default:
      return (
        <>
          <Prompt text={part.prompt} />
          <AnyLanguageTextArea
            aria-label={label}
            readOnly={readOnly}
            autoSize={{ minRows: 3 }}
            value={value.type === 'paragraph' ? value.text : ''}
            onChange={(e) => onChange({ type: 'paragraph', text: e.target.value })}
          />
        </>
      );
  }
}

/** What the check says: right with the points, not right, or marked by the teacher. */
function MarkNote({ mark, total }: { mark: Mark; total: number }) {
  const { t } = useTranslation('questions');
  if (mark === 'by_hand') return <Alert type="info" showIcon title={t('previewByHand')} role="status" />;
  return (
    <Alert
      type={mark.correct ? 'success' : 'warning'}
      showIcon
      role="status"
      title={t(mark.correct ? 'previewRight' : 'previewWrong', { points: mark.points, total, count: total })}
    />
  );
}

/**
 * A question as the student sees it: its text, image or recording, and the
 * controls to answer it; "check the answer" marks what was given with the
 * contract's `markAnswer`, the rule the server and the exams share. With
 * `given` (a student's answer, null when left unanswered) the controls show
 * that answer, read-only, a recorded answer plays, and nothing is checked.
 * Shared by the question bank's preview and an exam's solutions.
 */
export function QuestionPreview({
  question,
  given,
  answerLabel,
}: {
  question: Question;
  given?: QuestionAnswer | null;
  /** The name of the answer's control when it is not the student's own "your answer". */
  answerLabel?: string;
}) {
  const { t } = useTranslation('questions');
  const readOnly = given !== undefined;
  const [own, setAnswer] = useState<QuestionAnswer>(() => emptyAnswer(question));
  const answer =
    readOnly && given && given.type === (question.type as string) ? given : readOnly ? emptyAnswer(question) : own;
  const [mark, setMark] = useState<Mark | null>(null);
  const label = answerLabel ?? t('previewYourAnswer');
  const change = (next: QuestionAnswer) => {
    if (readOnly) return;
    setAnswer(next);
    setMark(null);
  };
  let body;
  if (question.type === 'group') {
    const parts = answer.type === 'group' ? answer.parts : [];
    body = (
      <>
        <Prompt text={question.prompt} />
        {question.parts.map((part, i) => (
          <section key={i} className="question-part" aria-label={t('fields.part', { number: i + 1 })}>
            <Typography.Text strong>{t('fields.part', { number: i + 1 })}</Typography.Text>
            <PartView
              part={part}
              label={t('fields.part', { number: i + 1 })}
              readOnly={readOnly}
              value={parts[i]?.type === part.type ? parts[i] : emptyPart(part)}
              onChange={(value) =>
                change({
                  type: 'group',
                  parts: question.parts.map((p, j) => (j === i ? value : (parts[j] ?? emptyPart(p)))),
                })
              }
            />
          </section>
        ))}
      </>
    );
  } else if (question.type === 'voice') {
    const spoken = answer.type === 'voice' ? answer.audio : null;
    body = (
      <>
        <Prompt text={question.prompt} />
        {question.audio && (
          <audio controls preload="none" src={fileUrl(question.audio)} aria-label={t('fields.audio')} />
        )}
        {question.answer === 'written' || (readOnly && answer.type === 'voice' && answer.text) ? (
          <AnyLanguageTextArea
            autoSize={{ minRows: 3 }}
            aria-label={label}
            readOnly={readOnly}
            value={answer.type === 'voice' ? (answer.text ?? '') : ''}
            onChange={(e) => change({ type: 'voice', text: e.target.value })}
          />
        ) : readOnly && spoken ? (
          <audio controls preload="none" src={fileUrl(spoken)} aria-label={label} data-testid="answer-audio" />
        ) : (
          <Typography.Paragraph type="secondary">{t('values.spoken')}</Typography.Paragraph>
        )}
      </>
    );
  } else {
    body = (
      <PartView
        part={question as unknown as QuestionPart}
        label={label}
        readOnly={readOnly}
        value={answer as PartAnswer}
        onChange={change}
      />
    );
  }
  return (
    <Flex vertical gap={12} className="question-preview" data-testid="question-preview">
      <Typography.Text type="secondary">{t('pointsCount', { count: question.points })}</Typography.Text>
      {body}
      {!readOnly && (
        <Button type="primary" onClick={() => setMark(markAnswer(question, answer))} style={{ alignSelf: 'start' }}>
          {t('previewAnswer')}
        </Button>
      )}
      {mark !== null && <MarkNote mark={mark} total={question.points} />}
    </Flex>
  );
}

/** The preview in a dialog, from a row of the bank. */
export function PreviewDialog({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t } = useTranslation('questions');
  return (
    <Modal
      open
      title={t('previewTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <QuestionPreview question={question} />
    </Modal>
  );
}
