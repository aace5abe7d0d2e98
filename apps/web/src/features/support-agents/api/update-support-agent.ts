import type { SupportAgent, SupportAgentUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Changes an agent; `{ active: false }` disables him or her (the server ends the agent's sessions). */
export const updateSupportAgent = ({ id, ...body }: SupportAgentUpdate & { id: number }) =>
  http<SupportAgent>(`/support-agents/${id}`, { method: 'PATCH', body });

export function useUpdateSupportAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSupportAgent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['support-agents'] }),
  });
}
