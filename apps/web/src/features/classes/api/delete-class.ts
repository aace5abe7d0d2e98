import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteClass = (id: number) => http<void>(`/classes/${id}`, { method: 'DELETE' });

export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () => Promise.all(['classes', 'stages'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
