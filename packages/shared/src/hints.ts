// Kept apart from schemas/problem.ts so that screens showing hints do not pull zod in.

/** Hints arrive as an array, a JSON-array string or a newline-separated string (spec section 3). */
export function normalizeHints(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((hint) => String(hint).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return normalizeHints(parsed);
    } catch {
      // Not JSON after all: fall through to lines.
    }
  }
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
