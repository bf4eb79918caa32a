/**
 * The launcher: a tiny /bin/sh script, started as root, that puts itself into the run's cgroups,
 * sets the rlimits, drops to the slot's unprivileged uid with setpriv and execs bubblewrap. Joining
 * the cgroups before the exec means no process of the box ever runs outside them.
 */

export interface Rlimits {
  cpuSeconds: number;
  fileSizeBytes: number;
  stackBytes: number;
  processes: number;
  openFiles: number;
}

export const LAUNCH_FAILED = 'codedojo-launcher-failed';

// Arguments: <n> <n cgroup.procs files> <cpu s> <fsize blocks> <stack KB> <nproc> <nofile> -- <command...>
const SCRIPT = [
  'n=$1; shift',
  `fail() { echo "${LAUNCH_FAILED}: $1" >&2; exit 125; }`,
  'while [ "$n" -gt 0 ]; do echo $$ > "$1" || fail "cannot join $1"; shift; n=$((n - 1)); done',
  'ulimit -t "$1" || fail cpu',
  'ulimit -f "$2" || fail fsize',
  'ulimit -s "$3" || fail stack',
  'ulimit -p "$4" || fail nproc',
  'ulimit -n "$5" || fail nofile',
  'ulimit -c 0 || fail core',
  'shift 6',
  'exec "$@"',
].join('\n');

export function launcherArgv(
  procsFiles: string[],
  limits: Rlimits,
  uid: number,
  command: string[],
): string[] {
  return [
    '/bin/sh',
    '-c',
    SCRIPT,
    'launcher',
    String(procsFiles.length),
    ...procsFiles,
    String(Math.max(1, Math.ceil(limits.cpuSeconds))),
    String(Math.max(1, Math.ceil(limits.fileSizeBytes / 512))),
    String(Math.ceil(limits.stackBytes / 1024)),
    String(limits.processes),
    String(limits.openFiles),
    '--',
    ...setprivArgv(uid),
    ...command,
  ];
}

/** Drops root for good before bubblewrap starts: bwrap run as root keeps root's powers. */
export function setprivArgv(uid: number): string[] {
  return [
    '/usr/bin/setpriv',
    `--reuid=${uid}`,
    `--regid=${uid}`,
    '--clear-groups',
    '--inh-caps=-all',
    '--bounding-set=-all',
    '--no-new-privs',
  ];
}
