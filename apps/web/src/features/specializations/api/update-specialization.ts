import type { Specialization, SpecializationUpdate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const updateSpecialization = ({ id, ...body }: SpecializationUpdate & { id: number }) =>
  http<Specialization>(`/specializations/${id}`, { method: 'PATCH', body });

export function useUpdateSpecialization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSpecialization,
    onSuccess: () =>
      Promise.all(['specializations', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
