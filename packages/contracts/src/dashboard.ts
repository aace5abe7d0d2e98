import { z } from './zod-setup.js';

/** `GET /api/v1/dashboard/stats`: the figures an admin's home page shows, each linking to the list behind it. */
export const dashboardStatsSchema = z
  .object({
    /** Academic stages. */
    stages: z.number().int(),
    /** Classes (academic years), over all stages. */
    classes: z.number().int(),
    subjects: z.number().int(),
    /** Users with the teacher role, active or not. */
    teachers: z.number().int(),
    /** Users with the support-agent role, active or not. */
    support_agents: z.number().int(),
    /** Subscriptions not deleted whose status is active today (docs/subscriptions.md). */
    active_subscriptions: z.number().int(),
    /** Piastres paid this calendar month, in Cairo, up to today. */
    revenue_this_month: z.number().int(),
    /** Piastres paid last calendar month, in Cairo. */
    revenue_last_month: z.number().int(),
    /** Students registered in the last seven days, today included. */
    new_students_this_week: z.number().int(),
    /** Piastres paid each of the last 30 days, oldest first, today last (0 where nothing was paid). */
    revenue_by_day: z.array(z.object({ day: z.iso.date(), paid: z.number().int() })),
  })
  .meta({
    id: 'DashboardStats',
    description: "The counts of an admin's home page.",
    examples: [
      {
        stages: 3,
        classes: 12,
        subjects: 40,
        teachers: 25,
        support_agents: 4,
        active_subscriptions: 1_250,
        revenue_this_month: 18_450_000,
        revenue_last_month: 21_300_000,
        new_students_this_week: 86,
        revenue_by_day: [
          { day: '2026-11-25', paid: 640_000 },
          { day: '2026-11-26', paid: 415_000 },
        ],
      },
    ],
  });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
