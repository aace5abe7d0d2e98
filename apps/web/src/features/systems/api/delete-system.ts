import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteSystem = (id: number) => http<void>(`/systems/${id}`, { method: 'DELETE' });

export function useDeleteSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => Promise.all(['systems', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
