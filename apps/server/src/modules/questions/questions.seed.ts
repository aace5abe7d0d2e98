import { Readable } from 'node:stream';
import { questionContentSchema, type QuestionContent } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Seed, SeedContext } from '../../db/seed/index.js';
import type { Database } from '../../db/types.js';
import type { Storage } from '../../lib/storage.js';
import { insertUpload } from '../uploads/uploads.repository.js';
import { insertQuestion, insertQuestions } from './questions.repository.js';
import { QUESTION_FILES, questionRow, type Bank } from './questions.service.js';

/*
 * Demo question banks: fourteen questions for each demo curriculum and
 * course (about 500), of every type, in Arabic or English (Arabic and English subjects in
 * their own language, the others alternately), made from small tables of
 * facts per subject so they read like a teacher's: algebra, chemistry,
 * physics, biology, Arabic grammar, English, and general knowledge for the
 * rest. Voice questions carry a short recording made here (a WAV of a few
 * tones) when the seed is given the file store, and are answered by speaking
 * without one.
 */

type Lang = 'ar' | 'en';
type Draft = z.input<typeof questionContentSchema>;
type Maker = (n: number, lang: Lang) => Draft;

const pickFrom = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;
const bi = (lang: Lang, ar: string, en: string) => (lang === 'ar' ? ar : en);
const digits = (lang: Lang, value: number | string) =>
  lang === 'ar' ? String(value).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : String(value);

/** Options of a choose question: the right one among the wrong ones, at place `n` mod their number. */
function options(right: string, wrong: string[], n: number) {
  const texts = [...wrong.filter((w) => w !== right).slice(0, 3)];
  texts.splice(n % (texts.length + 1), 0, right);
  return texts.map((text) => ({ text, image: null, correct: text === right }));
}

const choose = (prompt: string, right: string, wrong: string[], n: number, points = 1): Draft => ({
  type: 'choose',
  prompt,
  image: null,
  options: options(right, wrong, n),
  points,
});
const complete = (prompt: string, blanks: string[][], points = 2): Draft => ({
  type: 'complete',
  prompt,
  blanks,
  points,
});
const trueFalse = (prompt: string, correct: boolean): Draft => ({ type: 'true_false', prompt, correct, points: 1 });
const paragraph = (prompt: string, model_answer: string): Draft => ({
  type: 'paragraph',
  prompt,
  model_answer,
  points: 5,
});
const voice = (prompt: string): Draft => ({ type: 'voice', prompt, audio: null, answer: 'spoken', points: 3 });

/** A subject's question makers, by type; each makes the n-th question of its kind in a language. */
interface Pool {
  choose: Maker;
  complete: Maker;
  true_false: Maker;
  paragraph: Maker;
  group: Maker;
  voice: Maker;
}

const isPrime = (n: number) =>
  n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, i) => i + 2).every((d) => n % d);

