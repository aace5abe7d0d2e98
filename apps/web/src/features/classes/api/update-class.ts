import type { Class, ClassUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateClass = ({ id, ...body }: ClassUpdate & { id: number }) =>
  http<Class>(`/classes/${id}`, { method: 'PATCH', body });

export function useUpdateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateClass,
    // Systems and specializations show their class's name.
    onSuccess: () =>
      Promise.all(
        ['classes', 'stages', 'systems', 'specializations'].map((k) => client.invalidateQueries({ queryKey: [k] })),
      ),
  });
}
