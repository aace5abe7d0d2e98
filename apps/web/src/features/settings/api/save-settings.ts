import type { Settings } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { getSettingsQueryOptions } from './get-settings';

/** Saves the whole settings object; the server stores every part together. */
export const saveSettings = (body: Settings) => http<Settings>('/settings', { method: 'PUT', body });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => client.setQueryData(getSettingsQueryOptions().queryKey, saved),
  });
}
