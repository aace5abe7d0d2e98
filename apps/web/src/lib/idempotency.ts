/**
 * A key for one intended money move (a wallet move, a subscription paid, a
 * renewal): made when its dialog opens, sent with every try of it as
 * `Idempotency-Key`, so a double click or a retry after a lost answer moves
 * the money once. `crypto.randomUUID` needs a secure context; a page served
 * over plain HTTP on the network falls back to 128 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
