import type { Settings } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getSettings = (signal?: AbortSignal) => http<Settings>('/settings', { signal });

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(getSettingsQueryOptions());