const math: Pool = {
  choose: (n, l) => {
    const a = 2 + (n % 7);
    const x = 1 + ((n * 3) % 9);
    const b = 1 + ((n * 5) % 11);
    const d = (v: number) => digits(l, v);
    return choose(
      bi(
        l,
        `أوجد قيمة س في المعادلة: ${d(a)}س + ${d(b)} = ${d(a * x + b)}`,
        `Solve for x: ${a}x + ${b} = ${a * x + b}`,
      ),
      d(x),
      [d(x + 1), d(x + 2), d(Math.max(0, x - 1) || x + 3)],
      n,
      2,
    );
  },
  complete: (n, l) => {
    const a = 6 + (n % 7);
    const b = 3 + ((n * 2) % 9);
    return complete(bi(l, `${digits(l, a)} × ${digits(l, b)} = ___`, `${a} × ${b} = ___`), [[String(a * b)]], 1);
  },
  true_false: (n, l) => {
    const p = 11 + n * 2;
    return trueFalse(bi(l, `العدد ${digits(l, p)} عدد أولي.`, `${p} is a prime number.`), isPrime(p));
  },
  paragraph: (n, l) =>
    pickFrom(
      [
        paragraph(
          bi(
            l,
            'أثبت أن مجموع قياسات زوايا المثلث الداخلة ١٨٠°.',
            'Prove that the angles of a triangle add up to 180°.',
          ),
          bi(
            l,
            'نرسم من أحد الرءوس مستقيمًا يوازي الضلع المقابل؛ الزوايا المتبادلة متساوية، ومجموع الزوايا على المستقيم ١٨٠°.',
            'Draw through one vertex a line parallel to the opposite side; alternate angles are equal and the angles on a straight line add up to 180°.',
          ),
        ),
        paragraph(
          bi(
            l,
            'اشرح خطوات حل معادلة من الدرجة الثانية بالتحليل.',
            'Explain how to solve a quadratic equation by factorising.',
          ),
          bi(
            l,
            'نجعل الطرف الأيمن صفرًا، ونحلل المقدار إلى قوسين، ثم نساوي كل قوس بالصفر.',
            'Bring every term to one side, factorise into two brackets, then set each bracket to zero.',
          ),
        ),
      ],
      n,
    ),
  group: (n, l) => {
    const w = 4 + (n % 6);
    const h = w + 2 + (n % 3);
    const d = (v: number) => digits(l, v);
    return {
      type: 'group',
      prompt: bi(
        l,
        `مستطيل طوله ${d(h)} سم وعرضه ${d(w)} سم. أجب عن الأسئلة التالية:`,
        `A rectangle is ${h} cm long and ${w} cm wide. Answer the questions below.`,
      ),
      points: 6,
      parts: [
        {
          type: 'choose',
          prompt: bi(l, 'مساحة المستطيل بالسنتيمتر المربع:', 'Its area in square centimetres is:'),
          image: null,
          options: options(d(w * h), [d(w * h + w), d(2 * (w + h)), d(w * h - h)], n),
        },
        {
          type: 'complete',
          prompt: bi(l, 'محيط المستطيل = ___ سم', 'Its perimeter is ___ cm.'),
          blanks: [[String(2 * (w + h))]],
        },
        { type: 'true_false', prompt: bi(l, 'هذا المستطيل مربع.', 'This rectangle is a square.'), correct: false },
      ],
    };
  },
  voice: (n, l) => {
    const a = 2 + (n % 5);
    return voice(
      bi(
        l,
        `اقرأ المعادلة بصوتك واشرح كل خطوة في حلها: ${digits(l, a)}س − ٤ = ${digits(l, a * 3 - 4)}`,
        `Read the equation aloud and explain each step of solving it: ${a}x − 4 = ${a * 3 - 4}`,
      ),
    );
  },
};

/** [English name, Arabic name, symbol, atomic number]. */
const elements: [string, string, string, number][] = [
  ['Hydrogen', 'الهيدروجين', 'H', 1],
  ['Carbon', 'الكربون', 'C', 6],
  ['Nitrogen', 'النيتروجين', 'N', 7],
  ['Oxygen', 'الأكسجين', 'O', 8],
  ['Sodium', 'الصوديوم', 'Na', 11],
  ['Magnesium', 'الماغنسيوم', 'Mg', 12],
  ['Chlorine', 'الكلور', 'Cl', 17],
  ['Potassium', 'البوتاسيوم', 'K', 19],
  ['Calcium', 'الكالسيوم', 'Ca', 20],
  ['Iron', 'الحديد', 'Fe', 26],
  ['Copper', 'النحاس', 'Cu', 29],
  ['Silver', 'الفضة', 'Ag', 47],
];

