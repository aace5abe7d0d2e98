import type { Specialization, SpecializationCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createSpecialization = (body: SpecializationCreate) =>
  http<Specialization>('/specializations', { method: 'POST', body });

export function useCreateSpecialization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSpecialization,
    // A class's specialization count changes too.
    onSuccess: () =>
      Promise.all(['specializations', 'classes'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
