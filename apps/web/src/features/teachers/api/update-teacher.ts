import type { Teacher, TeacherUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateTeacher = ({ id, ...body }: TeacherUpdate & { id: number }) =>
  http<Teacher>(`/teachers/${id}`, { method: 'PATCH', body });

export function useUpdateTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTeacher,
    onSuccess: () => client.invalidateQueries({ queryKey: ['teachers'] }),
  });
}
