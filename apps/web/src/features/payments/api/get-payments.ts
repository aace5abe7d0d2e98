import { paymentsResource } from '@dashboard/contracts';
import { defineResource } from '../../../lib/resource';

/** `/payments`: the report's list and export, read only; a subscription added or renewed anywhere makes it stale. */
export const payments = defineResource(paymentsResource);
