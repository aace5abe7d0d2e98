import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteStage = (id: number) => http<void>(`/stages/${id}`, { method: 'DELETE' });

export function useDeleteStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStage,
    onSuccess: () => client.invalidateQueries({ queryKey: ['stages'] }),
  });
}
