import { describe, expect, it } from 'vitest';
import { VALIDATION } from './validation.ts';
import { WEB } from './web.ts';

/** Messages built from the limits, and how each must read. */
const WORDING: [keyof typeof VALIDATION, string][] = [
  // As the spec words them (section 5).
  ['passwordMin', 'Password must be at least 6 characters'],
  ['nameMin', 'Name must be at least 3 characters'],
  ['otpLength', 'OTP must be exactly 6 digits'],
  ['titleMin', 'Title must be at least 3 characters'],
  ['descriptionMin', 'Description must be at least 10 characters'],
  // The limits the schemas enforce, in the units people read.
  ['testCaseTooLarge', 'Each test input and output must be at most 1 MB'],
  ['codeTooLong', 'Code must be at most 64 KB'],
  ['hintsMax', 'At most 20 hints of 2000 characters each'],
  ['language', 'Unsupported language: use JAVASCRIPT (63), PYTHON (71) or JAVA (62)'],
  ['difficulty', 'Difficulty must be EASY, MEDIUM or HARD'],
  ['playlistNameMax', 'Playlist name must be at most 100 characters'],
];

describe('messages built from the limits', () => {
  it.each(WORDING)('VALIDATION.%s reads %j', (key, text) => {
    expect(VALIDATION[key]).toBe(text);
  });

  it('put the OTP length in the verification text', () => {
    expect(JSON.stringify(WEB)).toContain('We sent a 6-digit verification code to {email}.');
  });
});
