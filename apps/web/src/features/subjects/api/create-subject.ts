import type { Subject, SubjectCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createSubject = (body: SubjectCreate) => http<Subject>('/subjects', { method: 'POST', body });

export function useCreateSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => client.invalidateQueries({ queryKey: ['subjects'] }),
  });
}
