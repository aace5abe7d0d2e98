import type { Locale } from '@dashboard/contracts';
import type { Language } from '../index';

/**
 * A language's first chunk, fetched when the language is first used: an
 * English session never downloads Arabic, an Arabic one never English.
 * `main.tsx` starts the saved language's fetch first thing, beside the page's
 * own code. Each other namespace of the language is a chunk of its own.
 */
export const languageChunks: Record<Locale, () => Promise<{ default: Language }>> = {
  en: () => import('./en'),
  ar: () => import('./ar'),
};
