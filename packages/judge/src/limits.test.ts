import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MAX_LIMITS, resolveLimits } from './limits.ts';

describe('resolveLimits', () => {
  it('uses the issue defaults: 2 s CPU, 3x wall, 256 MB, 64 processes, 1 MB stdout, 64 KB stderr', () => {
    const limits = resolveLimits();
    expect(limits).toMatchObject({ cpuMs: 2000, wallMs: 6000, memoryMb: 256, processes: 64 });
    expect(limits.stdoutBytes).toBe(1024 * 1024);
    expect(limits.stderrBytes).toBe(64 * 1024);
    expect(limits.compileWallMs).toBe(10_000);
  });

  it('derives the wall limit from a smaller CPU limit', () => {
    expect(resolveLimits({ cpuMs: 500 }).wallMs).toBe(1500);
  });

  it('clamps requests to the ceilings and ignores nonsense', () => {
    const limits = resolveLimits({ memoryMb: 100_000, processes: -3, cpuMs: Number.NaN });
    expect(limits.memoryMb).toBe(MAX_LIMITS.memoryMb);
    expect(limits.processes).toBe(DEFAULT_LIMITS.processes);
    expect(limits.cpuMs).toBe(DEFAULT_LIMITS.cpuMs);
  });
});
