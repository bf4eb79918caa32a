import { describe, expect, it } from 'vitest';
import { VALIDATION } from './validation.ts';
import { WEB } from './web.ts';

describe('messages built from the limits', () => {
  it('still read as the spec words them (section 5)', () => {
    expect(VALIDATION.passwordMin).toBe('Password must be at least 6 characters');
    expect(VALIDATION.nameMin).toBe('Name must be at least 3 characters');
    expect(VALIDATION.otpLength).toBe('OTP must be exactly 6 digits');
    expect(VALIDATION.titleMin).toBe('Title must be at least 3 characters');
    expect(VALIDATION.descriptionMin).toBe('Description must be at least 10 characters');
  });

  it('state the limits the schemas enforce, in the units people read', () => {
    expect(VALIDATION.testCaseTooLarge).toBe('Each test input and output must be at most 1 MB');
    expect(VALIDATION.codeTooLong).toBe('Code must be at most 64 KB');
    expect(VALIDATION.hintsMax).toBe('At most 20 hints of 2000 characters each');
    expect(VALIDATION.language).toBe('Unsupported language: use JAVASCRIPT (63), PYTHON (71) or JAVA (62)');
    expect(VALIDATION.difficulty).toBe('Difficulty must be EASY, MEDIUM or HARD');
    expect(VALIDATION.playlistNameMax).toBe('Playlist name must be at most 100 characters');
    expect(JSON.stringify(WEB)).toContain('We sent a 6-digit verification code to {email}.');
  });
});
