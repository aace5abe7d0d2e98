import { z } from './zod-setup.js';

/** `GET /api/v1/dashboard/stats`: the counts an admin's home page shows, each linking to its list. */
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
  })
  .meta({
    id: 'DashboardStats',
    description: "The counts of an admin's home page.",
    examples: [{ stages: 3, classes: 12, subjects: 40, teachers: 25, support_agents: 4 }],
  });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
