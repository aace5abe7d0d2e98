import { codesResource, type CodeRedeem, type CodeRedemption } from '@dashboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource, invalidateResource } from '../../../lib/resource';

const codes = defineResource(codesResource);

/**
 * `POST /codes/redeem` with the dialog's `Idempotency-Key`: an admin redeems
 * a code on a student's behalf. A code's use changes the codes (and the
 * groups' counts, which depend on them), the student's wallet (under
 * `students`) and, for a group's code, the subscriptions.
 */
export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CodeRedeem; key: string }) =>
      http<CodeRedemption>('/codes/redeem', { method: 'POST', body, headers: { 'idempotency-key': key } }),
    onSuccess: () =>
      Promise.all([
        invalidateResource(client, codes.path),
        invalidateResource(client, 'students'),
        invalidateResource(client, 'subscriptions'),
      ]),
  });
}
