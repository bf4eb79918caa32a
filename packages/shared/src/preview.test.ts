import { describe, expect, it } from 'vitest';
import { DESCRIPTION_PREVIEW_CHARS } from './limits.ts';
import { previewOf } from './preview.ts';

describe('a description preview', () => {
  it('keeps the first characters of the statement as plain text', () => {
    const statement = `# Two sum\n\nGiven **nums** and a \`target\`:\n\n\`\`\`\ncode\n\`\`\`\nreturn the pair. ${'x'.repeat(200)}`;
    const preview = previewOf(statement, DESCRIPTION_PREVIEW_CHARS);
    expect(preview.startsWith('Two sum Given nums and a target: return the pair. xxx')).toBe(true);
    expect(preview).toHaveLength(DESCRIPTION_PREVIEW_CHARS + 3);
    expect(preview.endsWith('...')).toBe(true);
  });

  it('leaves a short statement whole and gives the same text when applied to a preview', () => {
    expect(previewOf('Add *two* numbers.', DESCRIPTION_PREVIEW_CHARS)).toBe('Add two numbers.');
    const once = previewOf(`Long ${'word '.repeat(60)}`, DESCRIPTION_PREVIEW_CHARS);
    expect(previewOf(once, DESCRIPTION_PREVIEW_CHARS)).toBe(once);
  });
});
