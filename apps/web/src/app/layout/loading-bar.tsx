import { constants } from '@dashboard/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingBar } from '../../lib/loading-bar';

/**
 * The top progress bar: creeps towards 90 % over the spec's 5 s while work
 * runs, fills to 100 % when it is done, turns red when a request failed.
 */
export function LoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.get, loadingBar.get);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (state.phase !== 'running') return;
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'done' && state.phase !== 'failed') return;
    // A failure stays on screen a little longer than a success, so it is seen.
    const timer = setTimeout(() => loadingBar.reset(), state.phase === 'failed' ? 1500 : 400);
    return () => clearTimeout(timer);
  }, [state]);

  if (state.phase === 'idle') return null;
  const percent =
    state.phase === 'running'
      ? Math.max(5, Math.min(90, ((now - state.startedAt) / constants.loadingBarDurationMs) * 90))
      : 100;
  return (
    <div
      className={`loading-bar${state.phase === 'failed' ? ' loading-bar-failed' : ''}`}
      style={{ width: `${percent}%` }}
      aria-hidden="true"
      data-phase={state.phase}
    />
  );
}
