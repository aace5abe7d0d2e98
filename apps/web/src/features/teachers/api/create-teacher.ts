import type { Teacher, TeacherCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createTeacher = (body: TeacherCreate) => http<Teacher>('/teachers', { method: 'POST', body });

export function useCreateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => client.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
