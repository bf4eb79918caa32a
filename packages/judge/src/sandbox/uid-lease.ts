import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isAlive } from './process-alive.ts';

/** Uid blocks: judge processes on one machine each lease a block, so no two share a box uid. */
export const UID_BLOCK_SIZE = 64;
export const UID_BLOCKS = 32;
/** The top uids of a block belong to warm Java compilers; the rest to the slots. */
export const COMPILER_UIDS = 8;

/**
 * Leases the first free block of uids above `base` for this process (a lock file per block,
 * holding the owner's pid; blocks of dead processes are taken over) and frees it at exit.
 * Shared uids would let one box's processes count against another's RLIMIT_NPROC.
 */
export function leaseUidBlock(base: number, dir = path.join(tmpdir(), 'codedojo-judge-uids')): number {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let block = 0; block < UID_BLOCKS; block++) {
    const uidBase = base + block * UID_BLOCK_SIZE;
    const file = path.join(dir, `${uidBase}.lock`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(file, String(process.pid), { flag: 'wx' });
        process.once('exit', () => rmSync(file, { force: true }));
        return uidBase;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
        if (owner === process.pid) return uidBase;
        if (Number.isInteger(owner) && isAlive(owner)) break;
        rmSync(file, { force: true });
      }
    }
  }
  throw new Error(
    `no free block of judge uids above ${base}: ${UID_BLOCKS} judge processes already run here`,
  );
}
