/** What a box contains and runs; turned into bubblewrap arguments by `bwrapArgs`. */
export interface BoxSpec {
  /** Program and arguments, as seen inside the box. */
  argv: string[];
  /** Host paths mounted read-only at the same place (missing ones are skipped). */
  readOnly: string[];
  /** Symlinks to create: [target, linkPath]. */
  symlinks: [string, string][];
  /** Files placed read-only in the box from in-memory data (source code, a jar). */
  files: { path: string; data: Buffer }[];
  /** The complete environment of the program. */
  env: Record<string, string>;
  /** Size of the private tmpfs work dir /box (and of /tmp). */
  tmpfsBytes: number;
}

export const WORK_DIR = '/box';

/** Every box gets the dynamic loader and shared libraries, and the usual merged-/usr symlinks. */
export const BASE_READ_ONLY = ['/usr/lib/x86_64-linux-gnu', '/usr/lib64', '/etc/ld.so.cache'];
export const BASE_SYMLINKS: [string, string][] = [
  ['usr/lib', '/lib'],
  ['usr/lib64', '/lib64'],
  ['usr/bin', '/bin'],
];

const DEVICES = ['/dev/null', '/dev/zero', '/dev/full', '/dev/random', '/dev/urandom'];
const DEV_LINKS: [string, string][] = [
  ['/proc/self/fd', '/dev/fd'],
  ['/proc/self/fd/0', '/dev/stdin'],
  ['/proc/self/fd/1', '/dev/stdout'],
  ['/proc/self/fd/2', '/dev/stderr'],
];

/**
 * bubblewrap arguments. `firstFd` is the first descriptor after stdio: the seccomp filter is read
 * from it, and file data from the ones after it, in order. `statusFd`: where bwrap writes its
 * JSON status; it holds an "exit-code" only when the program was really started (exec succeeded),
 * and the box never holds that descriptor, so the program cannot forge it.
 */
export function bwrapArgs(spec: BoxSpec, firstFd = 3, statusFd?: number): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    // No bwrap init: the program is pid 1 and the outer bwrap reaps it. With an init, the init
    // lingers as a zombie of the host's pid 1 and still counts against the slot uid's RLIMIT_NPROC.
    '--as-pid-1',
    '--hostname',
    'box',
    '--cap-drop',
    'ALL',
  ];
  for (const path of spec.readOnly) args.push('--ro-bind-try', path, path);
  for (const [target, link] of spec.symlinks) args.push('--symlink', target, link);
  args.push('--proc', '/proc');
  // A minimal /dev (cheaper than --dev, and no tty or pts): the usual character devices and std links.
  for (const device of DEVICES) args.push('--dev-bind', device, device);
  for (const [target, link] of DEV_LINKS) args.push('--symlink', target, link);
  args.push('--size', String(spec.tmpfsBytes), '--tmpfs', WORK_DIR);
  args.push('--size', String(spec.tmpfsBytes), '--tmpfs', '/tmp');
  spec.files.forEach((file, index) => {
    args.push('--perms', '0444', '--ro-bind-data', String(firstFd + 1 + index), file.path);
  });
  args.push('--remount-ro', '/', '--chdir', WORK_DIR, '--clearenv');
  for (const [name, value] of Object.entries(spec.env)) args.push('--setenv', name, value);
  if (statusFd !== undefined) args.push('--json-status-fd', String(statusFd));
  args.push('--seccomp', String(firstFd), '--', ...spec.argv);
  return args;
}

/** Where a standby box finds its run's stdin, stdout and stderr: a host directory of its own, bound here. */
export const STANDBY_IO_DIR = '/run/io';
const STANDBY_SHELL = '/usr/bin/bash';

/**
 * A standby box's pid 1 until its run is known: says it is ready on stdout (the spawner's report
 * pipe), waits on stdin (a FIFO only the judge writes) for "go <id>", takes the run's files as
 * stdio and execs the program. "abort <id>", or the end of the FIFO, ends it instead; lines meant
 * for an earlier standby are skipped. The program gets the environment bubblewrap gave the stub,
 * which is the box's: bash exports only what it was given, plus SHLVL, which a read-only unset
 * SHLVL keeps out (an exec'd `env -i` cost another ~0.5 ms of CPU per box on this VM, where every
 * dynamically linked start traps on CPUID).
 */
const STANDBY_STUB = [
  'echo "$1 ready"',
  'while IFS= read -r line; do',
  '  [ "$line" = "go $1" ] && break',
  '  [ "$line" = "abort $1" ] && exit 0',
  'done',
  '[ "$line" = "go $1" ] || exit 0',
  `exec <${STANDBY_IO_DIR}/stdin >${STANDBY_IO_DIR}/stdout 2>${STANDBY_IO_DIR}/stderr`,
  'shift',
  'unset SHLVL',
  'declare -r SHLVL',
  'exec "$@"',
].join('\n');

/**
 * The same box as `args` (what bwrapArgs made), started ahead of its run: the program is
 * replaced by the stub above; the shell is bound read-only and the standby's io directory (a
 * root-owned 0711 directory, open on `ioDirFd`) read-write, where the box can open its run's
 * three files but create nothing. A `--json-status-fd` moves to `ioDirFd + 1`. Null when `args`
 * does not have bwrapArgs' shape.
 */
export function standbyBwrapArgs(args: string[], ioDirFd: number, id: number): string[] | null {
  let index = args.indexOf('--clearenv');
  if (index < 0) return null;
  index += 1;
  while (args[index] === '--setenv' && index + 2 < args.length) index += 3;
  // The status descriptor moves one up: the io directory takes its number.
  const head = args.slice(0, index);
  if (args[index] === '--json-status-fd') {
    head.push('--json-status-fd', String(ioDirFd + 1));
    index += 2;
  }
  if (args[index] !== '--seccomp' || args[index + 2] !== '--') return null;
  const argv = args.slice(index + 3);
  if (argv.length === 0) return null;
  return [
    '--ro-bind',
    STANDBY_SHELL,
    STANDBY_SHELL,
    '--bind-fd',
    String(ioDirFd),
    STANDBY_IO_DIR,
    ...head,
    ...args.slice(index, index + 3),
    STANDBY_SHELL,
    '--noprofile',
    '--norc',
    '-c',
    STANDBY_STUB,
    'standby',
    String(id),
    ...argv,
  ];
}
