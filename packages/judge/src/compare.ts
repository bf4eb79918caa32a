/**
 * Output comparison: trailing whitespace on each line and trailing blank lines are ignored,
 * nothing else (leading spaces, blank lines in the middle and letter case all count).
 */
export function normalizeOutput(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

export function compareOutput(actual: string, expected: string): boolean {
  return normalizeOutput(actual) === normalizeOutput(expected);
}
