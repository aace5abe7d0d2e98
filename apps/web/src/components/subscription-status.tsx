import type { Subscription, SubscriptionStatus } from '@dashboard/contracts';

// Plain data, free of React and Ant Design, so that a page importing only these (the payments
// report links each payment's content) fetches nothing more; the tag and the record's name are in
// subscription-tag.tsx.

/** What each status's tag looks like (the app's tones, styles.css). */
export const subscriptionTones: Record<SubscriptionStatus, string> = {
  active: 'positive',
  permanent: 'info',
  free: 'warning',
  uncertain: 'neutral',
  expired: 'negative',
};

/** The page of a subscription's content: its curriculum (monthly) or its course. */
export const contentPath = (s: Pick<Subscription, 'type' | 'content'>) =>
  s.type === 'monthly' ? `/curriculum/${s.content.id}` : `/courses/${s.content.id}`;
