import type { examSubmissionSchema, PartAnswer, Question, QuestionAnswer, QuestionPart } from '@dashboard/contracts';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Seed } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { seededRandom, type SeededRandom } from '../../lib/seeded-random.js';
import { toQuestion } from '../questions/questions.service.js';
import { examQuestions, insertExam } from './exams.repository.js';
import { markByHand, markedByHand, recordSubmission, setExamQuestions } from './exams.service.js';

/*
 * Demo exams: one or two exams (kind `exam`) for each demo curriculum and
 * course with a bank, of 5 to 10 of its questions (a paragraph among them
 * where the bank has one), handed in by 10 to 40 of the demo students of its
 * class through the service's `submit`, so every kept figure is the real
 * one. Students answer mostly right (each has an ability), some questions are
 * left out, complete answers are sometimes written with another form of the
 * Arabic letters; most paragraph answers get a teacher's hand mark, some are
 * left awaiting one.
 */

type Answer = z.output<typeof examSubmissionSchema>['answers'][number]['answer'];

const titles = [
  { ar: 'امتحان الشهر الأول', en: 'First month exam' },
  { ar: 'امتحان منتصف الفصل', en: 'Midterm exam' },
];

/** Another way of writing the same Arabic word (أ/ا, ة/ه, ى/ي), which the marking takes as the same. */
const variant = (text: string) => text.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');

const paragraphs = [
  'تتبخر المياه بحرارة الشمس ثم تتكاثف سحبًا وتسقط أمطارًا.',
  'The main idea is explained with two examples from the lesson.',
  'أوافق على ذلك لأن الأدلة في الدرس تؤكده.',
  'It happens because energy changes from one form to another.',
];

function partAnswer(part: QuestionPart | Question, right: boolean, rand: SeededRandom): PartAnswer | undefined {
  switch (part.type) {
    case 'choose': {
      const correct = part.options.findIndex((o) => o.correct);
      const wrong = part.options.map((_, i) => i).filter((i) => i !== correct);
      return { type: 'choose', option: right || !wrong.length ? correct : rand.pick(wrong) };
    }
    case 'true_false':
      return { type: 'true_false', value: right ? part.correct : !part.correct };
    case 'complete':
      return {
        type: 'complete',
        blanks: part.blanks.map((accepted) => {
          if (!right) return rand.pick(['', 'لا أعرف', 'none']);
          const text = rand.pick(accepted);
          return rand.next() < 0.3 ? variant(text) : text;
        }),
      };
    case 'paragraph':
      return { type: 'paragraph', text: rand.pick(paragraphs) };
    default:
      return undefined;
  }
}

/** A student's answer to a question, right with the student's ability; undefined when left out. */
function answerTo(question: Question, ability: number, rand: SeededRandom): QuestionAnswer | undefined {
  if (rand.next() < 0.06) return undefined;
  const right = () => rand.next() < ability;
  if (question.type === 'voice') return { type: 'voice', audio: null, text: rand.pick(paragraphs) };
  if (question.type === 'group') {
    return { type: 'group', parts: question.parts.map((p) => partAnswer(p, right(), rand)!).filter(Boolean) };
  }
  return partAnswer(question, right(), rand);
}

