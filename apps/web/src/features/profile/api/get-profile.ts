import type { Profile } from '@dashboard/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getProfile = (signal?: AbortSignal) => http<Profile>('/profile', { signal });

/**
 * The signed-in user with the fields the profile form edits. Its key sits
 * under `['profile']`, beside the session's own `['profile', token]`.
 */
export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'details'], queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });

export const useProfile = () => useQuery(getProfileQueryOptions());
