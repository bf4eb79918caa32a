import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { takePidLock } from '../pid-lock.ts';

/** Uid blocks: each engine on one machine leases a block, so no two share a box uid. */
export const UID_BLOCK_SIZE = 64;
export const UID_BLOCKS = 32;
/** The top uids of a block belong to warm Java compilers; the rest to the slots. */
export const COMPILER_UIDS = 8;

export interface UidLease {
  uidBase: number;
  /** Frees the block (also done at the process's exit). */
  release(): void;
}

/**
 * Leases the first free block of uids above `base` for one engine (a lock file per block,
 * holding the owner's pid; blocks of dead processes are taken over, another engine's of this
 * process are not). Shared uids would let one box's processes count against another's RLIMIT_NPROC.
 */
export function leaseUidBlock(base: number, dir = path.join(tmpdir(), 'codedojo-judge-uids')): UidLease {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let block = 0; block < UID_BLOCKS; block++) {
    const uidBase = base + block * UID_BLOCK_SIZE;
    const lock = takePidLock(path.join(dir, `${uidBase}.lock`));
    if (!lock.taken) continue;
    process.once('exit', lock.release);
    return {
      uidBase,
      release: () => {
        process.off('exit', lock.release);
        lock.release();
      },
    };
  }
  throw new Error(`no free block of judge uids above ${base}: ${UID_BLOCKS} judge engines already run here`);
}
