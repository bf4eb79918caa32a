import { describe, expect, it } from 'vitest';
import { waited } from './test-runs.ts';

describe('which wall-time stops end a request', () => {
  it('takes a test that used almost no CPU before its wall limit for one that waited (it slept)', () => {
    expect(waited({ cpuMs: 12 }, 2000)).toBe(true);
    expect(waited({ cpuMs: 480 }, 3000)).toBe(true);
  });

  it('never takes a computing test starved by a loaded machine for a sleeper', () => {
    // A busy loop that got a fifth of a core for a 6 s wall limit used 1.2 s of its 2 s of CPU.
    expect(waited({ cpuMs: 1200 }, 2000)).toBe(false);
    expect(waited({ cpuMs: 500 }, 2000)).toBe(false);
  });
});
