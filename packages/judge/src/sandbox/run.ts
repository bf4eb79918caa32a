import type { BoxSpec } from './bwrap-args.ts';
import type { RunWindow } from './cgroup.ts';
import { prepareRunFiles } from './io-files.ts';
import { launcherArgs, type Rlimits } from './launcher.ts';
import type { Slot } from './slots.ts';
import type { StandbyPlan } from './spawner.ts';
import { type BoxStatus, readBoxStatus } from './status.ts';

export interface RunLimits {
  cpuMs: number;
  wallMs: number;
  /** The cgroup's memory cap (the language may add its runtime's overhead to the user's limit). */
  memoryBytes: number;
  processes: number;
  stdoutBytes: number;
  stderrBytes: number;
  fileSizeBytes: number;
  stackBytes: number;
}

export interface RunRequest {
  box: BoxSpec;
  stdin: string | Buffer;
  limits: RunLimits;
  /** The slot the box runs on; nothing else may run on it meanwhile. */
  slot: Slot;
  /**
   * Whether and when to start the same box ahead on the slot's other side for a next run of this
   * program (default `ahead`). A standby nobody takes costs a whole box's start-up and tear-down,
   * on the cores the other runs and the server use (see StandbyPlan).
   */
  standbyNext?: StandbyPlan;
}

export type Termination = 'exited' | 'cpu' | 'wall' | 'output' | 'memory';

export interface RunOutcome {
  termination: Termination;
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number | null;
  /** Signal number that ended the program, when bwrap reports one (exit status 128 + n) or we killed it. */
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /**
   * Set when the sandbox itself failed (not the program): fixed judge-side text, never anything
   * the box wrote (see SANDBOX_FAILURES).
   */
  internalError?: string;
}

const POLL_MS = 15;
const WATCHDOG_GRACE_MS = 10_000;
const SIGXCPU = 24;

/** Runs one program in a fresh box on `slot`; resolves once every process of the box is gone. */
export async function runInBox(request: RunRequest): Promise<RunOutcome> {
  const { limits } = request;
  let cgroup: RunWindow;
  try {
    cgroup = await request.slot.begin({ memoryBytes: limits.memoryBytes, pids: limits.processes });
  } catch (error) {
    return failed(`cannot set the run's cgroup limits: ${(error as Error).message}`);
  }
  try {
    return await execute(request, cgroup);
  } finally {
    await cgroup.killAll();
  }
}

async function execute(request: RunRequest, cgroup: RunWindow): Promise<RunOutcome> {
  const { limits } = request;
  const stdin = typeof request.stdin === 'string' ? Buffer.from(request.stdin) : request.stdin;
  const files = prepareRunFiles(
    stdin,
    request.slot.uid,
    request.box.files.map((file) => file.data),
  );
  const rlimits: Rlimits = {
    // RLIMIT_CPU is only the backstop: the poller below enforces the limit to the millisecond.
    cpuSeconds: limits.cpuMs / 1000 + 1,
    // Also caps the stdout file: a flood stops at this size even between two polls.
    fileSizeBytes: Math.max(limits.fileSizeBytes, limits.stdoutBytes + 1, limits.stderrBytes + 1),
    stackBytes: limits.stackBytes,
    processes: limits.processes,
    openFiles: 512,
  };
  // No cgroup to join: the slot's spawner lives in the slot's group, so the box is born there.
  // Descriptors: stdio, the seccomp filter (3), the box's files, then the status file.
  const launcher = launcherArgs(request.box, {
    uid: request.slot.uid,
    rlimits,
    statusFd: 4 + request.box.files.length,
  });
  const started = process.hrtime.bigint();
  const box = request.slot.spawner.start({
    paths: files.paths,
    launcher,
    prepareNext: request.standbyNext ?? 'ahead',
  });
  let termination: Termination = 'exited';
  const kill = (reason: Termination) => {
    if (termination === 'exited') termination = reason;
    // Once the box's waiter is known, so the kill spares it and still hears the exit status.
    void box.started.then(() => cgroup.killAll());
  };
  const poll = setInterval(() => {
    if (cgroup.cpuUsageUs() / 1000 > limits.cpuMs) kill('cpu');
    else if (files.stdoutSize() > limits.stdoutBytes) kill('output');
    cgroup.sample();
  }, POLL_MS);
  const wall = setTimeout(() => kill('wall'), limits.wallMs);
  // Should the exit status never come (a lost waiter), the slot must not hang: restarting the
  // spawner answers every box it had with null, an internal error.
  const watchdog = setTimeout(() => request.slot.spawner.close(), limits.wallMs + WATCHDOG_GRACE_MS);

  const waited = await box.exited;

  clearInterval(poll);
  clearTimeout(wall);
  clearTimeout(watchdog);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  // Nothing of the box may outlive it, and the counters are read once it is gone.
  await cgroup.killAll();
  const cpuMs = cgroup.cpuUsageUs() / 1000;
  const memoryKb = Math.round(cgroup.peakMemoryBytes() / 1024);
  const report = readBoxStatus(files.status());
  // The program's own exit status as bwrap's monitor saw it; else the launcher's (a kill of ours).
  const status = report.exitCode ?? waited;
  // bwrap reports a program killed by signal n as exit status 128 + n, and so does bash for bwrap.
  const signal = status !== null && status > 128 && status < 160 ? status - 128 : null;
  const exitCode = signal === null ? status : null;
  if (termination === 'exited' && files.stdoutSize() > limits.stdoutBytes) termination = 'output';
  if (termination === 'exited' && signal === SIGXCPU) termination = 'cpu';
  if (termination === 'exited' && cpuMs > limits.cpuMs) termination = 'cpu';
  if (termination === 'exited' && cgroup.oomKilled()) termination = 'memory';
  const stdout = files.stdout(limits.stdoutBytes);
  const stderr = files.stderr(limits.stderrBytes);
  files.release();
  return {
    termination,
    stdout,
    stderr,
    exitCode,
    signal,
    cpuMs: Math.round(cpuMs),
    wallMs: Math.round(wallMs),
    memoryKb,
    ...sandboxFailure(waited, report, termination),
  };
}

/** Fixed texts: an internal error never carries anything the box wrote. */
export const SANDBOX_FAILURES = {
  spawner: 'the sandbox spawner died',
  launcher: 'the sandbox launcher failed',
  notStarted: 'the sandbox did not start the program',
} as const;

/**
 * The launcher or bubblewrap failing is the judge's error, not the program's. Only judge-side
 * facts decide it: the spawner's answer and the status file, which the box never holds. A program
 * that ran always has bwrap's "exit-code" there, unless we killed it for a limit (or the kernel
 * did, for memory), and that is the program's verdict.
 */
function sandboxFailure(
  waited: number | null,
  report: BoxStatus,
  termination: Termination,
): { internalError?: string } {
  if (waited === null) return { internalError: SANDBOX_FAILURES.spawner };
  if (report.exitCode !== null || termination !== 'exited') return {};
  if (report.launcherError !== null) {
    return { internalError: `${SANDBOX_FAILURES.launcher} (${report.launcherError})` };
  }
  return { internalError: SANDBOX_FAILURES.notStarted };
}

function failed(message: string): RunOutcome {
  return {
    termination: 'exited',
    stdout: Buffer.alloc(0),
    stderr: Buffer.alloc(0),
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: 0,
    internalError: message,
  };
}
