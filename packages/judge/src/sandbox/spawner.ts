import { type ChildProcess, spawn } from 'node:child_process';
import { BASH, LAUNCHER_BODY } from './limits.ts';

/**
 * Starts boxes without forking the judge process. Node forks by copying its whole address
 * space (about 2 ms of CPU per run in a 250 MB server, on the main thread); this small bash
 * process forks instead. Requests are NUL-separated fields on its stdin; every descriptor a box
 * gets is opened from a path in the judge's private directory, so no descriptor passing is
 * needed. It answers "<id> <exit status>" on its stdout when a box has ended.
 */
const HELPER = [
  'exec 9>&1 1>/dev/null 2>/dev/null',
  'launch() {',
  '  local count=$1; shift',
  // stdin, stdout, stderr, then fds 3, 4, ... (the seccomp filter and the box's files).
  '  exec <"$1" >"$2" 2>"$3"; shift 3; count=$((count - 3))',
  '  local fd=3',
  '  while [ "$count" -gt 0 ]; do eval "exec $fd<\\"\\$1\\""; fd=$((fd + 1)); shift; count=$((count - 1)); done',
  LAUNCHER_BODY,
  '}',
  "while IFS= read -r -d '' id && IFS= read -r -d '' count; do",
  '  mapfile -t -d \'\' -n "$count" request',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash array expansion, not a template.
  '  { ( launch "${request[@]}" ); echo "$id $?" >&9; } &',
  'done',
].join('\n');

export interface SpawnRequest {
  /** stdin, stdout, stderr, then the files for descriptors 3, 4, ... */
  paths: string[];
  /** The launcher's arguments (see launcherArgs). */
  launcher: string[];
}

export class Spawner {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, (status: number | null) => void>();
  private nextId = 1;
  private buffered = '';

  /** Resolves with the box's exit status (128 + n for a signal), or null if the spawner died. */
  run(request: SpawnRequest): Promise<number | null> {
    const child = this.process();
    const id = this.nextId++;
    const fields = [
      String(id),
      String(1 + request.paths.length + request.launcher.length),
      String(request.paths.length),
    ];
    const payload = `${[...fields, ...request.paths, ...request.launcher].join('\0')}\0`;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      child.stdin?.write(payload);
    });
  }

  close(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private process(): ChildProcess {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return this.child;
    const child = spawn(BASH, ['--noprofile', '--norc', '-c', HELPER], {
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
      for (const resolve of this.pending.values()) resolve(null);
      this.pending.clear();
    });
    this.child = child;
    return child;
  }

  private onData(chunk: string): void {
    this.buffered += chunk;
    let newline = this.buffered.indexOf('\n');
    while (newline >= 0) {
      const [id, status] = this.buffered.slice(0, newline).split(' ');
      this.buffered = this.buffered.slice(newline + 1);
      const resolve = this.pending.get(Number(id));
      this.pending.delete(Number(id));
      resolve?.(Number(status));
      newline = this.buffered.indexOf('\n');
    }
  }
}

let shared: Spawner | undefined;

export function sharedSpawner(): Spawner {
  shared ??= new Spawner();
  return shared;
}
