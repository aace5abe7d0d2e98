import type { System, SystemUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateSystem = ({ id, ...body }: SystemUpdate & { id: number }) =>
  http<System>(`/systems/${id}`, { method: 'PATCH', body });

export function useUpdateSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSystem,
    onSuccess: () => Promise.all(['systems', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
