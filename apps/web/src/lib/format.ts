import { LANGUAGES, resolveLanguage } from '@codedojo/shared';

/**
 * `part` as a percentage of `total`, rounded to `decimals` places (0 when total is 0).
 * Whole percents for progress bars; one decimal for the profile's difficulty shares.
 */
export function percent(part: number, total: number, decimals = 0): number {
  if (total <= 0) return 0;
  const factor = 10 ** decimals;
  return Math.round((part / total) * 100 * factor) / factor;
}

/** A percentage for display: '12.5%', '40%'. */
export function formatPercent(value: number, decimals = 0): string {
  return `${decimals > 0 ? value.toFixed(decimals).replace(/\.0+$/, '') : Math.round(value)}%`;
}

/** A language's label ('Python'), or the raw name when the web does not know it. */
export function languageLabel(language: string): string {
  const known = resolveLanguage(language);
  return known ? LANGUAGES[known].label : language;
}
