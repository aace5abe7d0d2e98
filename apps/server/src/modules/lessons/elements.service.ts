import type { LessonElement, LessonElementListQuery } from '@dashboard/contracts';
import { lessonElementCreateSchema, lessonElementUpdateSchema, type UploadKind } from '@dashboard/contracts';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import { keptListPage, keysetRows, listSource, rowsById, searchText } from '../../lib/list.js';
import { nextPlace } from '../../lib/order.js';
import { assertOwner, ownerScope } from '../../lib/ownership.js';
import type { Storage } from '../../lib/storage.js';
import { transaction } from '../../lib/transaction.js';
import { attachUpload, releaseUploads } from '../uploads/uploads.service.js';
import type { LessonElementsTable } from '../curricula/curricula.tables.js';
import { createExamForElement, updateExamForElement } from '../exams/exams.service.js';
import type { ExamsTable } from '../exams/exams.tables.js';
import type { Principal } from '../../plugins/auth.js';
import { photoUrl } from '../users/users.service.js';

/** The audit trail's and the uploads' name for an element. */
export const ELEMENT_ENTITY = 'lesson-elements';

type Row = Selectable<LessonElementsTable> & { exam_id: number | null };
type Kind = Row['type'];
type Update = z.output<typeof lessonElementUpdateSchema>;

/** The fields each kind has besides its titles; another kind's field is refused on update. */
const fieldsOf: Record<Kind, readonly (keyof Update)[]> = {
  video: ['url', 'file'],
  document: ['file'],
  quiz: ['time_limit_minutes', 'pass_mark'],
  assignment: ['body', 'file', 'due_at'],
};

/** The kinds whose questions an exam of their own holds (`exams.lesson_element_id`). */
const examKinds: readonly Kind[] = ['quiz', 'assignment'];

/**
 * An assignment's exam has no time limit or pass mark on its element: it gets 60 minutes (a
 * homework sheet of about ten questions) and 50%, which the teacher changes on the exam.
 */
export const ASSIGNMENT_EXAM = { time_limit_minutes: 60, pass_mark: 50 } as const;

/**
 * The exam a quiz or assignment element owns, as `createExamForElement` (exams' service) writes it:
 * of its kind, its titles, its lesson's curriculum's bank, a quiz's time limit and pass mark (an
 * assignment's, `ASSIGNMENT_EXAM`). For the seeds, which make thousands without a read each.
 */
export function elementExam(
  lesson: { id: number; curriculum_id: number; teacher_id: number },
  element: {
    id: number;
    type: 'quiz' | 'assignment';
    title_ar: string;
    title_en: string;
    time_limit_minutes: number | null;
    pass_mark: number | null;
  },
  now: string,
): Insertable<ExamsTable> {
  return {
    kind: element.type,
    teacher_id: lesson.teacher_id,
    course_id: null,
    curriculum_id: lesson.curriculum_id,
    lesson_id: lesson.id,
    lesson_element_id: element.id,
    title_ar: element.title_ar,
    title_en: element.title_en,
    time_limit_minutes: element.time_limit_minutes ?? ASSIGNMENT_EXAM.time_limit_minutes,
    pass_mark: element.pass_mark ?? ASSIGNMENT_EXAM.pass_mark,
    search_text: searchText(element.title_ar, element.title_en),
    created_at: now,
    updated_at: now,
  };
}

/** An element's columns and its exam's id (null for a video or a document). */
const elementRows = (db: Kysely<Database>) =>
  db
    .selectFrom('lesson_elements')
    .selectAll('lesson_elements')
    .select((eb) =>
      eb
        .selectFrom('exams')
        .select('exams.id')
        .whereRef('exams.lesson_element_id', '=', 'lesson_elements.id')
        .as('exam_id'),
    );

/** What each kind's file may be. */
const fileKinds: Record<Kind, readonly UploadKind[]> = {
  video: ['video'],
  document: ['pdf'],
  quiz: [],
  assignment: ['pdf', 'image'],
};

