import type { Locale } from '@dashboard/contracts';
import type { Language } from '../index';

/**
 * One chunk a language, fetched when the language is first used: an English
 * session never downloads Arabic, an Arabic one never English. `main.tsx`
 * starts the saved language's fetch first thing, beside the page's own code.
 */
export const languageChunks: Record<Locale, () => Promise<{ default: Language }>> = {
  en: () => import('./en'),
  ar: () => import('./ar'),
};
