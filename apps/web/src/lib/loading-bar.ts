import { constants } from '@dashboard/contracts';

export type LoadingState = { phase: 'idle' } | { phase: 'running'; startedAt: number } | { phase: 'done' | 'failed' };

let active = 0;
let failed = false;
let state: LoadingState = { phase: 'idle' };
let showTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: LoadingState) {
  state = next;
  listeners.forEach((l) => l());
}

/**
 * The top loading bar's state: a piece of work starts it, but it shows only
 * if the work lasts past the spec's 200 ms throttle; it finishes when all work
 * is done, and marks failure when any of it failed.
 */
export const loadingBar = {
  start() {
    active += 1;
    if (active > 1) return;
    failed = false;
    clearTimeout(showTimer);
    showTimer = setTimeout(() => set({ phase: 'running', startedAt: Date.now() }), constants.loadingBarThrottleMs);
  },
  finish(ok = true) {
    if (!ok) failed = true;
    active = Math.max(0, active - 1);
    if (active > 0) return;
    clearTimeout(showTimer);
    if (state.phase === 'running' || failed) set({ phase: failed ? 'failed' : 'done' });
  },
  reset() {
    set({ phase: 'idle' });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
};
