import { addDays, daysFrom, startOfDay, type DashboardStats } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { cairoToday } from '../../lib/today.js';
import { activeSubscriptions, countEverything, newStudentsSince, paidByDay } from './dashboard.repository.js';

/** The first day of the month before `day`'s, and the last. */
function lastMonth(day: string): { from: string; to: string } {
  const to = addDays(`${day.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * An admin's home figures. The money comes from the payments' sums kept a
 * day (`payment_day_sums`, the platform's row a day): the months and the 30 days read a row a day.
 */
export async function getStats(db: Kysely<Database>): Promise<DashboardStats> {
  const today = cairoToday();
  const month = lastMonth(today);
  const monthStart = `${today.slice(0, 7)}-01`;
  const chartFrom = addDays(today, -29);
  const from = month.from < chartFrom ? month.from : chartFrom;
  const [row, active, newStudents, days] = await Promise.all([
    countEverything(db),
    activeSubscriptions(db, today),
    // Seven days, today included: from the start of the sixth day before today, in Cairo.
    newStudentsSince(db, startOfDay(addDays(today, -6))),
    paidByDay(db, from, today),
  ]);
  const paid = new Map(days.map((d) => [d.paid_on, Number(d.paid)]));
  const sum = (a: string, b: string) =>
    days.filter((d) => d.paid_on >= a && d.paid_on <= b).reduce((s, d) => s + Number(d.paid), 0);
  const revenue_by_day = daysFrom(chartFrom, today).map((day) => ({ day, paid: paid.get(day) ?? 0 }));
  return {
    stages: Number(row.stages ?? 0),
    classes: Number(row.classes ?? 0),
    subjects: Number(row.subjects ?? 0),
    teachers: Number(row.teachers ?? 0),
    support_agents: Number(row.support_agents ?? 0),
    active_subscriptions: active,
    revenue_this_month: sum(monthStart, today),
    revenue_last_month: sum(month.from, month.to),
    new_students_this_week: newStudents,
    revenue_by_day,
  };
}
