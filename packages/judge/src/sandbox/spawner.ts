import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BASH, LAUNCHER_BODY } from './limits.ts';

/**
 * Starts boxes without forking the judge process. Node forks by copying its whole address
 * space (about 2 ms of CPU per run in a 250 MB server, on the main thread); this small bash
 * process forks instead. It first joins its slot's cgroups (its arguments), so the boxes it
 * forks are born in them. Requests are NUL-separated fields on its stdin; every descriptor a box
 * gets is opened from a path in the judge's private directory, so no descriptor passing is
 * needed. For each box a waiter subshell answers "<id> started <its pid>" and, once the box has
 * ended, "<id> exited <exit status>" on the helper's stdout. The helper and the waiters share the
 * box's cgroup, so whoever kills a box spares them (see `isOwn`).
 */
const HELPER = [
  'for procs in "$@"; do echo $$ > "$procs" || exit 125; done',
  'exec 9>&1 1>/dev/null 2>/dev/null',
  'launch() {',
  '  local count=$1; shift',
  // stdin, stdout, stderr, then fds 3, 4, ... (the seccomp filter and the box's files), read-only,
  // and last the status file, for writing (the launcher's and bwrap's reports).
  '  exec <"$1" >"$2" 2>"$3"; shift 3; count=$((count - 3))',
  '  local fd=3',
  '  while [ "$count" -gt 1 ]; do eval "exec $fd<\\"\\$1\\""; fd=$((fd + 1)); shift; count=$((count - 1)); done',
  '  eval "exec $fd>\\"\\$1\\""; shift',
  LAUNCHER_BODY,
  '}',
  "while IFS= read -r -d '' id && IFS= read -r -d '' count; do",
  '  mapfile -t -d \'\' -n "$count" request',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash array expansion, not a template.
  '  { echo "$id started $BASHPID" >&9; ( launch "${request[@]}" ); echo "$id exited $?" >&9; } &',
  'done',
].join('\n');

export interface SpawnRequest {
  /** stdin, stdout, stderr, then the files for descriptors 3, 4, ..., the last one opened for writing. */
  paths: string[];
  /** The launcher's arguments (see launcherArgs). */
  launcher: string[];
}

export interface BoxHandle {
  /** Resolves once the box's waiter is known (so a kill spares it), or the spawner died. */
  started: Promise<void>;
  /** The box's exit status (128 + n for a signal), or null if the spawner died. */
  exited: Promise<number | null>;
}

interface Pending {
  started: () => void;
  exited: (status: number | null) => void;
  waiter?: number;
}

export class Spawner {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffered = '';

  /** `join`: the `cgroup.procs` files the helper moves itself into when it starts. */
  constructor(private readonly join: string[] = []) {}

  /** Whether `pid` is the helper or a box's waiter: processes a kill must spare. */
  isOwn(pid: number): boolean {
    const helper = this.child?.pid;
    if (helper === undefined) return false;
    if (pid === helper) return true;
    for (const entry of this.pending.values()) if (entry.waiter === pid) return true;
    // A waiter whose "started" line is still in the pipe: the helper's children are waiters only
    // (a box's processes descend from the waiter's own child, and orphans go to the host's init).
    return parentPid(pid) === helper;
  }

  start(request: SpawnRequest): BoxHandle {
    const child = this.process();
    const id = this.nextId++;
    const fields = [
      String(id),
      String(1 + request.paths.length + request.launcher.length),
      String(request.paths.length),
    ];
    const payload = `${[...fields, ...request.paths, ...request.launcher].join('\0')}\0`;
    let onStarted: () => void = () => {};
    let onExited: (status: number | null) => void = () => {};
    const started = new Promise<void>((resolve) => {
      onStarted = resolve;
    });
    const exited = new Promise<number | null>((resolve) => {
      onExited = resolve;
    });
    this.pending.set(id, { started: onStarted, exited: onExited });
    child.stdin?.write(payload);
    return { started, exited };
  }

  /** Kills the helper: every box still pending reports null; the next start spawns a new one. */
  close(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private process(): ChildProcess {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return this.child;
    const child = spawn(BASH, ['--noprofile', '--norc', '-c', HELPER, 'spawner', ...this.join], {
      env: {},
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    // Idle, it must not keep a script alive; a running box's timers do that.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
    child.stdin?.on('error', () => {});
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.onData(chunk));
    child.on('exit', () => {
      if (this.child === child) this.child = undefined;
      for (const entry of this.pending.values()) {
        entry.started();
        entry.exited(null);
      }
      this.pending.clear();
    });
    this.child = child;
    return child;
  }

  private onData(chunk: string): void {
    this.buffered += chunk;
    let newline = this.buffered.indexOf('\n');
    while (newline >= 0) {
      const [id, event, value] = this.buffered.slice(0, newline).split(' ');
      this.buffered = this.buffered.slice(newline + 1);
      const entry = this.pending.get(Number(id));
      if (entry && event === 'started') {
        entry.waiter = Number(value);
        entry.started();
      } else if (entry && event === 'exited') {
        this.pending.delete(Number(id));
        entry.exited(Number(value));
      }
      newline = this.buffered.indexOf('\n');
    }
  }
}

/** The parent pid from /proc/<pid>/stat, or null once the process is gone. */
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}