const chemistry: Pool = {
  choose: (n, l) => {
    const [en, ar, symbol] = pickFrom(elements, n);
    const others = [1, 2, 3].map((k) => pickFrom(elements, n + k * 3)[2]);
    return choose(bi(l, `ما الرمز الكيميائي لعنصر ${ar}؟`, `What is the chemical symbol of ${en}?`), symbol, others, n);
  },
  complete: (n, l) => {
    const [en, ar, , z] = pickFrom(elements, n + 5);
    return complete(bi(l, `العدد الذري لعنصر ${ar} هو ___.`, `The atomic number of ${en} is ___.`), [[String(z)]], 1);
  },
  true_false: (n, l) => {
    const [en, ar, symbol] = pickFrom(elements, n + 2);
    const shown = n % 2 ? symbol : pickFrom(elements, n + 7)[2];
    return trueFalse(bi(l, `رمز عنصر ${ar} هو ${shown}.`, `The symbol of ${en} is ${shown}.`), shown === symbol);
  },
  paragraph: (n, l) =>
    pickFrom(
      [
        paragraph(
          bi(l, 'اشرح لماذا لا تتفاعل الغازات النبيلة بسهولة.', 'Explain why the noble gases hardly react.'),
          bi(
            l,
            'لأن غلاف التكافؤ فيها مكتمل بالإلكترونات، فلا تميل إلى الفقد أو الاكتساب أو المشاركة.',
            'Their outer shell is full, so they do not tend to lose, gain or share electrons.',
          ),
        ),
        paragraph(
          bi(l, 'قارن بين الرابطة الأيونية والرابطة التساهمية.', 'Compare an ionic bond with a covalent bond.'),
          bi(
            l,
            'الأيونية تنشأ بانتقال إلكترونات بين فلز ولا فلز، والتساهمية بمشاركة إلكترونات بين لا فلزين.',
            'An ionic bond forms when electrons pass from a metal to a non-metal; a covalent bond when two non-metals share electrons.',
          ),
        ),
      ],
      n,
    ),
  group: (n, l) => ({
    type: 'group',
    prompt: bi(
      l,
      'عند التحليل الكهربي للماء المحمض يتصاعد غاز عند المهبط وغاز آخر عند المصعد، وحجم الأول ضعف حجم الثاني.',
      'When acidified water is electrolysed, one gas rises at the cathode and another at the anode, the first twice the volume of the second.',
    ),
    points: 6,
    parts: [
      {
        type: 'choose',
        prompt: bi(l, 'الغاز المتصاعد عند المهبط هو:', 'The gas at the cathode is:'),
        image: null,
        options: options(
          bi(l, 'الهيدروجين', 'Hydrogen'),
          [bi(l, 'الأكسجين', 'Oxygen'), bi(l, 'الكلور', 'Chlorine'), bi(l, 'النيتروجين', 'Nitrogen')],
          n,
        ),
      },
      {
        type: 'complete',
        prompt: bi(l, 'الصيغة الكيميائية للماء ___.', 'The formula of water is ___.'),
        blanks: [['H2O', 'H₂O']],
      },
      {
        type: 'true_false',
        prompt: bi(l, 'يتصاعد الأكسجين عند المصعد.', 'Oxygen rises at the anode.'),
        correct: true,
      },
    ],
  }),
  voice: (n, l) => {
    const [en, ar] = pickFrom(elements, n + 3);
    return voice(
      bi(
        l,
        `سجّل إجابتك: اذكر ثلاث خواص لعنصر ${ar} واستخدامًا له.`,
        `Record your answer: give three properties of ${en} and one use of it.`,
      ),
    );
  },
};

/** [English quantity, Arabic quantity, SI unit]. */
const quantities: [string, string, string][] = [
  ['force', 'القوة', 'newton'],
  ['energy', 'الطاقة', 'joule'],
  ['power', 'القدرة', 'watt'],
  ['electric current', 'شدة التيار الكهربي', 'ampere'],
  ['potential difference', 'فرق الجهد', 'volt'],
  ['resistance', 'المقاومة', 'ohm'],
  ['frequency', 'التردد', 'hertz'],
  ['pressure', 'الضغط', 'pascal'],
];
const unitAr: Record<string, string> = {
  newton: 'نيوتن',
  joule: 'جول',
  watt: 'وات',
  ampere: 'أمبير',
  volt: 'فولت',
  ohm: 'أوم',
  hertz: 'هيرتز',
  pascal: 'باسكال',
};

