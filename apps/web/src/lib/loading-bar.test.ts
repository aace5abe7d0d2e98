import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingBar } from './loading-bar';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    loadingBar.reset();
    vi.useRealTimers();
  });

  it('does not show for work shorter than the 200 ms throttle', () => {
    loadingBar.start();
    vi.advanceTimersByTime(150);
    loadingBar.finish();
    vi.advanceTimersByTime(500);
    expect(loadingBar.get().phase).toBe('idle');
  });

  it('shows past 200 ms and finishes when all work is done', () => {
    loadingBar.start();
    loadingBar.start();
    vi.advanceTimersByTime(250);
    expect(loadingBar.get().phase).toBe('running');
    loadingBar.finish();
    expect(loadingBar.get().phase).toBe('running');
    loadingBar.finish();
    expect(loadingBar.get().phase).toBe('done');
  });

  it('marks failure when a request failed', () => {
    loadingBar.start();
    vi.advanceTimersByTime(250);
    loadingBar.finish(false);
    expect(loadingBar.get().phase).toBe('failed');
  });
});
