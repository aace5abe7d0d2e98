import type { Class, ClassCreate } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const createClass = (body: ClassCreate) => http<Class>('/classes', { method: 'POST', body });

export function useCreateClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    // A stage's class count changes too.
    onSuccess: () => Promise.all(['classes', 'stages'].map((k) => client.invalidateQueries({ queryKey: [k] }))),
  });
}