const physics: Pool = {
  choose: (n, l) => {
    const [en, ar, unit] = pickFrom(quantities, n);
    const name = (u: string) => bi(l, unitAr[u]!, u);
    const others = [1, 2, 3].map((k) => name(pickFrom(quantities, n + k * 2)[2]));
    return choose(bi(l, `وحدة قياس ${ar} في النظام الدولي هي:`, `The SI unit of ${en} is the:`), name(unit), others, n);
  },
  complete: (n, l) => {
    const v = 10 + (n % 9) * 5;
    const t = 2 + (n % 4);
    return complete(
      bi(
        l,
        `سيارة تقطع ${digits(l, v * t)} مترًا في ${digits(l, t)} ثوانٍ، فسرعتها ___ م/ث.`,
        `A car covers ${v * t} m in ${t} s, so its speed is ___ m/s.`,
      ),
      [[String(v)]],
    );
  },
  true_false: (n, l) =>
    pickFrom(
      [
        trueFalse(bi(l, 'ينتقل الصوت في الفراغ.', 'Sound travels through a vacuum.'), false),
        trueFalse(
          bi(l, 'سرعة الضوء في الفراغ نحو ٣ × ١٠^٨ م/ث.', 'Light travels at about 3 × 10^8 m/s in a vacuum.'),
          true,
        ),
        trueFalse(bi(l, 'تزداد مقاومة السلك بزيادة طوله.', 'A longer wire has a greater resistance.'), true),
      ],
      n,
    ),
  paragraph: (n, l) =>
    paragraph(
      bi(
        l,
        'اشرح قانون نيوتن الأول مع مثال من الحياة اليومية.',
        'State Newton’s first law and give an everyday example.',
      ),
      bi(
        l,
        'يظل الجسم على حالته من سكون أو حركة منتظمة ما لم تؤثر عليه قوة محصلة؛ مثل اندفاع الركاب للأمام عند توقف الحافلة فجأة.',
        'A body stays at rest or in uniform motion unless a net force acts on it; passengers lurch forward when a bus stops suddenly.',
      ),
    ),
  group: (n, l) => {
    const r = 4 + (n % 5) * 2;
    const i = 2 + (n % 3);
    return {
      type: 'group',
      prompt: bi(
        l,
        `مقاومة قيمتها ${digits(l, r)} أوم يمر بها تيار شدته ${digits(l, i)} أمبير.`,
        `A ${r} Ω resistor carries a current of ${i} A.`,
      ),
      points: 4,
      parts: [
        {
          type: 'complete',
          prompt: bi(l, 'فرق الجهد بين طرفيها = ___ فولت', 'The potential difference across it is ___ V.'),
          blanks: [[String(r * i)]],
        },
        {
          type: 'true_false',
          prompt: bi(l, 'إذا تضاعف التيار تضاعف فرق الجهد.', 'Doubling the current doubles the potential difference.'),
          correct: true,
        },
      ],
    };
  },
  voice: (_, l) =>
    voice(
      bi(
        l,
        'استمع إلى التسجيل ثم اشرح ما يحدث لشدة الصوت مع زيادة المسافة.',
        'Listen, then explain what happens to loudness as the distance grows.',
      ),
    ),
};

/** [English organelle, Arabic organelle, English job, Arabic job]. */
const organelles: [string, string, string, string][] = [
  ['mitochondrion', 'الميتوكوندريا', 'releases energy', 'إنتاج الطاقة'],
  ['ribosome', 'الريبوسوم', 'makes proteins', 'بناء البروتين'],
  ['nucleus', 'النواة', 'controls the cell', 'التحكم في أنشطة الخلية'],
  ['chloroplast', 'البلاستيدة الخضراء', 'carries out photosynthesis', 'البناء الضوئي'],
  ['cell membrane', 'الغشاء الخلوي', 'controls what enters and leaves', 'التحكم في دخول المواد وخروجها'],
  ['vacuole', 'الفجوة العصارية', 'stores water and salts', 'تخزين الماء والأملاح'],
];

