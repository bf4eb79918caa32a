/**
 * The launcher: a short bash script, started as root, that closes every descriptor the judge
 * process inherited from its own parent (Node children inherit any fd not marked close-on-exec),
 * puts itself into the run's cgroups, sets the rlimits, drops to the slot's unprivileged uid with
 * setpriv and execs bubblewrap. Joining the cgroups before the exec means no process of the box
 * ever runs outside them. (bash, not dash: dash cannot close descriptors above 9.)
 *
 * The launcher reports its own failure on the status descriptor, never on the box's stderr or
 * through an exit code: both belong to the program, which could write or choose them too.
 */

export interface Rlimits {
  cpuSeconds: number;
  fileSizeBytes: number;
  stackBytes: number;
  processes: number;
  openFiles: number;
}

export const LAUNCH_FAILED = 'launcher-failed';
export const BASH = '/bin/bash';

// Arguments: <last fd to keep> <status fd> <n> <n cgroup.procs files> <cpu s> <fsize KB> <stack KB> <nproc> <nofile> -- <command...>
// $BASHPID, not $$: the spawner runs this in a subshell, where $$ is still the spawner's pid.
export const LAUNCHER_BODY = [
  'keep=$1; status=$2; n=$3; shift 3',
  `fail() { echo "${LAUNCH_FAILED}: $1" >&"$status"; exit 125; }`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell parameter expansion, not a template.
  'for fd in /proc/$BASHPID/fd/*; do fd=${fd##*/}; if [ "$fd" -gt "$keep" ]; then exec {fd}>&-; fi; done',
  'while [ "$n" -gt 0 ]; do echo $BASHPID > "$1" || fail "cannot join $1"; shift; n=$((n - 1)); done',
  // The box is the OOM killer's first choice, before the slot's spawner that shares its cgroup
  // (lowering the spawner's score instead would need CAP_SYS_RESOURCE, which containers often lack).
  'echo 1000 > /proc/$BASHPID/oom_score_adj || fail oom_score_adj',
  'ulimit -t "$1" || fail cpu',
  'ulimit -f "$2" || fail fsize',
  'ulimit -s "$3" || fail stack',
  'ulimit -u "$4" || fail nproc',
  'ulimit -n "$5" || fail nofile',
  'ulimit -c 0 || fail core',
  'shift 6',
  'exec "$@"',
].join('\n');

/** The launcher's arguments (after the script itself). */
export function launcherArgs(
  procsFiles: string[],
  limits: Rlimits,
  uid: number,
  command: string[],
  keepFds: number,
  statusFd: number,
) {
  return [
    String(keepFds),
    String(statusFd),
    String(procsFiles.length),
    ...procsFiles,
    String(Math.max(1, Math.ceil(limits.cpuSeconds))),
    String(Math.max(1, Math.ceil(limits.fileSizeBytes / 1024))),
    String(Math.ceil(limits.stackBytes / 1024)),
    String(limits.processes),
    String(limits.openFiles),
    '--',
    ...setprivArgv(uid),
    ...command,
  ];
}

/**
 * `keepFds`: descriptors 0..keepFds stay open (stdio, the seccomp filter, the box's files, the
 * status descriptor); `statusFd`: where the launcher reports its own failure.
 */
export function launcherArgv(
  procsFiles: string[],
  limits: Rlimits,
  uid: number,
  command: string[],
  keepFds: number,
  statusFd: number,
): string[] {
  return [
    BASH,
    '--noprofile',
    '--norc',
    '-c',
    LAUNCHER_BODY,
    'launcher',
    ...launcherArgs(procsFiles, limits, uid, command, keepFds, statusFd),
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
