import { stagesResource } from '@dashboard/contracts';
import { defineResource } from '../lib/resource';

/** The stages' resource, the kit's list of it in the components' tests. */
export const stages = defineResource(stagesResource);

/** A stage as the API lists it. */
export const stage = {
  id: 4,
  name_ar: 'المرحلة',
  name_en: 'Stage X',
  code: 'X',
  sort_order: 1,
  class_count: 2,
  created_at: '2026-01-01T00:00:00Z',
};
