import {
  codeGroupsResource,
  type Code,
  type CodeBatch,
  type CodeGroup,
  type CodeGroupCreate,
} from '@dashboard/contracts';
import { http } from '../../../lib/http';
import { defineResource, type ResourceOptions } from '../../../lib/resource';

export const codeGroups = defineResource(codeGroupsResource);

/**
 * `POST /code-groups` with the form's `Idempotency-Key` (the key `GET
 * /codes/progress` is asked with): a group and its first codes.
 */
export const useCreateCodeGroup = () =>
  codeGroups.useAction(({ body, key }: { body: CodeGroupCreate; key: string }) =>
    http<CodeGroup>('/code-groups', { method: 'POST', body, headers: { 'idempotency-key': key } }),
  );

/** `POST /code-groups/:id/codes` with the form's `Idempotency-Key`: more codes for the group. */
export const useAddGroupCodes = (groupId: number | string) =>
  codeGroups.useAction(({ count, key }: { count: number; key: string }) =>
    http<CodeBatch>(`/code-groups/${groupId}/codes`, {
      method: 'POST',
      body: { count },
      headers: { 'idempotency-key': key },
    }),
  );

const groupCodes = new Map<string, ResourceOptions<Code, never, never>>();

/**
 * A group's codes (`/code-groups/:id/codes`, its export beside it), as a
 * resource of its own, one a group: its reads go stale with every change to
 * the codes (a redemption), the groups (codes added) and the students (a
 * name), as the codes' own list does.
 */
export function groupCodesResource(groupId: string) {
  let options = groupCodes.get(groupId);
  if (!options) {
    options = { path: `code-groups/${groupId}/codes`, dependsOn: ['codes', 'code-groups', 'students'] };
    groupCodes.set(groupId, options);
  }
  return defineResource(options);
}
