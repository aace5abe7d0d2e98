import { constants } from '@dashboard/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadingBar } from '../../lib/loading-bar';

/**
 * The top progress bar: creeps towards 90 % over the spec's 5 s while work
 * runs, fills to 100 % when it is done, turns red when a request failed.
 */
export function LoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.get, loadingBar.get);
  const [percent, setPercent] = useState(0);

  useEffect(() => {
    if (state.phase === 'running') {
      const tick = () => {
        const elapsed = Date.now() - state.startedAt;
        setPercent(Math.min(90, (elapsed / constants.loadingBarDurationMs) * 90));
      };
      tick();
      const timer = setInterval(tick, 100);
      return () => clearInterval(timer);
    }
    if (state.phase === 'done' || state.phase === 'failed') {
      setPercent(100);
      const timer = setTimeout(() => {
        setPercent(0);
        loadingBar.reset();
      }, 500);
      return () => clearTimeout(timer);
    }
    setPercent(0);
  }, [state]);

  if (state.phase === 'idle') return null;
  return (
    <div
      className={`loading-bar${state.phase === 'failed' ? ' loading-bar-failed' : ''}`}
      style={{ width: `${percent}%` }}
      role="progressbar"
      aria-hidden="true"
      data-phase={state.phase}
    />
  );
}
