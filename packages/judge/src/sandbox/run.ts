import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { constants } from 'node:os';
import type { Writable } from 'node:stream';
import { type BoxSpec, bwrapArgs } from './bwrap-args.ts';
import type { CgroupDriver, RunCgroup } from './cgroup.ts';
import { prepareRunFiles } from './io-files.ts';
import { LAUNCH_FAILED, launcherArgs, launcherArgv, type Rlimits } from './limits.ts';
import { seccompFilter } from './seccomp.ts';
import { type Spawner, sharedSpawner } from './spawner.ts';

export const BWRAP = '/usr/bin/bwrap';

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
  uid: number;
  cgroups: CgroupDriver;
  /** Defaults to the process-wide spawner. */
  spawner?: Spawner;
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
  /** Set when the sandbox itself failed (not the program). */
  internalError?: string;
}

const POLL_MS = 15;
const SIGXCPU = 24;

let runCounter = 0;

/** Names are unique across processes too, since several judges may share the parent group. */
export function uniqueCgroupName(prefix: string): string {
  runCounter += 1;
  return `${prefix}-${process.pid}-${runCounter}-${Date.now().toString(36)}`;
}

/** Runs one program in a fresh box and cgroup; resolves once every process of the box is gone. */
export async function runInBox(request: RunRequest): Promise<RunOutcome> {
  const { limits } = request;
  const name = uniqueCgroupName('run');
  let cgroup: RunCgroup;
  try {
    cgroup = await request.cgroups.create(name, { memoryBytes: limits.memoryBytes, pids: limits.processes });
  } catch (error) {
    return failed(`cannot create cgroup: ${(error as Error).message}`);
  }
  try {
    return await execute(request, cgroup);
  } finally {
    await cgroup.killAll();
    void cgroup.remove();
  }
}

/** Starts a box: joins `cgroup`, drops to `uid`, feeds the seccomp filter and the box's files. */
export function spawnBox(
  box: BoxSpec,
  cgroup: RunCgroup,
  uid: number,
  rlimits: Rlimits,
  stdio: [StdioEntry, StdioEntry, StdioEntry] = ['pipe', 'pipe', 'pipe'],
): ChildProcess {
  const keepFds = 3 + box.files.length;
  const [file, ...args] = launcherArgv(cgroup.procsFiles, rlimits, uid, [BWRAP, ...bwrapArgs(box)], keepFds);
  const extraFds = box.files.map(() => 'pipe' as const);
  // An empty environment: even bwrap's own pid 1 (whose /proc/1/environ the program can read) gets nothing.
  const child = spawn(file!, args, { env: {}, stdio: [...stdio, 'pipe', ...extraFds] });
  writeAll(child.stdio[3] as Writable, seccompFilter());
  box.files.forEach((entry, index) => {
    writeAll(child.stdio[4 + index] as Writable, entry.data);
  });
  return child;
}

type StdioEntry = 'pipe' | number;

async function execute(request: RunRequest, cgroup: RunCgroup): Promise<RunOutcome> {
  const { box, limits } = request;
  const stdin = typeof request.stdin === 'string' ? Buffer.from(request.stdin) : request.stdin;
  const files = prepareRunFiles(
    stdin,
    request.uid,
    box.files.map((file) => file.data),
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
  const launcher = launcherArgs(
    cgroup.procsFiles,
    rlimits,
    request.uid,
    [BWRAP, ...bwrapArgs(box)],
    3 + box.files.length,
  );
  const started = process.hrtime.bigint();
  let termination: Termination = 'exited';
  const kill = (reason: Termination) => {
    if (termination === 'exited') termination = reason;
    void cgroup.killAll();
  };
  const poll = setInterval(() => {
    if (cgroup.cpuUsageUs() / 1000 > limits.cpuMs) kill('cpu');
    else if (files.stdoutSize() > limits.stdoutBytes) kill('output');
    cgroup.sample();
  }, POLL_MS);
  const wall = setTimeout(() => kill('wall'), limits.wallMs);

  const status =
    process.env.JUDGE_SPAWNER === 'node'
      ? await runWithNodeSpawn(request, cgroup, rlimits, files.paths)
      : await (request.spawner ?? sharedSpawner()).run({ paths: files.paths, launcher });

  clearInterval(poll);
  clearTimeout(wall);
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  // Nothing of the box may outlive it, and the counters are read once it is gone.
  await cgroup.killAll();
  const cpuMs = cgroup.cpuUsageUs() / 1000;
  const memoryKb = Math.round(cgroup.peakMemoryBytes() / 1024);
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
    ...sandboxFailure(status, stderr),
  };
}

/** The simple path (JUDGE_SPAWNER=node): Node forks the launcher itself. */
function runWithNodeSpawn(
  request: RunRequest,
  cgroup: RunCgroup,
  rlimits: Rlimits,
  paths: string[],
): Promise<number | null> {
  const fds = [openSync(paths[0]!, 'r'), openSync(paths[1]!, 'w'), openSync(paths[2]!, 'w')] as const;
  const child = spawnBox(request.box, cgroup, request.uid, rlimits, [fds[0], fds[1], fds[2]]);
  for (const fd of fds) closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code, signal) =>
      resolve(code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : null)),
    );
  });
}

/** The launcher or bubblewrap failing is the judge's error, not the program's. */
function sandboxFailure(status: number | null, stderr: Buffer): { internalError?: string } {
  if (status === null) return { internalError: 'the sandbox spawner died' };
  const text = stderr.toString('utf8');
  if (status === 125 && text.includes(LAUNCH_FAILED)) return { internalError: text.trim() };
  if (status === 1 && text.startsWith('bwrap: ')) return { internalError: text.trim() };
  return {};
}

function writeAll(stream: Writable | null | undefined, data: Buffer): void {
  if (!stream) return;
  // The box may exit without reading everything; a broken pipe is not our error.
  stream.on('error', () => {});
  stream.end(data);
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
