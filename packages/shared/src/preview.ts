/**
 * The first `max` characters of a description, as plain text (Markdown marks dropped). The same
 * preview applied twice gives the same text, so a learner's list can carry it (decision 0024)
 * and the table still shows exactly the spec's first 100 characters.
 */
export function previewOf(description: string, max: number): string {
  const plain = description
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max)}...` : plain;
}
