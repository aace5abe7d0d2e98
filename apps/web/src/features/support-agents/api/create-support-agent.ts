import type { SupportAgent, SupportAgentCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createSupportAgent = (body: SupportAgentCreate) =>
  http<SupportAgent>('/support-agents', { method: 'POST', body });

export function useCreateSupportAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSupportAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['support-agents'] }),
  });
}