const biology: Pool = {
  choose: (n, l) => {
    const [en, ar, jobEn, jobAr] = pickFrom(organelles, n);
    const others = [1, 2, 3].map((k) => {
      const o = pickFrom(organelles, n + k);
      return bi(l, o[1], o[0]);
    });
    return choose(
      bi(l, `العضية المسئولة عن ${jobAr}:`, `The organelle that ${jobEn} is the:`),
      bi(l, ar, en),
      others,
      n,
    );
  },
  complete: (n, l) => {
    const [en, ar, jobEn, jobAr] = pickFrom(organelles, n + 2);
    return complete(bi(l, `وظيفة ${ar} هي ___.`, `The ${en} ___.`), [[bi(l, jobAr, jobEn)]]);
  },
  true_false: (n, l) => {
    const [en, ar] = pickFrom(organelles, n + 3);
    const plantOnly = en === 'chloroplast';
    return trueFalse(bi(l, `توجد ${ar} في الخلايا الحيوانية.`, `Animal cells have a ${en}.`), !plantOnly);
  },
  paragraph: (n, l) =>
    paragraph(
      bi(l, 'قارن بين الخلية النباتية والخلية الحيوانية.', 'Compare a plant cell with an animal cell.'),
      bi(
        l,
        'للخلية النباتية جدار خلوي وبلاستيدات خضراء وفجوة كبيرة، ولا توجد في الحيوانية.',
        'A plant cell has a cell wall, chloroplasts and a large vacuole; an animal cell has none of them.',
      ),
    ),
  group: (n, l) => ({
    type: 'group',
    prompt: bi(
      l,
      'تتحكم الجينات في صفات الكائن الحي، وتنتقل من الآباء إلى الأبناء عبر الكروموسومات.',
      'Genes control an organism’s traits and pass from parents to children on chromosomes.',
    ),
    points: 4,
    parts: [
      {
        type: 'complete',
        prompt: bi(l, 'عدد الكروموسومات في الخلية الجسدية للإنسان ___.', 'A human body cell has ___ chromosomes.'),
        blanks: [['46']],
      },
      { type: 'true_false', prompt: bi(l, 'تحمل الكروموسومات الجينات.', 'Chromosomes carry genes.'), correct: true },
    ],
  }),
  voice: (n, l) => {
    const [en, ar] = pickFrom(organelles, n + 1);
    return voice(
      bi(l, `سجّل شرحًا قصيرًا لتركيب ${ar} ووظيفتها.`, `Record a short explanation of the ${en} and its job.`),
    );
  },
};

/** [word, its role, the sentence]. */
const parsing: [string, string, string][] = [
  ['العلمُ', 'مبتدأ مرفوع', 'العلمُ نورٌ'],
  ['نورٌ', 'خبر مرفوع', 'العلمُ نورٌ'],
  ['الطالبُ', 'فاعل مرفوع', 'نجحَ الطالبُ'],
  ['الدرسَ', 'مفعول به منصوب', 'كتبَ التلميذُ الدرسَ'],
  ['مسرعًا', 'حال منصوبة', 'جاءَ الولدُ مسرعًا'],
  ['المدرسةِ', 'اسم مجرور', 'ذهبتُ إلى المدرسةِ'],
];
const roles = ['مبتدأ مرفوع', 'خبر مرفوع', 'فاعل مرفوع', 'مفعول به منصوب', 'حال منصوبة', 'اسم مجرور'];
const plurals: [string, string[]][] = [
  ['كتاب', ['كتب']],
  ['قلم', ['أقلام']],
  ['مدرسة', ['مدارس']],
  ['طالب', ['طلاب', 'طلبة']],
  ['شجرة', ['أشجار', 'شجر']],
  ['بحر', ['بحار', 'أبحر']],
];

