import type { PasswordChange } from '@dashboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Changes the signed-in user's password; the server ends the user's other sessions, not this one. */
export const changePassword = (body: PasswordChange) => http<void>('/profile/password', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
