import type { Question } from '@dashboard/contracts';
import { useTranslation } from 'react-i18next';

/** A question's name in a label: the start of its text, or its type and number when it has none (an image, a recording). */
export function useQuestionName() {
  const { t } = useTranslation('questions');
  return (q: Pick<Question, 'id' | 'type' | 'prompt'>) => {
    const text = q.prompt.replace(/\s+/g, ' ').trim();
    if (!text) return `${t(`types.${q.type}`)} #${q.id}`;
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  };
}
