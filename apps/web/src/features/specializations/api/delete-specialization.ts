import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteSpecialization = (id: number) => http<void>(`/specializations/${id}`, { method: 'DELETE' });

export function useDeleteSpecialization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialization,
    onSuccess: () =>
      Promise.all(['specializations', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
