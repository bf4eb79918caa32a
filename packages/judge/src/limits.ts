import type { Limits } from './types.ts';

const MB = 1024 * 1024;

/** Per-test defaults (issue 3): 2 s CPU, 3x wall, 256 MB, 64 processes, 1 MB stdout, 64 KB stderr. */
export const DEFAULT_LIMITS: Limits = {
  cpuMs: 2000,
  wallMs: 6000,
  memoryMb: 256,
  processes: 64,
  stdoutBytes: 1 * MB,
  stderrBytes: 64 * 1024,
  fileSizeBytes: 16 * MB,
  compileWallMs: 10_000,
};

/** Hard ceilings a request cannot raise limits beyond. */
export const MAX_LIMITS: Limits = {
  cpuMs: 15_000,
  wallMs: 45_000,
  memoryMb: 1024,
  processes: 256,
  stdoutBytes: 16 * MB,
  stderrBytes: 1 * MB,
  fileSizeBytes: 256 * MB,
  compileWallMs: 30_000,
};

export const MAX_SOURCE_BYTES = 1 * MB;
export const MAX_TESTS = 200;

/**
 * Fills in defaults and clamps to the ceilings. The wall limit follows the CPU limit (3x) unless
 * the request sets it.
 */
export function resolveLimits(partial: Partial<Limits> = {}): Limits {
  const pick = (key: keyof Limits): number => {
    const value = partial[key];
    const chosen =
      typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_LIMITS[key];
    return Math.min(Math.round(chosen), MAX_LIMITS[key]);
  };
  const cpuMs = pick('cpuMs');
  const wallGiven = typeof partial.wallMs === 'number' && partial.wallMs > 0;
  return {
    cpuMs,
    wallMs: wallGiven ? pick('wallMs') : Math.min(cpuMs * 3, MAX_LIMITS.wallMs),
    memoryMb: pick('memoryMb'),
    processes: pick('processes'),
    stdoutBytes: pick('stdoutBytes'),
    stderrBytes: pick('stderrBytes'),
    fileSizeBytes: pick('fileSizeBytes'),
    compileWallMs: pick('compileWallMs'),
  };
}
