import type { Stage, StageCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createStage = (body: StageCreate) => http<Stage>('/stages', { method: 'POST', body });

export function useCreateStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStage,
    onSuccess: () => client.invalidateQueries({ queryKey: ['stages'] }),
  });
}
