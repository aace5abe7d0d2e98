import { QuestionBank } from '../components/question-bank';

/** /courses/:id/questions-bank: a course's question bank. */
export default function CourseBankPage() {
  return <QuestionBank kind="course" />;
}