const arabic: Pool = {
  choose: (n) => {
    const [word, role, sentence] = pickFrom(parsing, n);
    return choose(`ما إعراب كلمة (${word}) في جملة: «${sentence}»؟`, role, roles, n);
  },
  complete: (n) => {
    const [word, answers] = pickFrom(plurals, n);
    return complete(`جمع كلمة (${word}) هو ___.`, [answers], 1);
  },
  true_false: (n) =>
    pickFrom(
      [
        trueFalse('الفاعل اسم مرفوع دائمًا.', true),
        trueFalse('المفعول به اسم مجرور.', false),
        trueFalse('«كان» فعل ناسخ يرفع المبتدأ وينصب الخبر.', true),
        trueFalse('حروف الجر تنصب الاسم الذي بعدها.', false),
      ],
      n,
    ),
  paragraph: (n) =>
    pickFrom(
      [
        paragraph(
          'اكتب فقرة من خمسة أسطر عن فضل القراءة، مستخدمًا جملة اسمية وجملة فعلية.',
          'تتضمن الفقرة جملة اسمية مثل «القراءةُ غذاءُ العقل» وجملة فعلية مثل «تفتحُ القراءةُ آفاقًا جديدة».',
        ),
        paragraph(
          'بيّن الصورة البلاغية في قول الشاعر: «العلمُ نورٌ»، واشرح جمالها.',
          'تشبيه بليغ: شبّه العلم بالنور بحذف الأداة ووجه الشبه، وسر جماله الإيجاز والتوضيح.',
        ),
      ],
      n,
    ),
  group: () => ({
    type: 'group',
    prompt: 'اقرأ ثم أجب: «أقبلَ الربيعُ فاخضرّت الحقولُ، وتفتحت الأزهارُ، وغرّدت الطيورُ فرحةً بالدفء».',
    points: 6,
    parts: [
      {
        type: 'choose',
        prompt: 'إعراب كلمة (الربيعُ):',
        image: null,
        options: options('فاعل مرفوع', ['مبتدأ مرفوع', 'مفعول به منصوب', 'خبر مرفوع'], 1),
      },
      { type: 'complete', prompt: 'مفرد كلمة (الأزهار) ___.', blanks: [['زهرة', 'زهر']] },
      {
        type: 'paragraph',
        prompt: 'استخرج من القطعة حالًا واذكر علامة نصبها.',
        model_answer: '«فرحةً»: حال منصوبة وعلامة نصبها الفتحة.',
      },
    ],
  }),
  voice: () => voice('اقرأ البيت التالي قراءة صحيحة مضبوطة بالشكل، وسجّل قراءتك: «العلمُ يرفعُ بيتًا لا عمادَ له».'),
};

const verbs: [string, string][] = [
  ['go', 'went'],
  ['write', 'wrote'],
  ['take', 'took'],
  ['see', 'saw'],
  ['begin', 'began'],
  ['buy', 'bought'],
];
const synonyms: [string, string, string[]][] = [
  ['big', 'large', ['tiny', 'quick', 'thin']],
  ['quick', 'fast', ['slow', 'heavy', 'late']],
  ['happy', 'glad', ['sad', 'angry', 'tired']],
  ['begin', 'start', ['finish', 'stop', 'leave']],
  ['difficult', 'hard', ['easy', 'soft', 'simple']],
];

const english: Pool = {
  choose: (n) => {
    const [word, same, others] = pickFrom(synonyms, n);
    return choose(`Choose the word closest in meaning to “${word}”.`, same, others, n);
  },
  complete: (n) => {
    const [verb, past] = pickFrom(verbs, n);
    return complete(`Yesterday I ___ (${verb}) to school early.`, [[past]]);
  },
  true_false: (n) =>
    pickFrom(
      [
        trueFalse('“Children” is the plural of “child”.', true),
        trueFalse('“She don’t like tea” is correct English.', false),
        trueFalse('We use “an” before a word that starts with a vowel sound.', true),
      ],
      n,
    ),
  paragraph: () =>
    paragraph(
      'Write an email of about 80 words to a friend describing your last holiday.',
      'A greeting, where and when the holiday was, two or three things done, a feeling, and a closing line.',
    ),
  group: () => ({
    type: 'group',
    prompt:
      'Read: “Nadia lives in Alexandria. Every morning she walks along the Corniche before school, and on Fridays she visits her grandmother in Tanta.”',
    points: 4,
    parts: [
      {
        type: 'choose',
        prompt: 'Where does Nadia live?',
        image: null,
        options: options('Alexandria', ['Tanta', 'Cairo', 'Aswan'], 2),
      },
      { type: 'true_false', prompt: 'Nadia visits her grandmother on Fridays.', correct: true },
    ],
  }),
  voice: () => voice('Listen to the recording and repeat the sentence, then answer the question it asks.'),
};

/** [English country, Arabic country, English capital, Arabic capital]. */
const capitals: [string, string, string, string][] = [
  ['Egypt', 'مصر', 'Cairo', 'القاهرة'],
  ['Saudi Arabia', 'السعودية', 'Riyadh', 'الرياض'],
  ['Morocco', 'المغرب', 'Rabat', 'الرباط'],
  ['Jordan', 'الأردن', 'Amman', 'عمّان'],
  ['Sudan', 'السودان', 'Khartoum', 'الخرطوم'],
  ['Tunisia', 'تونس', 'Tunis', 'تونس'],
  ['France', 'فرنسا', 'Paris', 'باريس'],
];