function toElement(row: Row): LessonElement {
  return {
    id: row.id,
    lesson_id: row.lesson_id,
    type: row.type,
    title_ar: row.title_ar,
    title_en: row.title_en,
    sort_order: row.sort_order,
    url: row.url,
    file: row.file,
    file_url: photoUrl(row.file),
    body: row.body,
    time_limit_minutes: row.time_limit_minutes,
    pass_mark: row.pass_mark,
    due_at: row.due_at,
    exam_id: row.exam_id === null ? null : Number(row.exam_id),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

type Filters = Partial<Pick<LessonElementListQuery, 'lesson_id' | 'type'>> & { owner?: number | null };

function source(db: Kysely<Database>, f: Filters & { sort: NonNullable<LessonElementListQuery['sort']> }) {
  let from = db.selectFrom('lesson_elements');
  if (f.lesson_id) from = from.where('lesson_elements.lesson_id', '=', f.lesson_id);
  if (f.type) from = from.where('lesson_elements.type', '=', f.type);
  if (f.owner) {
    const owner = f.owner;
    from = from.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('lessons')
          .select('lessons.id')
          .whereRef('lessons.id', '=', 'lesson_elements.lesson_id')
          .where('lessons.teacher_id', '=', owner),
      ),
    );
  }
  return listSource({
    db,
    from,
    id: 'lesson_elements.id',
    sort: f.sort,
    columns: {
      sort_order: ['lesson_elements.lesson_id', 'lesson_elements.sort_order'],
      created_at: 'lesson_elements.created_at',
    },
    rows: elementRows(db),
  });
}

export function listElements(db: Kysely<Database>, query: LessonElementListQuery, request: FastifyRequest) {
  return keptListPage(db, source, { ...query, owner: ownerScope(request) }, toElement);
}

export async function* exportElements(
  db: Kysely<Database>,
  query: Omit<LessonElementListQuery, 'page' | 'pageSize'>,
  request: FastifyRequest,
) {
  for await (const row of keysetRows(source(db, { ...query, owner: ownerScope(request) }))) yield toElement(row);
}

export async function getElement(db: Kysely<Database>, id: number): Promise<LessonElement> {
  const [row] = await rowsById(elementRows(db), 'lesson_elements.id', [id]);
  if (!row) throw new AppError(404, 'resource.not_found');
  return toElement(row);
}

/** The teacher an element belongs to (its lesson's), or undefined when there is none. */
export async function ownerOf(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('lesson_elements')
    .innerJoin('lessons', 'lessons.id', 'lesson_elements.lesson_id')
    .select('lessons.teacher_id')
    .where('lesson_elements.id', '=', id)
    .executeTakeFirst();
  return row?.teacher_id;
}

/** A video is a link or an uploaded file, one of the two. */
function assertOneSource(kind: Kind, url: string | null | undefined, file: string | null | undefined) {
  if (kind !== 'video') return;
  if (url && file) throw AppError.field(400, 'url', 'lesson.video_one_source');
  if (!url && !file) throw AppError.field(400, 'url', 'validation.required');
}

