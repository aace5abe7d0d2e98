import type { System, SystemCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createSystem = (body: SystemCreate) => http<System>('/systems', { method: 'POST', body });

export function useCreateSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSystem,
    // A class's system count changes too.
    onSuccess: () => Promise.all(['systems', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
