import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteTeacher = (id: number) => http<void>(`/teachers/${id}`, { method: 'DELETE' });

export function useDeleteTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () => client.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