const general: Pool = {
  choose: (n, l) => {
    const [en, ar, capEn, capAr] = pickFrom(capitals, n);
    const others = [1, 2, 3].map((k) => {
      const c = pickFrom(capitals, n + k);
      return bi(l, c[3], c[2]);
    });
    return choose(bi(l, `ما عاصمة ${ar}؟`, `What is the capital of ${en}?`), bi(l, capAr, capEn), others, n);
  },
  complete: (n, l) => {
    const [en, ar, capEn, capAr] = pickFrom(capitals, n + 3);
    return complete(bi(l, `عاصمة ${ar} هي ___.`, `The capital of ${en} is ___.`), [[bi(l, capAr, capEn), capEn]], 1);
  },
  true_false: (n, l) =>
    pickFrom(
      [
        trueFalse(bi(l, 'نهر النيل أطول أنهار أفريقيا.', 'The Nile is the longest river in Africa.'), true),
        trueFalse(bi(l, 'افتُتحت قناة السويس عام ١٨٦٩.', 'The Suez Canal opened in 1869.'), true),
        trueFalse(bi(l, 'تقع الأهرامات في محافظة أسوان.', 'The pyramids stand in Aswan.'), false),
      ],
      n,
    ),
  paragraph: (_, l) =>
    paragraph(
      bi(l, 'اكتب عن أهمية نهر النيل لمصر.', 'Write about what the Nile means to Egypt.'),
      bi(
        l,
        'مصدر الماء للشرب والزراعة، وطريق للنقل، وعليه قامت الحضارة المصرية القديمة.',
        'Water for drinking and farming, a route for transport, and the river the ancient civilisation grew along.',
      ),
    ),
  group: (_, l) => ({
    type: 'group',
    prompt: bi(
      l,
      'بُني السد العالي في أسوان في ستينيات القرن العشرين، فحمى مصر من الفيضانات ووفر الكهرباء.',
      'The High Dam at Aswan was built in the 1960s; it protects Egypt from floods and gives it electricity.',
    ),
    points: 4,
    parts: [
      {
        type: 'complete',
        prompt: bi(l, 'يقع السد العالي في مدينة ___.', 'The High Dam is in ___.'),
        blanks: [['أسوان', 'Aswan']],
      },
      {
        type: 'true_false',
        prompt: bi(l, 'يولد السد العالي الكهرباء.', 'The High Dam makes electricity.'),
        correct: true,
      },
    ],
  }),
  voice: (_, l) =>
    voice(bi(l, 'سجّل وصفًا قصيرًا لمعلم أثري زرته.', 'Record a short description of a monument you have visited.')),
};

const pools: Record<string, Pool> = {
  MATH: math,
  PMATH: math,
  AMATH: math,
  CHEM: chemistry,
  SCI: chemistry,
  PHY: physics,
  BIO: biology,
  GEOL: biology,
  ARB: arabic,
  ENG: english,
};

/** What a bank holds, in order: mostly choose, then complete and true/false, a few of the rest. */
const plan: (keyof Pool)[] = [
  'choose',
  'complete',
  'true_false',
  'choose',
  'paragraph',
  'group',
  'choose',
  'voice',
  'complete',
  'true_false',
  'choose',
  'group',
  'complete',
  'true_false',
];

/**
 * A short WAV (8 kHz, 16-bit, mono): three rising tones, a different first
 * one each time, so every voice question has a recording of its own.
 */
export function demoWav(seed: number, seconds = 1.2): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  const base = 330 + (seed % 6) * 55;
  for (let i = 0; i < samples; i += 1) {
    const note = Math.min(2, Math.floor((i / samples) * 3));
    const freq = base * [1, 1.25, 1.5][note]!;
    const fade = Math.min(1, (samples - i) / 400, i / 400);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * freq * i) / rate) * 9000 * fade), i * 2);
  }
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16); // PCM format chunk
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

