/** The three judged languages. Ids are Judge0's, which the spec's client sends as `language_id`. */
export const LANGUAGES = {
  JAVASCRIPT: { key: 'JAVASCRIPT', id: 63, label: 'JavaScript', extension: 'js' },
  PYTHON: { key: 'PYTHON', id: 71, label: 'Python', extension: 'py' },
  JAVA: { key: 'JAVA', id: 62, label: 'Java', extension: 'java' },
} as const;

export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_KEYS = Object.keys(LANGUAGES) as Language[];
export type LanguageId = (typeof LANGUAGES)[Language]['id'];

/** Accepts a language key ('PYTHON', any case) or a Judge0 id (71 or '71'). */
export function resolveLanguage(value: unknown): Language | undefined {
  if (typeof value === 'string') {
    const upper = value.trim().toUpperCase();
    if (upper in LANGUAGES) return upper as Language;
    if (/^\d+$/.test(upper)) return resolveLanguage(Number(upper));
    return undefined;
  }
  if (typeof value === 'number') {
    return LANGUAGE_KEYS.find((key) => LANGUAGES[key].id === value);
  }
  return undefined;
}
