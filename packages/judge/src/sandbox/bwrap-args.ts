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
