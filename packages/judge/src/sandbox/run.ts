import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { type BoxSpec, bwrapArgs } from './bwrap-args.ts';
import type { CgroupDriver, RunCgroup } from './cgroup.ts';
import { LAUNCH_FAILED, launcherArgv, type Rlimits } from './limits.ts';
import { seccompFilter } from './seccomp.ts';

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
const SIGKILL = 9;
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
    cgroup = request.cgroups.create(name, { memoryBytes: limits.memoryBytes, pids: limits.processes });
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
export function spawnBox(box: BoxSpec, cgroup: RunCgroup, uid: number, rlimits: Rlimits): ChildProcess {
  const [file, ...args] = launcherArgv(cgroup.procsFiles, rlimits, uid, [BWRAP, ...bwrapArgs(box)]);
  const extraFds = box.files.map(() => 'pipe' as const);
  // An empty environment: even bwrap's own pid 1 (whose /proc/1/environ the program can read) gets nothing.
  const child = spawn(file!, args, { env: {}, stdio: ['pipe', 'pipe', 'pipe', 'pipe', ...extraFds] });
  writeAll(child.stdio[3] as Writable, seccompFilter());
  box.files.forEach((entry, index) => {
    writeAll(child.stdio[4 + index] as Writable, entry.data);
  });
  return child;
}

function execute(request: RunRequest, cgroup: RunCgroup): Promise<RunOutcome> {
  const { box, limits } = request;
  const rlimits: Rlimits = {
    // RLIMIT_CPU is only the backstop: the poller below enforces the limit to the millisecond.
    cpuSeconds: limits.cpuMs / 1000 + 1,
    fileSizeBytes: limits.fileSizeBytes,
    stackBytes: limits.stackBytes,
    processes: limits.processes,
    openFiles: 512,
  };
  const started = process.hrtime.bigint();
  const elapsedMs = () => Number(process.hrtime.bigint() - started) / 1e6;

  return new Promise((resolve) => {
    const child = spawnBox(box, cgroup, request.uid, rlimits);
    const stdout = new Capture(limits.stdoutBytes);
    const stderr = new Capture(limits.stderrBytes);
    let termination: Termination = 'exited';
    let spawnError: string | undefined;
    let finished = false;

    const kill = (reason: Termination) => {
      if (termination === 'exited') termination = reason;
      child.kill('SIGKILL');
      void cgroup.killAll();
    };

    const poll = setInterval(() => {
      if (cgroup.cpuUsageUs() / 1000 > limits.cpuMs) kill('cpu');
      cgroup.peakMemoryBytes();
    }, POLL_MS);
    const wall = setTimeout(() => kill('wall'), limits.wallMs);

    child.stdout?.on('data', (chunk: Buffer) => {
      if (!stdout.push(chunk)) kill('output');
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
    });
    child.on('error', (error) => {
      spawnError = error.message;
    });

    writeAll(child.stdin, typeof request.stdin === 'string' ? Buffer.from(request.stdin) : request.stdin);

    child.on('close', (code, signalName) => {
      if (finished) return;
      finished = true;
      clearInterval(poll);
      clearTimeout(wall);
      const wallMs = elapsedMs();
      const cpuMs = cgroup.cpuUsageUs() / 1000;
      const memoryKb = Math.round(cgroup.peakMemoryBytes() / 1024);
      let signal: number | null = null;
      let exitCode: number | null = code;
      if (signalName) {
        signal = signalName === 'SIGKILL' ? SIGKILL : null;
        exitCode = null;
      } else if (code !== null && code > 128 && code < 160) {
        // bwrap reports a program killed by signal n as exit status 128 + n.
        signal = code - 128;
      }
      if (termination === 'exited' && signal === SIGXCPU) termination = 'cpu';
      if (termination === 'exited' && cpuMs > limits.cpuMs) termination = 'cpu';
      if (termination === 'exited' && cgroup.oomKilled()) termination = 'memory';
      const stderrBuffer = stderr.buffer();
      const launchFailed = stderrBuffer.includes(LAUNCH_FAILED) && code === 125;
      resolve({
        termination,
        stdout: stdout.buffer(),
        stderr: stderrBuffer,
        exitCode,
        signal,
        cpuMs: Math.round(cpuMs),
        wallMs: Math.round(wallMs),
        memoryKb,
        ...(spawnError || launchFailed
          ? { internalError: spawnError ?? stderrBuffer.toString('utf8').trim() }
          : {}),
      });
    });
  });
}

export function writeAll(stream: Writable | null | undefined, data: Buffer): void {
  if (!stream) return;
  // The box may exit without reading everything; a broken pipe is not our error.
  stream.on('error', () => {});
  stream.end(data);
}

/** Keeps at most `limit` bytes; push returns false once more than that arrived. */
class Capture {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private overflowed = false;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): boolean {
    if (this.overflowed) return false;
    const room = this.limit - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limit;
      this.overflowed = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
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
