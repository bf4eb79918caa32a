import { describe, expect, it } from 'vitest';
import { sideBySide } from './sideBySide.ts';

const kinds = (older: string, newer: string) =>
  sideBySide(older, newer).map((row) => `${row.left.kind}|${row.right.kind}`);

describe('sideBySide', () => {
  it('pairs unchanged lines with their numbers', () => {
    const rows = sideBySide('a\nb\n', 'a\nb\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({
      left: { text: 'b', kind: 'same', line: 2 },
      right: { text: 'b', kind: 'same', line: 2 },
    });
  });

  it('faces a changed line with its replacement', () => {
    const rows = sideBySide('a\nprint(2)\nc\n', 'a\nprint(3)\nc\n');
    expect(kinds('a\nprint(2)\nc\n', 'a\nprint(3)\nc\n')).toEqual([
      'same|same',
      'removed|added',
      'same|same',
    ]);
    expect(rows[1]?.left.text).toBe('print(2)');
    expect(rows[1]?.right.text).toBe('print(3)');
  });

  it('pads the shorter side of a change and keeps line numbers right', () => {
    const rows = sideBySide('a\nz\n', 'a\nx\ny\nz\n');
    expect(rows.map((row) => `${row.left.kind}|${row.right.kind}`)).toEqual([
      'same|same',
      'empty|added',
      'empty|added',
      'same|same',
    ]);
    expect(rows[3]?.left.line).toBe(2);
    expect(rows[3]?.right.line).toBe(4);
  });

  it('handles pure deletions and texts without a final newline', () => {
    expect(kinds('a\nb', 'a')).toEqual(['same|same', 'removed|empty']);
    expect(kinds('', 'x')).toEqual(['empty|added']);
  });
});
