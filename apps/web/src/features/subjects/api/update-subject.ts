import type { Subject, SubjectUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateSubject = ({ id, ...body }: SubjectUpdate & { id: number }) =>
  http<Subject>(`/subjects/${id}`, { method: 'PATCH', body });

export function useUpdateSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSubject,
    onSuccess: () => client.invalidateQueries({ queryKey: ['subjects'] }),
  });
}
