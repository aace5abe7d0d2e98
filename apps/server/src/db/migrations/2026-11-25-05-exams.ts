import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addSearchIndex, isPostgres, timestampType, withId } from './schema-helpers.js';

/**
 * Exams (الامتحانات), their questions, the students' results and answers.
 *
 * An exam takes its questions from one bank, a course's or a curriculum's;
 * its teacher is kept on the row by triggers (as a question's is). A lesson's
 * quiz or assignment element owns one exam (`lesson_element_id`).
 *
 * Every figure a screen shows of results is kept on write by the triggers
 * below, in the statement that writes a result or an answer, whatever path
 * writes it (a submission, a hand mark, a seed, a cascade): an exam's
 * result, pass and awaiting counts, its sum of percentages (tenths, so the
 * average is exact) and average, its distribution by whole per cent
 * (`exam_score_counts`, which the median and the ten bands are read from),
 * each question's answered and right counts, and the student's aggregates:
 *
 * - quiz average: the mean percent of the student's results of kind exam and quiz;
 * - assignment average: of kind assignment; points: the sum of the scores;
 * - completion rate: results submitted / exams in the curricula and courses of
 *   the student's class (at most 100%), worked out when one of his results is
 *   written. Averages and rates are tenths of a per cent, null while nothing counts.
 *
 * A result keeps its exam's kind and its student's name and search text
 * (kept in step when the student's name or phone changes), so its list and
 * the aggregates read no other table. A question in an exam cannot be deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ts = timestampType(pg);

  await withId(db.schema.createTable('exams'), pg)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('teacher_id', 'integer', (c) => c.notNull())
    .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('cascade'))
    .addColumn('curriculum_id', 'integer', (c) => c.references('curricula.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('cascade'))
    .addColumn('lesson_element_id', 'integer', (c) => c.unique().references('lesson_elements.id').onDelete('cascade'))
    .addColumn('title_ar', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull())
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('question_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The sum of the results' percentages in tenths, and their mean in tenths (0 before any result).
    .addColumn('percent_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pass_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('awaiting_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addCheckConstraint('exams_one_bank', sql`(course_id is null) <> (curriculum_id is null)`)
    .addCheckConstraint('exams_kind', sql`kind in ('exam', 'quiz', 'assignment')`)
    .addCheckConstraint('exams_pass_mark', sql`pass_mark between 0 and 100`)
    .execute();

  await db.schema
    .createTable('exam_questions')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('answered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('exam_questions_pk', ['exam_id', 'question_id'])
    // A question in an exam cannot be deleted. Checked at the commit, because deleting a course or a
    // curriculum deletes both its questions and its exams by cascades PostgreSQL runs in no fixed order.
    .addForeignKeyConstraint('exam_questions_question_fk', ['question_id'], 'questions', ['id'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .execute();

  await db.schema
    .createTable('exam_score_counts')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    // The whole per cent, rounded down (0 to 100).
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_score_counts_pk', ['exam_id', 'percent'])
    .execute();

  await withId(db.schema.createTable('exam_results'), pg)
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    // The exam's kind, which the student's averages are counted by (an exam's never changes).
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('student_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('search_text', 'varchar(400)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull())
    // Tenths of a per cent, 0 to 1000.
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer', (c) => c.notNull())
    .addColumn('started_at', ts, (c) => c.notNull())
    .addColumn('submitted_at', ts, (c) => c.notNull())
    .addColumn('awaiting_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addUniqueConstraint('exam_results_once', ['exam_id', 'student_id'])
    .addCheckConstraint('exam_results_percent', sql`percent between 0 and 1000`)
    .addCheckConstraint('exam_results_status', sql`status in ('marked', 'awaiting')`)
    .execute();

  await db.schema
    .createTable('exam_answers')
    .addColumn('result_id', 'integer', (c) => c.notNull().references('exam_results.id').onDelete('cascade'))
    // The result's exam, so an answer's counts are kept even while its result is deleted.
    .addColumn('exam_id', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    // The answer as JSON (`QuestionAnswer`); null when left unanswered.
    .addColumn('answer', 'text')
    .addColumn('points', 'integer')
    .addColumn('correct', 'integer')
    .addColumn('marking', 'varchar(12)', (c) => c.notNull())
    .addColumn('marked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('marked_at', ts)
    .addPrimaryKeyConstraint('exam_answers_pk', ['result_id', 'question_id'])
    .addForeignKeyConstraint('exam_answers_question_fk', ['question_id'], 'questions', ['id'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .addCheckConstraint('exam_answers_marking', sql`marking in ('auto', 'hand', 'awaiting')`)
    .execute();

  for (const column of [
    'quiz_count',
    'quiz_percent_sum',
    'assignment_count',
    'assignment_percent_sum',
    'points',
    'completed_count',
  ]) {
    await db.schema
      .alterTable('students')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  for (const column of ['quiz_average', 'assignment_average', 'completion_rate']) {
    await db.schema.alterTable('students').addColumn(column, 'integer').execute();
  }

  const indexes: [string, string, string[]][] = [
    ['exams', 'exams_created_idx', ['created_at', 'id']],
    ['exams', 'exams_title_en_idx', ['title_en', 'id']],
    ['exams', 'exams_title_ar_idx', ['title_ar', 'id']],
    ['exams', 'exams_result_count_idx', ['result_count', 'id']],
    ['exams', 'exams_average_idx', ['average', 'result_count', 'id']],
    ['exams', 'exams_teacher_idx', ['teacher_id', 'created_at', 'id']],
    ['exams', 'exams_course_idx', ['course_id', 'created_at', 'id']],
    ['exams', 'exams_curriculum_idx', ['curriculum_id', 'created_at', 'id']],
    ['exams', 'exams_lesson_idx', ['lesson_id', 'created_at', 'id']],
    ['exams', 'exams_kind_idx', ['kind', 'created_at', 'id']],
    ['exam_questions', 'exam_questions_position_idx', ['exam_id', 'position']],
    ['exam_questions', 'exam_questions_question_idx', ['question_id']],
    ['exam_results', 'exam_results_submitted_idx', ['exam_id', 'submitted_at', 'id']],
    ['exam_results', 'exam_results_percent_idx', ['exam_id', 'percent', 'id']],
    ['exam_results', 'exam_results_duration_idx', ['exam_id', 'duration_seconds', 'id']],
    ['exam_results', 'exam_results_name_idx', ['exam_id', 'student_name', 'id']],
    ['exam_results', 'exam_results_passed_idx', ['exam_id', 'passed', 'submitted_at', 'id']],
    ['exam_results', 'exam_results_status_idx', ['exam_id', 'status', 'submitted_at', 'id']],
    ['exam_results', 'exam_results_student_idx', ['student_id']],
    ['exam_answers', 'exam_answers_question_idx', ['question_id']],
    ['exam_answers', 'exam_answers_marked_by_idx', ['marked_by']],
    ['students', 'students_quiz_average_idx', ['quiz_average', 'id']],
    ['students', 'students_assignment_average_idx', ['assignment_average', 'id']],
    ['students', 'students_completion_rate_idx', ['completion_rate', 'id']],
    ['students', 'students_points_idx', ['points', 'id']],
  ];
  for (const [table, name, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();

  // The figures, as statements a trigger runs for a row added (`+`, the row `new`) or taken away (`-`, `old`);
  // an update takes the old row away and adds the new one.
  type Row = 'new' | 'old';
  const r = (row: Row, column: string) => sql.raw(`${row}.${column}`);
  const n = (by: '+' | '-') => sql.raw(by);
  /** `((sum) * 2 + count) / (2 * count)`: the mean, rounded half up, in integers on both databases. */
  const mean = (sum: RawBuilder<unknown>, count: RawBuilder<unknown>) =>
    sql`case when ${count} > 0 then ((${sum}) * 2 + (${count})) / (2 * (${count})) end`;

  const examFigures = (by: '+' | '-', row: Row) => {
    const count = sql`(result_count ${n(by)} 1)`;
    const sum = sql`(percent_sum ${n(by)} ${r(row, 'percent')})`;
    return sql`update exams set
      result_count = ${count},
      percent_sum = ${sum},
      average = coalesce(${mean(sum, count)}, 0),
      pass_count = pass_count ${n(by)} ${r(row, 'passed')},
      awaiting_count = awaiting_count ${n(by)} (case when ${r(row, 'status')} = 'awaiting' then 1 else 0 end)
      where id = ${r(row, 'exam_id')}`;
  };
  // A row added is always `new`, one taken away `old`.
  const scoreCount = (by: '+' | '-') =>
    by === '+'
      ? sql`insert into exam_score_counts (exam_id, percent, count) values (new.exam_id, new.percent / 10, 1)
          on conflict (exam_id, percent) do update set count = exam_score_counts.count + 1`
      : sql`update exam_score_counts set count = count - 1 where exam_id = old.exam_id and percent = old.percent / 10`;
  const studentFigures = (by: '+' | '-', row: Row) => {
    const isQuiz = sql`(case when ${r(row, 'kind')} = 'assignment' then 0 else 1 end)`;
    const isAssignment = sql`(case when ${r(row, 'kind')} = 'assignment' then 1 else 0 end)`;
    const quizCount = sql`(quiz_count ${n(by)} ${isQuiz})`;
    const quizSum = sql`(quiz_percent_sum ${n(by)} ${isQuiz} * ${r(row, 'percent')})`;
    const asgCount = sql`(assignment_count ${n(by)} ${isAssignment})`;
    const asgSum = sql`(assignment_percent_sum ${n(by)} ${isAssignment} * ${r(row, 'percent')})`;
    return sql`update students set
      quiz_count = ${quizCount},
      quiz_percent_sum = ${quizSum},
      quiz_average = ${mean(quizSum, quizCount)},
      assignment_count = ${asgCount},
      assignment_percent_sum = ${asgSum},
      assignment_average = ${mean(asgSum, asgCount)},
      points = points ${n(by)} ${r(row, 'score')},
      completed_count = completed_count ${n(by)} 1
      where id = ${r(row, 'student_id')}`;
  };
  // After the counts: the exams of the student's class, through its curricula and its courses.
  const completion = (row: Row) => {
    const exams = sql`((select count(*) from exams e inner join curricula c on c.id = e.curriculum_id where c.class_id = students.class_id and e.question_count > 0)
      + (select count(*) from exams e inner join courses c on c.id = e.course_id where c.class_id = students.class_id and e.question_count > 0))`;
    return sql`update students set completion_rate = case
        when ${exams} = 0 then null
        when completed_count >= ${exams} then 1000
        else (completed_count * 2000 + ${exams}) / (2 * ${exams}) end
      where id = ${r(row, 'student_id')}`;
  };
  const resultStatements = (by: '+' | '-', row: Row) => [examFigures(by, row), scoreCount(by), studentFigures(by, row)];
  const answerCounts = (by: '+' | '-', row: Row) => sql`update exam_questions set
      answered_count = answered_count ${n(by)} (case when ${r(row, 'answer')} is not null and ${r(row, 'marking')} <> 'awaiting' then 1 else 0 end),
      correct_count = correct_count ${n(by)} coalesce(${r(row, 'correct')}, 0)
      where exam_id = ${r(row, 'exam_id')} and question_id = ${r(row, 'question_id')}`;
  const resultColumns = sql`score, percent, passed, status`;
  const answerColumns = sql`answer, points, correct, marking`;
  const joined = (statements: RawBuilder<unknown>[]) =>
    sql.join(
      statements.map((s) => sql`${s};`),
      sql` `,
    );

  if (pg) {
    const fn = async (name: string, body: RawBuilder<unknown>) =>
      sql`create function ${sql.id(`${name}_fn`)}() returns trigger language plpgsql as $$
        begin
          ${body}
          return null;
        end $$`.execute(db);
    await fn(
      'exam_results_keep_figures',
      sql`if tg_op in ('UPDATE', 'DELETE') then ${joined(resultStatements('-', 'old'))} end if;
          if tg_op in ('UPDATE', 'INSERT') then ${joined(resultStatements('+', 'new'))} end if;
          if tg_op = 'DELETE' then ${completion('old')}; else ${completion('new')}; end if;`,
    );
    await sql`create trigger exam_results_keep_figures after insert or delete or update of ${resultColumns} on exam_results
      for each row execute function exam_results_keep_figures_fn()`.execute(db);
    await fn(
      'exam_answers_keep_counts',
      sql`if tg_op in ('UPDATE', 'DELETE') then ${answerCounts('-', 'old')}; end if;
          if tg_op in ('UPDATE', 'INSERT') then ${answerCounts('+', 'new')}; end if;`,
    );
    await sql`create trigger exam_answers_keep_counts after insert or delete or update of ${answerColumns} on exam_answers
      for each row execute function exam_answers_keep_counts_fn()`.execute(db);
    await fn(
      'students_keep_exam_results',
      sql`update exam_results set student_name = new.name, search_text = new.search_text where student_id = new.id;`,
    );
    await sql`create trigger students_keep_exam_results after update of name, phone, search_text on students
      for each row when (old.name is distinct from new.name or old.search_text is distinct from new.search_text)
      execute function students_keep_exam_results_fn()`.execute(db);
    for (const [parent, key] of [
      ['courses', 'course_id'],
      ['curricula', 'curriculum_id'],
    ] as const) {
      await fn(
        `${parent}_keeps_exams_teacher`,
        sql`update exams set teacher_id = new.teacher_id where ${sql.ref(key)} = new.id;`,
      );
      await sql`
        create trigger ${sql.id(`${parent}_keeps_exams_teacher`)} after update of teacher_id on ${sql.table(parent)}
        for each row when (old.teacher_id is distinct from new.teacher_id)
        execute function ${sql.id(`${parent}_keeps_exams_teacher_fn`)}()`.execute(db);
    }
  } else {
    await sql`create trigger exam_results_keep_figures_insert after insert on exam_results begin
      ${joined([...resultStatements('+', 'new'), completion('new')])}
    end`.execute(db);
    await sql`create trigger exam_results_keep_figures_delete after delete on exam_results begin
      ${joined([...resultStatements('-', 'old'), completion('old')])}
    end`.execute(db);
    await sql`create trigger exam_results_keep_figures_update after update of ${resultColumns} on exam_results begin
      ${joined([...resultStatements('-', 'old'), ...resultStatements('+', 'new'), completion('new')])}
    end`.execute(db);
    await sql`create trigger exam_answers_keep_counts_insert after insert on exam_answers begin
      ${answerCounts('+', 'new')};
    end`.execute(db);
    await sql`create trigger exam_answers_keep_counts_delete after delete on exam_answers begin
      ${answerCounts('-', 'old')};
    end`.execute(db);
    await sql`create trigger exam_answers_keep_counts_update after update of ${answerColumns} on exam_answers begin
      ${answerCounts('-', 'old')};
      ${answerCounts('+', 'new')};
    end`.execute(db);
    await sql`create trigger students_keep_exam_results after update of name, phone, search_text on students
      when old.name is not new.name or old.search_text is not new.search_text begin
      update exam_results set student_name = new.name, search_text = new.search_text where student_id = new.id;
    end`.execute(db);
    for (const [parent, key] of [
      ['courses', 'course_id'],
      ['curricula', 'curriculum_id'],
    ] as const) {
      await sql`create trigger ${sql.id(`${parent}_keeps_exams_teacher`)} after update of teacher_id on ${sql.table(parent)}
        when old.teacher_id is not new.teacher_id begin
        update exams set teacher_id = new.teacher_id where ${sql.ref(key)} = new.id;
      end`.execute(db);
    }
  }

  await addSearchIndex(db, 'exams');
  await addSearchIndex(db, 'exam_results');
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const [table, trigger] of [
    ['courses', 'courses_keeps_exams_teacher'],
    ['curricula', 'curricula_keeps_exams_teacher'],
    ['students', 'students_keep_exam_results'],
  ] as const) {
    await sql`drop trigger if exists ${sql.id(trigger)}${pg ? sql` on ${sql.table(table)}` : sql``}`.execute(db);
  }
  if (!pg) {
    await sql`drop table if exists exam_results_search`.execute(db);
    await sql`drop table if exists exams_search`.execute(db);
  }
  for (const table of ['exam_answers', 'exam_results', 'exam_score_counts', 'exam_questions', 'exams']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const index of ['quiz_average', 'assignment_average', 'completion_rate', 'points']) {
    await db.schema.dropIndex(`students_${index}_idx`).ifExists().execute();
  }
  for (const column of [
    'quiz_count',
    'quiz_percent_sum',
    'assignment_count',
    'assignment_percent_sum',
    'points',
    'completed_count',
    'quiz_average',
    'assignment_average',
    'completion_rate',
  ]) {
    await db.schema.alterTable('students').dropColumn(column).execute();
  }
}
