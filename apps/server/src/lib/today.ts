import { todayInCairo } from '@dashboard/contracts';

/**
 * Today in Cairo (YYYY-MM-DD), worked out at most once a second: a list's
 * rows and a long export each ask it for every row, and an Intl format
 * costs far more than a clock read. A row read across midnight may show the
 * state of a second ago.
 */
let known = { day: '', until: 0 };
export function cairoToday(now = Date.now()): string {
  if (now >= known.until) known = { day: todayInCairo(new Date(now)), until: now + 1000 };
  return known.day;
}
