import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type BoxSpec, bwrapArgs } from './bwrap-args.ts';
import { seccompFilter } from './seccomp.ts';

/**
 * The launcher: the one way a box starts. A short bash script, started as root, that closes every
 * descriptor the judge process inherited from its own parent (Node children inherit any fd not
 * marked close-on-exec), joins the cgroups it is given, sets the rlimits, drops to the box's
 * unprivileged uid with drop-root (see drop-root.c) and execs bubblewrap. A test run's box joins no cgroup: the slot's
 * spawner runs the script inside the slot's persistent group, so the box is born there; the warm
 * compiler, started straight from Node (`spawnBox`), joins its own group before the exec. Either
 * way no process of a box ever runs outside its cgroup. (bash, not dash: dash cannot close
 * descriptors above 9.)
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

export const BWRAP = '/usr/bin/bwrap';

export interface BoxLaunch {
  uid: number;
  rlimits: Rlimits;
  /** `cgroup.procs` files the launcher joins before the exec (none when its spawner is already in the group). */
  join?: string[];
  /**
   * Where the launcher and bwrap report (bwrap's JSON status), after the seccomp filter (3) and
   * the box's files; without it the launcher reports on stderr and bwrap writes no status (the
   * warm compiler, whose box runs no user code).
   */
  statusFd?: number;
}

/**
 * The launcher's arguments (after the script itself) to start `box`: descriptors 0 up to the
 * status descriptor (or the box's last file) stay open, bubblewrap reads the seccomp filter on
 * descriptor 3 and the box's files after it.
 */
export function launcherArgs(box: BoxSpec, launch: BoxLaunch): string[] {
  const { rlimits, join = [], statusFd } = launch;
  const keepFds = statusFd ?? 3 + box.files.length;
  return [
    String(keepFds),
    String(statusFd ?? 2),
    String(join.length),
    ...join,
    String(Math.max(1, Math.ceil(rlimits.cpuSeconds))),
    String(Math.max(1, Math.ceil(rlimits.fileSizeBytes / 1024))),
    String(Math.ceil(rlimits.stackBytes / 1024)),
    String(rlimits.processes),
    String(rlimits.openFiles),
    '--',
    ...dropRootArgv(launch.uid),
    BWRAP,
    ...bwrapArgs(box, 3, statusFd),
  ];
}

/**
 * Starts a long-lived box straight from Node (the warm compiler): the launcher joins `launch.join`,
 * the seccomp filter and the box's files are fed through pipes.
 */
export function spawnBox(box: BoxSpec, launch: BoxLaunch): ChildProcess {
  const args = ['--noprofile', '--norc', '-c', LAUNCHER_BODY, 'launcher', ...launcherArgs(box, launch)];
  const extraFds = box.files.map(() => 'pipe' as const);
  // An empty environment: even bwrap's own pid 1 (whose /proc/1/environ the program can read) gets nothing.
  const child = spawn(BASH, args, { env: {}, stdio: ['pipe', 'pipe', 'pipe', 'pipe', ...extraFds] });
  writeAll(child.stdio[3] as Writable, seccompFilter());
  box.files.forEach((entry, index) => {
    writeAll(child.stdio[4 + index] as Writable, entry.data);
  });
  return child;
}

function writeAll(stream: Writable | null | undefined, data: Buffer): void {
  if (!stream) return;
  // The box may exit without reading everything; a broken pipe is not our error.
  stream.on('error', () => {});
  stream.end(data);
}

/**
 * The uid switch, built from drop-root.c by scripts/build-drop-root.sh (setup.sh runs it): what
 * `setpriv --reuid --regid --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs` did,
 * for a tenth of its CPU.
 */
export const DROP_ROOT = fileURLToPath(new URL('../../build/drop-root', import.meta.url));
export const DROP_ROOT_SOURCE = fileURLToPath(new URL('./drop-root.c', import.meta.url));

/** Drops root for good before bubblewrap starts: bwrap run as root keeps root's powers. */
export function dropRootArgv(uid: number): string[] {
  return [DROP_ROOT, String(uid)];
}
