import { lazy, Suspense, type ReactNode } from 'react';

// Ant Design's Result (about 9 KB) is fetched only when a page has a failure to show.
const LoadFailureView = lazy(() => import('./load-failure-view').then((m) => ({ default: m.LoadFailureView })));

/**
 * Why a record's page shows no record, in the user's language: not found
 * (404, or an id that is no id), refused (403: another teacher's), or the
 * server's error; with a way back. Its view is fetched when first shown.
 */
export function LoadFailure(props: { error: unknown; extra?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LoadFailureView {...props} />
    </Suspense>
  );
}
