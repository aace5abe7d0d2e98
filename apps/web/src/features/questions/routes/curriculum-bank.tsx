import { QuestionBank } from '../components/question-bank';

/** /curriculum/:id/questions-bank: a curriculum's question bank, filed by unit and lesson. */
export default function CurriculumBankPage() {
  return <QuestionBank kind="curriculum" />;
}
