import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  existsSync,
  fchownSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isAlive } from '../pid-lock.ts';
import { seccompFilter } from './seccomp.ts';

/**
 * A box's stdin, stdout and stderr are files in memory (/dev/shm), not sockets: Node's 'pipe' is
 * a socketpair, and reopening /dev/stdin or /dev/stdout (which many programs do) fails on a
 * socket. They live in a root-only directory of the judge process and are unlinked when the run
 * ends; the host reads the output back through descriptors it opened before the run, never
 * through a path the box could have touched.
 */
export interface RunFiles {
  /** stdin, stdout, stderr, the seccomp filter, the box's files (descriptors 0, 1, 2, 3, 4...), then the status file. */
  paths: string[];
  /** What the launcher and bwrap reported (see bwrapArgs): written on a descriptor the box never holds. */
  status(): string;
  stdoutSize(): number;
  stdout(limit: number): Buffer;
  stderr(limit: number): Buffer;
  release(): void;
}

let directory: string | undefined;
let seccompPath: string | undefined;
let counter = 0;
const STATUS_MAX_BYTES = 4096;

export function ioDirectory(): string {
  if (directory) return directory;
  const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  removeStaleDirectories(base);
  directory = mkdtempSync(`${base}/codedojo-judge-${process.pid}-`);
  const created = directory;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  return directory;
}

let standbyBase: string | undefined;

/**
 * A new directory for a standby box's stdio (see Spawner): root's, mode 0711, under a 0711
 * parent, with an unguessable name. The box's uid must be able to traverse to it (bubblewrap
 * resolves the path of a bind source as that uid), so it cannot live in the root-only directory;
 * no one can list either level, and it only ever holds links to the current run's three files.
 */
export function standbyDirectory(): string {
  if (!standbyBase) {
    const base = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    ioDirectory();
    standbyBase = mkdtempSync(`${base}/codedojo-standby-${process.pid}-`);
    chmodSync(standbyBase, 0o711);
    const created = standbyBase;
    process.once('exit', () => rmSync(created, { recursive: true, force: true }));
  }
  const dir = `${standbyBase}/${randomBytes(16).toString('hex')}`;
  mkdirSync(dir, { mode: 0o711 });
  return dir;
}

/** Directories of judge processes that died without their exit handler (a killed test worker, a crash). */
function removeStaleDirectories(base: string): void {
  let entries: string[];
  try {
    entries = readdirSync(base);
  } catch {
    return;
  }
  for (const entry of entries) {
    const owner = Number(/^codedojo-(?:judge|standby)-(\d+)-/.exec(entry)?.[1]);
    if (!owner || isAlive(owner)) continue;
    rmSync(`${base}/${entry}`, { recursive: true, force: true });
  }
}

function nextPath(name: string): string {
  counter += 1;
  return `${ioDirectory()}/${counter}-${name}`;
}

export function prepareRunFiles(input: Buffer, uid: number, data: Buffer[]): RunFiles {
  if (!seccompPath) {
    seccompPath = `${ioDirectory()}/seccomp.bpf`;
    writeFileSync(seccompPath, seccompFilter(), { mode: 0o400 });
  }
  const stdinPath = nextPath('stdin');
  // The box may reopen /dev/stdin as the slot uid, so the file is readable by all (the directory is not).
  writeFileSync(stdinPath, input, { mode: 0o444, flag: 'wx' });
  const output = (name: string) => {
    const path = nextPath(name);
    const fd = openSync(path, 'wx+', 0o600);
    // Owned by the slot uid, so reopening /dev/stdout for writing works inside the box.
    fchownSync(fd, uid, uid);
    return { path, fd };
  };
  const stdout = output('stdout');
  const stderr = output('stderr');
  const dataPaths = data.map((bytes, index) => {
    const path = nextPath(`data${index}`);
    writeFileSync(path, bytes, { mode: 0o400, flag: 'wx' });
    return path;
  });
  // Root's, never inside the box: the launcher and bwrap's monitor (outside the box) write it.
  const statusPath = nextPath('status');
  const status = { path: statusPath, fd: openSync(statusPath, 'wx+', 0o600) };
  const paths = [stdinPath, stdout.path, stderr.path, seccompPath, ...dataPaths, status.path];
  return {
    paths,
    status: () => readStart(status.fd, STATUS_MAX_BYTES).toString('utf8'),
    stdoutSize: () => fstatSync(stdout.fd).size,
    stdout: (limit) => readStart(stdout.fd, limit),
    stderr: (limit) => readStart(stderr.fd, limit),
    release() {
      closeSync(stdout.fd);
      closeSync(stderr.fd);
      closeSync(status.fd);
      for (const path of [stdinPath, stdout.path, stderr.path, status.path, ...dataPaths]) {
        try {
          unlinkSync(path);
        } catch {
          // Already gone.
        }
      }
    },
  };
}

function readStart(fd: number, limit: number): Buffer {
  const length = Math.min(fstatSync(fd).size, limit);
  const buffer = Buffer.alloc(length);
  let offset = 0;
  while (offset < length) {
    const count = readSync(fd, buffer, offset, length - offset, offset);
    if (count === 0) break;
    offset += count;
  }
  return buffer.subarray(0, offset);
}
