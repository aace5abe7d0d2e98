import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteSubject = (id: number) => http<void>(`/subjects/${id}`, { method: 'DELETE' });

export function useDeleteSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: async () => {
      // The deleted subject's page is being left: mark it stale without asking for it again.
      await client.invalidateQueries({ queryKey: ['subjects', 'detail'], refetchType: 'none' });
      await client.invalidateQueries({ queryKey: ['subjects', 'list'] });
    },
  });
}
