/** The language a person's name is written in, for its `lang` attribute (names are Arabic or English). */
export function langOf(text: string): 'ar' | 'en' {
  return /[\u0600-\u06FF]/.test(text) ? 'ar' : 'en';
}

/** Up to two initials of a name, for an avatar without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0])
    .join(langOf(name) === 'ar' ? ' ' : '')
    .toUpperCase();
}
