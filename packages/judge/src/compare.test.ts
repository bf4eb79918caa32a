import { describe, expect, it } from 'vitest';
import { compareOutput } from './compare.ts';

describe('compareOutput', () => {
  it('accepts identical output', () => {
    expect(compareOutput('1 2 3\n', '1 2 3\n')).toBe(true);
  });

  it('ignores trailing whitespace on each line', () => {
    expect(compareOutput('1 2 3   \n4\t\n', '1 2 3\n4\n')).toBe(true);
  });

  it('ignores trailing blank lines and a missing final newline', () => {
    expect(compareOutput('42\n\n\n', '42')).toBe(true);
    expect(compareOutput('42', '42\n')).toBe(true);
  });

  it('ignores Windows line endings', () => {
    expect(compareOutput('a\r\nb\r\n', 'a\nb\n')).toBe(true);
  });

  it('counts leading whitespace', () => {
    expect(compareOutput(' 42', '42')).toBe(false);
  });

  it('counts blank lines in the middle', () => {
    expect(compareOutput('1\n\n2', '1\n2')).toBe(false);
  });

  it('counts letter case and inner spacing', () => {
    expect(compareOutput('Yes', 'yes')).toBe(false);
    expect(compareOutput('1  2', '1 2')).toBe(false);
  });

  it('treats empty output as equal to blank expected output only', () => {
    expect(compareOutput('', '\n\n')).toBe(true);
    expect(compareOutput('', '0')).toBe(false);
  });
});