/** An element goes at the end of a lesson the caller may change; its file becomes the element's. */
export function createElement(
  db: Kysely<Database>,
  input: z.output<typeof lessonElementCreateSchema>,
  request: FastifyRequest,
) {
  return transaction(db, async (trx) => {
    const lesson = await trx
      .selectFrom('lessons')
      .select(['id', 'unit_id', 'curriculum_id', 'teacher_id'])
      .where('id', '=', input.lesson_id)
      .executeTakeFirst();
    if (!lesson) throw AppError.field(400, 'lesson_id', 'validation.invalid');
    assertOwner(request, lesson.teacher_id);
    const url = input.type === 'video' ? (input.url ?? null) : null;
    const file = 'file' in input ? (input.file ?? null) : null;
    assertOneSource(input.type, url, file);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('lesson_elements')
      .values({
        lesson_id: lesson.id,
        unit_id: lesson.unit_id,
        curriculum_id: lesson.curriculum_id,
        type: input.type,
        title_ar: input.title_ar,
        title_en: input.title_en,
        sort_order: await nextPlace(trx, { table: 'lesson_elements', parentKey: 'lesson_id' }, lesson.id),
        url,
        file,
        body: input.type === 'assignment' ? input.body : null,
        time_limit_minutes: input.type === 'quiz' ? input.time_limit_minutes : null,
        pass_mark: input.type === 'quiz' ? input.pass_mark : null,
        due_at: input.type === 'assignment' ? (input.due_at ?? null) : null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachFile(trx, id, input.type, file, request);
    const row = await trx.selectFrom('lesson_elements').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    if (examKinds.includes(row.type)) {
      await createExamForElement(trx, {
        ...row,
        time_limit_minutes: row.time_limit_minutes ?? ASSIGNMENT_EXAM.time_limit_minutes,
        pass_mark: row.pass_mark ?? ASSIGNMENT_EXAM.pass_mark,
      });
    }
    return getElement(trx, id);
  });
}

/** Makes an uploaded file the element's own, of a kind its type takes, uploaded by this writer. */
function attachFile(
  trx: Kysely<Database>,
  id: number,
  type: Kind,
  file: string | null | undefined,
  request: FastifyRequest,
) {
  return attachUpload(trx, file, {
    entity: ELEMENT_ENTITY,
    id,
    kinds: fileKinds[type],
    field: 'file',
    by: request.principal,
  });
}

export function updateElement(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  input: Update,
  request: FastifyRequest,
) {
  return transaction(db, async (trx) => {
    const current = await trx.selectFrom('lesson_elements').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) throw new AppError(404, 'resource.not_found');
    const foreign = (Object.keys(input) as (keyof Update)[]).filter(
      (f) => input[f] !== undefined && !['title_ar', 'title_en'].includes(f) && !fieldsOf[current.type].includes(f),
    );
    if (foreign.length) {
      throw AppError.badRequest(
        foreign.map((path) => ({ path, code: 'validation.unknown_field' })),
        'validation.unknown_field',
      );
    }
    const url = input.url !== undefined ? input.url : current.url;
    const file = input.file !== undefined ? input.file : current.file;
    assertOneSource(current.type, url, file);
    if (current.type === 'document' && !file) throw AppError.field(400, 'file', 'validation.required');
    if (file !== current.file) {
      await attachFile(trx, id, current.type, file, request);
      await releaseUploads(trx, storage, { entity: ELEMENT_ENTITY, id }, [current.file]);
    }
    const { url: _u, file: _f, ...rest } = input;
    const now = new Date().toISOString();
    await trx
      .updateTable('lesson_elements')
      .set({ ...rest, url, file, updated_at: now })
      .where('id', '=', id)
      .execute();
    // Its exam carries the same titles, and a quiz's time limit and pass mark (its results passed again).
    if (examKinds.includes(current.type)) {
      await updateExamForElement(
        trx,
        await trx.selectFrom('lesson_elements').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      );
    }
    return getElement(trx, id);
  });
}

/**
 * Deletes an element, and a quiz's or assignment's exam with it (the foreign key cascades); its file
 * goes once the delete commits. A quiz or assignment students have submitted is kept (409
 * `exam.has_results`): a teacher deleting a lesson's quiz does not expect its marks to vanish from
 * the students' averages.
 */
export function deleteElement(db: Kysely<Database>, storage: Storage, id: number) {
  return transaction(db, async (trx) => {
    await getElement(trx, id);
    const exam = await trx
      .selectFrom('exams')
      .select('result_count')
      .where('lesson_element_id', '=', id)
      .executeTakeFirst();
    if (exam && Number(exam.result_count) > 0) throw new AppError(409, 'exam.has_results');
    await trx.deleteFrom('lesson_elements').where('id', '=', id).execute();
    await releaseUploads(trx, storage, { entity: ELEMENT_ENTITY, id });
  });
}

/** Whether a principal may read an element's file: whoever may read its lesson. */
export async function mayReadElement(db: Kysely<Database>, id: number, principal: Principal) {
  if (principal.kind !== 'user') return false;
  if (principal.role === 'admin' || principal.role === 'support-agent') return true;
  return (await ownerOf(db, id)) === principal.id;
}
