import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Seed, SeedContext } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import { searchText } from '../../lib/list.js';
import { linkSpecializations, teachingPairs } from '../../lib/teaching-content.js';
import { insertUpload } from '../uploads/uploads.repository.js';
import { COURSE_FILES } from './courses.service.js';

/** How many demo teachers get courses, and how many each. */
const TEACHERS = 6;
const PER_TEACHER = 2;

/** YouTube's own sample video (its IFrame API's demo), as a promotional link. */
const PROMO = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG, made here: `width`×`height`, a field of `rgb` crossed by a
 * lighter band, so each demo course has an image of its own colour.
 */
export function demoPng(rgb: readonly [number, number, number], width = 320, height = 180): Buffer {
  const light = rgb.map((c) => Math.round(c + (255 - c) * 0.45));
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const band = Math.abs(x - y * 1.2 - width / 4) < 28;
      const [r, g, b] = band ? light : rgb;
      raw.writeUInt8(r!, y * row + 1 + x * 3);
      raw.writeUInt8(g!, y * row + 2 + x * 3);
      raw.writeUInt8(b!, y * row + 3 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The brand's colours and a few beside them, one a course in turn. */
const colours: [number, number, number][] = [
  [22, 142, 205],
  [20, 40, 80],
  [46, 125, 50],
  [173, 80, 20],
  [106, 27, 154],
  [0, 121, 107],
];

/**
 * Courses for the first demo teachers (the demo account first): two each,
 * for a subject they teach in a class it is taught in; every other one
 * paid, every other one with a YouTube promotional link. Each image is a
 * PNG made here and kept in the app's file store, an upload the course owns,
 * so it is served like any other. Without a store (a caller that gives none)
 * no course is seeded: a course cannot be without its image.
 */
export async function seedCourses(db: Kysely<Database>, { storage }: SeedContext): Promise<void> {
  if (!storage) return;
  const pairs = await teachingPairs(db).orderBy('s.id').execute();
  const perTeacher = new Map<number, typeof pairs>();
  for (const p of pairs) {
    const list = perTeacher.get(p.teacher_id) ?? [];
    if (list.length < PER_TEACHER) list.push(p);
    perTeacher.set(p.teacher_id, list);
  }
  const now = Date.now();
  let n = 0;
  for (const p of [...perTeacher.values()].slice(0, TEACHERS).flat()) {
    n += 1;
    const first = n % 2 === 1;
    const name_ar = first ? `أساسيات ${p.subject_ar} - ${p.class_ar}` : `مراجعة ليلة الامتحان: ${p.subject_ar}`;
    const name_en = first ? `${p.subject_en} essentials, ${p.class_en}` : `${p.subject_en}: the night before the exam`;
    const paid = n % 2 === 0 || n % 3 === 0;
    const at = new Date(now - (60 - n * 2) * 86_400_000).toISOString();
    const specs = await db.selectFrom('specializations').select('id').where('class_id', '=', p.class_id).execute();
    const specializationIds = specs.length ? [specs.find((s) => s.id === p.specialization_id)?.id ?? specs[0]!.id] : [];
    const png = demoPng(colours[(n - 1) % colours.length]!);
    const stored = await storage.put(Readable.from([png]), { extension: 'png' });
    const { id } = await db
      .insertInto('courses')
      .values({
        teacher_id: p.teacher_id,
        class_id: p.class_id,
        subject_id: p.subject_id,
        name_ar,
        name_en,
        // Written as a teacher here writes it: in Arabic.
        description: first
          ? `${p.subject_ar} من البداية، درسًا بعد درس، مع تمارين بعد كل درس.`
          : `منهج ${p.subject_ar} كله في ليلة واحدة، مع الأسئلة التي تأتي كل عام.`,
        promo_video_url: n % 2 === 1 ? PROMO : null,
        image: stored.name,
        is_paid: paid ? 1 : 0,
        price: paid ? (100 + (n % 4) * 50) * 100 : 0,
        search_text: searchText(name_ar, name_en, p.teacher_name, p.subject_ar, p.subject_en),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkSpecializations(db, 'courses', id, specializationIds);
    await insertUpload(db, {
      name: stored.name,
      kind: 'image',
      content_type: 'image/png',
      size: stored.size,
      user_id: p.teacher_id,
      api_key_id: null,
      created_at: at,
      owner_entity: COURSE_FILES,
      owner_id: id,
    });
  }
}

export const seed: Seed = { after: ['teachers', 'subjects', 'classes', 'specializations'], run: seedCourses };