async function seedExams(db: Kysely<Database>) {
  const rand = seededRandom(20261125);
  const now = Date.now();
  const banks = [
    ...(
      await db
        .selectFrom('curricula')
        .select(['id', 'teacher_id', 'class_id', 'title_ar', 'title_en'])
        .where('question_count', '>', 0)
        .orderBy('id')
        .execute()
    ).map((c) => ({ ...c, course_id: null, curriculum_id: c.id })),
    ...(
      await db
        .selectFrom('courses')
        .select(['id', 'teacher_id', 'class_id', 'name_ar as title_ar', 'name_en as title_en'])
        .where('question_count', '>', 0)
        .orderBy('id')
        .execute()
    ).map((c) => ({ ...c, course_id: c.id, curriculum_id: null })),
  ];
  const students = await db
    .selectFrom('students')
    .select(['id', 'class_id', 'name', 'search_text'])
    .orderBy('id')
    .execute();
  for (const [b, bank] of banks.entries()) {
    const rows = await db
      .selectFrom('questions')
      .leftJoin('units as u', 'u.id', 'questions.unit_id')
      .leftJoin('lessons as l', 'l.id', 'questions.lesson_id')
      .selectAll('questions')
      .select([
        'u.title_ar as unit_title_ar',
        'u.title_en as unit_title_en',
        'l.title_ar as lesson_title_ar',
        'l.title_en as lesson_title_en',
      ])
      .where(bank.course_id !== null ? 'questions.course_id' : 'questions.curriculum_id', '=', bank.id)
      .orderBy('questions.id')
      .execute();
    const questions = rows.map(toQuestion).filter((q) => q.type !== 'voice');
    if (questions.length < 5) continue;
    const classmates = students.filter((s) => s.class_id === bank.class_id);
    for (let e = 0; e < 1 + (b % 2); e++) {
      const count = Math.min(questions.length, rand.int(5, 10));
      const paragraph: Question[] = questions.filter((q) => q.type === 'paragraph').slice(0, 1);
      const others = questions.filter((q) => !paragraph.includes(q));
      const picked = rand.sample([...paragraph, ...rand.sample(others, count - paragraph.length)], count);
      const title = titles[e]!;
      const created = new Date(now - (40 - e * 15) * 86_400_000).toISOString();
      const passMark = rand.pick([50, 50, 60]);
      const names = { ar: `${title.ar}: ${bank.title_ar}`, en: `${title.en}: ${bank.title_en}` };
      const id = await insertExam(db, {
        kind: 'exam',
        teacher_id: bank.teacher_id,
        course_id: bank.course_id,
        curriculum_id: bank.curriculum_id,
        lesson_id: null,
        lesson_element_id: null,
        title_ar: names.ar,
        title_en: names.en,
        time_limit_minutes: rand.pick([20, 30, 45, 60]),
        pass_mark: passMark,
        search_text: searchText(names.ar, names.en),
        created_at: created,
        updated_at: created,
      });
      const exam = { id, kind: 'exam' as const, pass_mark: passMark };
      const bankOf = { id, course_id: bank.course_id, curriculum_id: bank.curriculum_id, result_count: 0 };
      await setExamQuestions(
        db,
        bankOf,
        picked.map((q) => q.id),
      );
      // Read once an exam: each submission below is marked and written as the API's is.
      const inExam = await examQuestions(db, id);
      const maxScore = picked.reduce((sum, q) => sum + q.points, 0);
      const byHand = new Set(picked.filter(markedByHand).map((q) => q.id));
      const takers = rand.sample(classmates, Math.min(classmates.length, rand.int(10, 40)));
      for (const student of takers) {
        const ability = 0.45 + rand.next() * 0.5;
        const startedAt = now - rand.int(1, 30) * 86_400_000 - rand.int(0, 36_000) * 1000;
        const answers = picked.flatMap((q) => {
          const answer = answerTo(q, ability, rand);
          return answer ? [{ question_id: q.id, answer: answer as Answer }] : [];
        });
        const resultId = await recordSubmission(db, exam, inExam, student, {
          student_id: student.id,
          started_at: new Date(startedAt).toISOString(),
          submitted_at: new Date(startedAt + rand.int(5 * 60, 45 * 60) * 1000).toISOString(),
          answers,
        });
        // Most paragraph answers are marked by the teacher; a few wait for it.
        if (rand.next() < 0.25) continue;
        for (const { question_id } of answers.filter((a) => byHand.has(a.question_id))) {
          const q = picked.find((p) => p.id === question_id)!;
          const points = Math.round(q.points * Math.min(1, ability + rand.next() * 0.2));
          const result = { id: resultId, max_score: maxScore };
          await markByHand(db, exam, result, question_id, points, bank.teacher_id, inExam);
        }
      }
    }
  }
}

export const seed: Seed = { after: ['questions', 'teachers'], run: seedExams };
