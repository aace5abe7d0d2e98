import { codesResource, type CodeBatch, type CodeBatchCreate } from '@dashboard/contracts';
import { http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const codes = defineResource(codesResource);

/**
 * `POST /codes` with the form's `Idempotency-Key` (the key `GET
 * /codes/progress` is asked with): a batch of wallet codes. On success the
 * codes' queries are asked again.
 */
export const useCreateCodeBatch = () =>
  codes.useAction(({ body, key }: { body: CodeBatchCreate; key: string }) =>
    http<CodeBatch>('/codes', { method: 'POST', body, headers: { 'idempotency-key': key } }),
  );
