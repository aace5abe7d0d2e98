import type { Generated } from 'kysely';
import type { WalletMoveKind } from '@dashboard/contracts';

/** One row of a student's wallet ledger: append-only (migration 2026-11-26-02's triggers refuse any change). */
export interface WalletMovesTable {
  id: Generated<number>;
  student_id: number;
  /** Piastres: above 0 a credit, below 0 a debit. */
  amount: number;
  /** The student's balance just after this move. */
  balance_after: number;
  kind: WalletMoveKind;
  reason: string | null;
  actor_kind: 'user' | 'key';
  actor_id: number;
  actor_name: string;
  created_at: string;
}

declare module '../../db/types.js' {
  interface Database {
    wallet_moves: WalletMovesTable;
  }
  interface StudentsTable {
    /** 0/1: may comment and post in discussion groups. */
    can_comment: Generated<number>;
    /** Piastres, never below 0: changed only with a ledger row (`wallet.service.ts`). */
    wallet_balance: Generated<number>;
  }
}