async function storeRecording(
  db: Kysely<Database>,
  storage: Storage,
  id: number,
  owner: number,
  n: number,
  at: string,
) {
  const wav = demoWav(n);
  const stored = await storage.put(Readable.from([wav]), { extension: 'wav' });
  await insertUpload(db, {
    name: stored.name,
    kind: 'audio',
    content_type: 'audio/wav',
    size: stored.size,
    user_id: owner,
    api_key_id: null,
    created_at: at,
    owner_entity: QUESTION_FILES,
    owner_id: id,
  });
  return stored.name;
}

interface DemoBank {
  bank: Omit<Bank, 'unit_id' | 'lesson_id'>;
  code: string;
  lessons: { unit_id: number; lesson_id: number }[];
  units: number[];
}

/** The demo curricula and courses, each with its subject's code and, for a curriculum, its units and lessons. */
async function demoBanks(db: Kysely<Database>): Promise<DemoBank[]> {
  const curricula = await db
    .selectFrom('curricula')
    .innerJoin('subjects', 'subjects.id', 'curricula.subject_id')
    .select(['curricula.id', 'curricula.teacher_id', 'subjects.code'])
    .orderBy('curricula.id')
    .execute();
  const lessons = await db.selectFrom('lessons').select(['id', 'unit_id', 'curriculum_id']).orderBy('id').execute();
  const banks: DemoBank[] = curricula.map((c) => {
    const own = lessons.filter((l) => l.curriculum_id === c.id);
    return {
      bank: { teacher_id: c.teacher_id, course_id: null, curriculum_id: c.id },
      code: c.code,
      lessons: own.map((l) => ({ unit_id: l.unit_id, lesson_id: l.id })),
      units: [...new Set(own.map((l) => l.unit_id))],
    };
  });
  const courses = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.id', 'courses.teacher_id', 'subjects.code'])
    .orderBy('courses.id')
    .execute();
  for (const c of courses) {
    banks.push({
      bank: { teacher_id: c.teacher_id, course_id: c.id, curriculum_id: null },
      code: c.code,
      lessons: [],
      units: [],
    });
  }
  return banks;
}

/**
 * Fourteen questions a bank, for every demo curriculum and course: a third
 * unfiled, a third filed under a unit, a third under a lesson. Each is
 * checked by the contract before it is written, through the service's own
 * row (so its search text is made in one place).
 */
export async function seedQuestions(db: Kysely<Database>, { storage }: SeedContext): Promise<void> {
  const now = Date.now();
  let recording = 0;
  for (const [b, demo] of (await demoBanks(db)).entries()) {
    const pool = pools[demo.code] ?? general;
    const lang: Lang = demo.code === 'ARB' ? 'ar' : demo.code === 'ENG' ? 'en' : b % 2 ? 'en' : 'ar';
    const rows = [];
    const voices: { question: QuestionContent; bank: Bank; at: string }[] = [];
    for (const [i, type] of plan.entries()) {
      const draft = pool[type](b * 7 + i, lang);
      const question = questionContentSchema.parse(draft);
      const filed = i % 3;
      const lesson = demo.lessons.length ? pickFrom(demo.lessons, i + b) : null;
      const unit = demo.units.length ? pickFrom(demo.units, i + b) : null;
      const bank: Bank = {
        ...demo.bank,
        unit_id: filed === 1 ? unit : filed === 2 ? (lesson?.unit_id ?? null) : null,
        lesson_id: filed === 2 ? (lesson?.lesson_id ?? null) : null,
      };
      const at = new Date(now - (b * plan.length + (plan.length - i)) * 3_600_000).toISOString();
      if (type === 'voice' && storage) voices.push({ question, bank, at });
      else rows.push(questionRow(bank, question, at));
    }
    await insertQuestions(db, rows);
    for (const { question, bank, at } of voices) {
      const id = await insertQuestion(db, questionRow(bank, question, at));
      recording += 1;
      const audio = await storeRecording(db, storage!, id, bank.teacher_id, recording, at);
      // Heard and answered by speaking: the recording is the question's.
      const withAudio = questionContentSchema.parse({ ...question, audio });
      await db
        .updateTable('questions')
        .set(questionRow(bank, withAudio, at))
        .where('id', '=', id)
        .execute();
    }
  }
}

export const seed: Seed = { after: ['curricula', 'courses'], run: seedQuestions };
