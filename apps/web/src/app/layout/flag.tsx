import type { Locale } from '@dashboard/contracts';
import eg from 'flag-icons/flags/4x3/eg.svg';
import gb from 'flag-icons/flags/4x3/gb.svg';

const flags: Record<Locale, string> = { en: gb, ar: eg };

/**
 * A language's flag (SVG: Windows draws no flag emoji). `className`: as a menu item's icon, the
 * menu's own class for it, which keeps it apart from the label.
 */
export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  return <img src={flags[locale]} alt="" width={20} height={15} className={className ? `flag ${className}` : 'flag'} />;
}
