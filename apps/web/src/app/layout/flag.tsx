import type { Locale } from '@dashboard/contracts';
import eg from 'flag-icons/flags/4x3/eg.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';

const flags: Record<Locale, string> = { en: gb, ar: eg };

/** A language's flag (SVG: Windows draws no flag emoji). */
export function Flag({ locale }: { locale: Locale }) {
  return <img src={flags[locale]} alt="" width={20} height={15} className="flag" />;
}
