import type { Profile, ProfileUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getProfileQueryOptions } from './get-profile';

export const updateProfile = (body: ProfileUpdate) => http<Profile>('/profile', { method: 'PATCH', body });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      client.setQueryData(getProfileQueryOptions().queryKey, saved);
      // The session's user (`['profile', token]`) feeds the top bar: its name and photo follow at once.
      await client.invalidateQueries({
        queryKey: ['profile'],
        predicate: (q) => q.queryKey[1] !== getProfileQueryOptions().queryKey[1],
      });
    },
  });
}
