import type { Stage, StageCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateStage = ({ id, ...body }: Partial<StageCreate> & { id: number }) =>
  http<Stage>(`/stages/${id}`, { method: 'PATCH', body });

export function useUpdateStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStage,
    onSuccess: () => client.invalidateQueries({ queryKey: ['stages'] }),
  });
}
