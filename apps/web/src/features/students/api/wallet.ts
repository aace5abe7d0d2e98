import { studentsResource, type Wallet, type WalletMove, type WalletMoveCreate } from '@dashboard/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { defineResource } from '../../../lib/resource';

const students = defineResource(studentsResource);

/** Moves of the ledger a page asks for: "show older moves" asks for as many again. */
export const WALLET_PAGE_SIZE = 10;

/**
 * A student's wallet, newest moves first, a page at a time by keyset (`after`
 * the last page's `nextCursor`). Its key is under the students' (`['students',
 * 'wallet', id]`), so every change to a student (a move, an edit) refreshes it.
 */
export const walletQuery = (studentId: number) =>
  infiniteQueryOptions({
    queryKey: students.keys.sub('wallet', String(studentId)),
    queryFn: ({ pageParam, signal }) =>
      http<Wallet>(`/students/${studentId}/wallet`, {
        query: { pageSize: WALLET_PAGE_SIZE, after: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useWallet = (studentId: number) => useInfiniteQuery(walletQuery(studentId));

/**
 * An admin's manual credit or debit (`POST /students/:id/wallet`, with its
 * `Idempotency-Key`). On success the students' queries (the list's balances,
 * the profile, the wallet) and the audit log's are asked again.
 */
export function useMoveWallet(studentId: number) {
  return students.useAction(({ body, key }: { body: WalletMoveCreate; key: string }) =>
    http<WalletMove>(`/students/${studentId}/wallet`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    }),
  );
}
