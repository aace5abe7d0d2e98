import type { DashboardStats } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getDashboardStats = (signal?: AbortSignal) => http<DashboardStats>('/dashboard/stats', { signal });

export const getDashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: ({ signal }) => getDashboardStats(signal), staleTime: 0 });

/** The admin's counts; off for other roles (the API refuses them). */
export const useDashboardStats = (enabled: boolean) => useQuery({ ...getDashboardStatsQueryOptions(), enabled });
