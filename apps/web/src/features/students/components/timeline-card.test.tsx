import {
  formatDateTime,
  formatMoney,
  noTimelineFields,
  type Locale,
  type Timeline,
  type TimelineEvent,
} from '@dashboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderPage } from '../../../test/render';
import { TimelineCard } from './timeline-card';

const curriculum = { id: 3, name_ar: 'منهج الفيزياء', name_en: 'Physics' };
const admin = { kind: 'user' as const, id: 1, name: 'Mona Adel' };

/** A subscription deleted, restored and deleted again (the first before the history was kept), and two codes. */
const events: TimelineEvent[] = [
  {
    ...noTimelineFields,
    id: 'cancellation:12',
    kind: 'cancellation',
    at: '2026-11-20T10:45:00.000Z',
    subject: curriculum,
    subscription_id: 9,
    actor: admin,
  },
  {
    ...noTimelineFields,
    id: 'restoration:11',
    kind: 'restoration',
    at: '2026-11-19T08:30:00.000Z',
    subject: curriculum,
    subscription_id: 9,
    actor: admin,
  },
  {
    ...noTimelineFields,
    id: 'cancellation:4',
    kind: 'cancellation',
    at: '2026-11-02T07:05:00.000Z',
    subject: curriculum,
    subscription_id: 9,
  },
  {
    ...noTimelineFields,
    id: 'code:31',
    kind: 'code',
    at: '2026-10-30T12:00:00.000Z',
    amount: 10_001,
    note: '7KQM-X4PA-9HRT',
    code_kind: 'subscription',
    opened: [
      { subscription_id: 14, content: { id: 5, name_ar: 'كورس الكهرباء', name_en: 'Electricity' } },
      { subscription_id: 15, content: { id: 6, name_ar: 'كورس المغناطيسية', name_en: 'Magnetism' } },
    ],
    actor: { kind: 'key', id: 2, name: 'Student app' },
  },
  {
    ...noTimelineFields,
    id: 'code:30',
    kind: 'code',
    at: '2026-10-29T12:00:00.000Z',
    amount: 2_500,
    note: '2345-6789-ABCD',
    code_kind: 'wallet',
    actor: admin,
  },
];

/** Text with its spaces (no-break ones too: Intl's money has them) as plain ones. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

const { asked } = stubFetch(() => json({ items: events, nextCursor: null } satisfies Timeline));

describe.each<[Locale, Record<string, string>]>([
  [
    'en',
    {
      restoration: 'Subscription restored',
      cancellation: 'Subscription deleted',
      code: 'Code redeemed',
      by: 'by',
      byKey: 'by the API key',
      opened: 'Subscribed to Electricity, Magnetism',
      credited: 'Credited to the wallet',
      curriculum: 'Physics',
    },
  ],
  [
    'ar',
    {
      restoration: 'استعادة اشتراك',
      cancellation: 'حذف اشتراك',
      code: 'استخدام كود',
      by: 'بواسطة',
      byKey: 'بواسطة مفتاح الواجهة البرمجية',
      opened: 'اشتراك في كورس الكهرباء، كورس المغناطيسية',
      credited: 'أضيف إلى رصيد المحفظة',
      curriculum: 'منهج الفيزياء',
    },
  ],
])('a student’s timeline in %s', (locale, words) => {
  it('tells each deletion and restoration at its own time, by whom, and each code once with what it did', async () => {
    await renderPage(<TimelineCard studentId={7} />, { locale });
    const list = await screen.findByTestId('student-timeline');
    expect(asked('/students/7/timeline')).toHaveLength(1);
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(5);
    const text = lines.map((li) => spaced(li.textContent!));

    // Newest first, each at its own time in the user's format and digits.
    events.forEach((e, i) => expect(text[i]).toContain(spaced(formatDateTime(e.at, locale))));
    expect(within(lines[0]!).getByText(words.cancellation!)).toBeTruthy();
    expect(within(lines[1]!).getByText(words.restoration!)).toBeTruthy();
    expect(within(lines[2]!).getByText(words.cancellation!)).toBeTruthy();
    for (const line of text.slice(0, 3)) expect(line).toContain(words.curriculum);
    // Who: the staff member, the name left as written; a deletion from before the history names nobody.
    expect(text[0]).toContain(`${words.by} Mona Adel`);
    expect(within(lines[1]!).getByText('Mona Adel').getAttribute('lang')).toBe('en');
    expect(text[2]).not.toContain(words.by);

    // A subscription code: its price once, what it opened, the code left to right, the key that redeemed it.
    expect(within(lines[3]!).getByText(words.code!)).toBeTruthy();
    expect(text[3]).toContain(spaced(formatMoney(10_001, locale)));
    expect(text[3]).toContain(words.opened);
    expect(text[3]).toContain(`${words.byKey} Student app`);
    expect(within(lines[3]!).getByText('7KQM-X4PA-9HRT').getAttribute('dir')).toBe('ltr');
    // A wallet code: what it credited.
    expect(text[4]).toContain(spaced(formatMoney(2_500, locale)));
    expect(text[4]).toContain(words.credited);
    expect(text[4]).not.toContain(words.opened);
  });
});
