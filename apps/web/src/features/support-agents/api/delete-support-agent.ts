import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteSupportAgent = (id: number) => http<void>(`/support-agents/${id}`, { method: 'DELETE' });

export function useDeleteSupportAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSupportAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['support-agents'] }),
  });
}
