import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { linkSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { standbyBwrapArgs } from './bwrap-args.ts';
import { ioDirectory, standbyDirectory } from './io-files.ts';
import { BASH, BWRAP, LAUNCHER_BODY } from './launcher.ts';

/**
 * Starts boxes without forking the judge process. Node forks by copying its whole address
 * space (about 2 ms of CPU per run in a 250 MB server, on the main thread); this small bash
 * process forks instead. It first joins its slot's cgroups (its arguments), so the boxes it
 * forks are born in them. Requests are NUL-separated fields on its stdin; every descriptor a box
 * gets is opened from a path in the judge's private directory, so no descriptor passing is
 * needed. For each box a waiter subshell answers "<id> started <its pid>" and, once the box has
 * ended, "<id> exited <exit status>" on the helper's stdout. The helper and the waiters share the
 * box's cgroup, so whoever kills a box spares them (see `isOwn`). A slot has two helpers, one per
 * cgroup group, and a standby box's stub adds "<id> ready" (see `Spawner`).
 */
const HELPER = [
  'for procs in "$@"; do echo $$ > "$procs" || exit 125; done',
  'exec 9>&1 1>/dev/null 2>/dev/null',
  'launch() {',
  '  local count=$1; shift',
  // stdin, stdout, stderr, then fds 3, 4, ... (the seccomp filter and the box's files), read-only,
  // and last the status file, for writing (the launcher's and bwrap's reports). A standby box's
  // stdout is the report pipe (fd 9), a socket that cannot be reopened by path.
  '  if [ "$2" = "&9" ]; then exec <"$1" >&9 2>"$3"; else exec <"$1" >"$2" 2>"$3"; fi',
  '  shift 3; count=$((count - 3))',
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

/**
 * Whether the slot starts this same box ahead on its other side, for a next run of the program:
 * - `ahead`: now, while this run goes on (a test of the same request will take it);
 * - `after`: once this run has ended and STANDBY_AFTER_MS passed with no other run on the slot
 *   (for a next request of the same program, such as Submit after Run: seconds later, so nothing
 *   is lost by waiting, and the box's start-up stays off the cores while the verdict is written;
 *   a run of another request within the delay means none is started at all);
 * - `none`.
 */
export type StandbyPlan = 'ahead' | 'after' | 'none';

export interface SpawnRequest {
  /** stdin, stdout, stderr, then the files for descriptors 3, 4, ..., the last one opened for writing. */
  paths: string[];
  /** The launcher's arguments (see launcherArgs). */
  launcher: string[];
  /** Default `ahead`. */
  prepareNext?: StandbyPlan;
}

export interface SpawnedBox {
  /** Resolves once the box's waiter is known (so a kill spares it), or the spawner died. */
  started: Promise<void>;
  /** The box's exit status (128 + n for a signal), or null if the spawner died. */
  exited: Promise<number | null>;
}

interface Pending {
  started: () => void;
  exited: (status: number | null) => void;
  ready?: () => void;
  waiter?: number;
  side: Side;
}

/** A box started ahead of its run, waiting in its stub for "go" (see standbyBwrapArgs). */
interface Standby {
  id: number;
  /** What it was started for: a run must ask for exactly this box to get it. */
  launcher: string;
  data: Buffer[];
  /** true once its stub waits, false if it ended before. */
  ready: Promise<boolean>;
  isReady: boolean;
  aborted: boolean;
  started: Promise<void>;
  exited: Promise<number | null>;
  /** `exited`, once its files are cleaned up (and, after a hand-off, its status copied). */
  finished: Promise<number | null>;
  /** Set at the hand-off: the run's status file. */
  runStatus?: string;
  /** Its files in the judge's directory (data copies, stderr, status), removed when it ends. */
  files: string[];
}

/** One helper process per side: each joins its own cgroup(s), so its boxes are born there. */
interface Side {
  join: string[];
  child?: ChildProcess;
  buffered: string;
  standby?: Standby;
  /** Settles once the side's last standby has ended, so a new one never overlaps it. */
  drained: Promise<unknown>;
  /** The standby's io directory (bound at /run/io) and go FIFO, made on first use. */
  ioDir?: string;
  fifo?: string;
  fifoFd?: number;
}

/** How long a run waits for its side's standby to be ready before starting a box the usual way. */
const STANDBY_READY_MS = 10_000;
/** How long after a run an `after` standby starts (see StandbyPlan). */
export const STANDBY_AFTER_MS = 50;
const STDIO_NAMES = ['stdin', 'stdout', 'stderr'];

/**
 * With two sides (two cgroup groups of one slot), the spawner keeps the next box ready when the
 * run says another run of its program follows: while a run goes on one side, the other side
 * starts the same box (namespaces, mounts, seccomp, rlimits,
 * uid) up to a stub that waits, so the next run with the same launcher and files only hands it
 * its stdio and execs the program. The standby's start-up CPU is charged to its own group before
 * that group's next run takes its baselines (`nextSide` waits for it), so no run pays for
 * another's box.
 */
export class Spawner {
  private readonly sides: Side[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private current = 0;
  private readonly name = `${process.pid}-${randomBytes(6).toString('hex')}`;

  /** `join`: per side, the `cgroup.procs` files its helper moves itself into when it starts (one side: no standby). */
  constructor(join: string[][]) {
    this.sides = join.map((files) => ({ join: files, buffered: '', drained: Promise.resolve() }));
  }

  /** Whether `pid` is a helper or a box's waiter: processes a kill must spare. */
  isOwn(pid: number): boolean {
    const helpers = this.sides.map((side) => side.child?.pid).filter((p): p is number => p !== undefined);
    if (helpers.length === 0) return false;
    if (helpers.includes(pid)) return true;
    for (const entry of this.pending.values()) if (entry.waiter === pid) return true;
    // A waiter whose "started" line is still in the pipe: the helpers' children are waiters only
    // (a box's processes descend from the waiter's own child, and orphans go to the host's init).
    const parent = parentPid(pid);
    return parent !== null && helpers.includes(parent);
  }

  /** Runs that were handed a standby box, and standby boxes started (for tests and figures). */
  handOffs = 0;
  prepared = 0;
  /** Runs started so far: an `after` standby is started only if no run came since its own. */
  private runs = 0;
  private deferred: NodeJS.Timeout | undefined;

  /** Whether a box started ahead waits on either side. */
  get hasStandby(): boolean {
    return this.sides.some((side) => side.standby !== undefined);
  }

  /** The side of the current (or last) run: whose group measures it. */
  get side(): number {
    return this.current;
  }

  /**
   * Waits (at most STANDBY_READY_MS) until the other side's standby is ready, so that its start-up
   * is over before the next run's baselines are taken on both sides.
   */
  async settle(): Promise<void> {
    // A run is coming: a standby still waiting for its delay would only compete with it.
    this.cancelDeferred();
    const standby = this.sides[(this.current + 1) % this.sides.length]!.standby;
    if (!standby || standby.isReady) return;
    // A timer that holds the event loop: a script waiting only on the helper's pipe would exit.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), STANDBY_READY_MS);
    });
    await Promise.race([standby.ready, timeout]);
    clearTimeout(timer);
  }

  /**
   * Starts the box: the other side's standby when it is ready and is exactly this box (the side
   * then becomes the current one), else a new box on the current side (a standby that is not
   * this box is ended on its own side, where no run is being measured).
   */
  start(request: SpawnRequest): SpawnedBox {
    this.cancelDeferred();
    this.runs += 1;
    const other = this.sides[(this.current + 1) % this.sides.length]!;
    const standby = other.standby;
    // Descriptors: stdio, the seccomp filter, the box's files, the status file (last).
    const data = request.paths.slice(4, -1).map((path) => readFileSync(path));
    let handle: SpawnedBox;
    if (
      standby?.isReady &&
      standby.launcher === request.launcher.join('\0') &&
      sameData(standby.data, data)
    ) {
      other.standby = undefined;
      this.current = this.sides.indexOf(other);
      try {
        handle = this.handOff(other, standby, request);
        this.handOffs += 1;
      } catch {
        // Linking the run's files failed: end the standby, start the box the usual way (both
        // sides' counters were taken at begin, and the run's window follows `current`).
        other.standby = standby;
        this.abort(other);
        handle = this.launch(other, request);
      }
    } else {
      if (standby) this.abort(other);
      handle = this.launch(this.sides[this.current]!, request);
    }
    const plan = request.prepareNext ?? 'ahead';
    if (plan === 'ahead') this.prepare(request, data);
    if (plan === 'after') this.prepareAfter(handle, request, data);
    return handle;
  }

  /** Starts the standby once `handle`'s box has ended and STANDBY_AFTER_MS passed, if no run came since. */
  private prepareAfter(handle: SpawnedBox, request: SpawnRequest, data: Buffer[]): void {
    const run = this.runs;
    void handle.exited.then(() => {
      if (this.runs !== run) return;
      this.deferred = setTimeout(() => {
        this.deferred = undefined;
        if (this.runs === run) this.prepare(request, data);
      }, STANDBY_AFTER_MS);
      // Waiting to start a box ahead never keeps a process alive.
      this.deferred.unref();
    });
  }

  private cancelDeferred(): void {
    clearTimeout(this.deferred);
    this.deferred = undefined;
  }

  /** Kills the helpers: every box still pending reports null; the next start spawns new ones. */
  close(): void {
    this.cancelDeferred();
    for (const side of this.sides) {
      if (side.standby) this.abort(side);
      side.child?.kill('SIGKILL');
      side.child = undefined;
    }
  }

  private launch(side: Side, request: SpawnRequest): SpawnedBox {
    return this.send(side, request.paths, request.launcher, this.nextId++).handle;
  }

  private handOff(side: Side, standby: Standby, request: SpawnRequest): SpawnedBox {
    const dir = side.ioDir!;
    STDIO_NAMES.forEach((name, index) => {
      const link = `${dir}/${name}`;
      rmSync(link, { force: true });
      linkSync(request.paths[index]!, link);
    });
    writeSync(side.fifoFd!, `go ${standby.id}\n`);
    standby.runStatus = request.paths[request.paths.length - 1];
    return { started: standby.started, exited: standby.finished };
  }

  /** Starts, on the other side, the box `request` asked for, for the run after this one. */
  private prepare(request: SpawnRequest, data: Buffer[]): void {
    if (this.sides.length < 2) return;
    const side = this.sides[(this.current + 1) % this.sides.length]!;
    if (side.standby) return;
    const bwrapAt = request.launcher.indexOf(BWRAP);
    if (bwrapAt < 0) return;
    const { ioDir, fifo } = this.standbyFiles(side);
    const id = this.nextId++;
    // Descriptors: stdio, the seccomp filter (3), the data files, the io directory, the status file.
    const bwrap = standbyBwrapArgs(request.launcher.slice(bwrapAt + 1), 4 + data.length, id);
    if (!bwrap) return;
    const files = data.map((bytes, index) => {
      const path = `${ioDirectory()}/standby-${this.name}-${id}-data${index}`;
      writeFileSync(path, bytes, { mode: 0o400 });
      return path;
    });
    const errors = `${ioDirectory()}/standby-${this.name}-${id}-stderr`;
    writeFileSync(errors, '', { mode: 0o600 });
    // stdout is the helper's report pipe (its fd 9), on which the stub says it is ready.
    // Its own status file (last, written by the launcher and bwrap), copied into the run's at the end.
    const status = `${ioDirectory()}/standby-${this.name}-${id}-status`;
    writeFileSync(status, '', { mode: 0o600 });
    const paths = [fifo, '&9', errors, request.paths[3]!, ...files, ioDir, status];
    this.prepared += 1;
    const statusFd = String(5 + data.length);
    // The launcher's first arguments: the last descriptor to keep, the status descriptor.
    const launcher = [statusFd, statusFd, ...request.launcher.slice(2, bwrapAt + 1), ...bwrap];
    files.push(errors, status);
    const standby: Standby = {
      id,
      launcher: request.launcher.join('\0'),
      data,
      isReady: false,
      aborted: false,
      files,
      ready: Promise.resolve(false),
      started: Promise.resolve(),
      exited: Promise.resolve(null),
      finished: Promise.resolve(null),
    };
    // After the side's previous standby has ended (an aborted one may still be on its way out).
    const sent = side.drained.then(() => {
      if (standby.aborted) return null;
      return this.send(side, paths, launcher, id, () => {
        standby.isReady = true;
      });
    });
    standby.ready = sent.then((box) => box?.ready ?? false);
    standby.started = sent.then((box) => box?.handle.started);
    standby.exited = sent.then((box) => box?.handle.exited ?? null);
    side.standby = standby;
    standby.finished = standby.exited.then((exit) => {
      // After a hand-off, what the launcher and bwrap reported goes to the run's status file before
      // the run hears the exit (both are the judge's own files, outside any box). The links would
      // keep the run's output alive; the host reads it through its own descriptors.
      if (standby.runStatus !== undefined) {
        for (const name of STDIO_NAMES) rmSync(`${ioDir}/${name}`, { force: true });
        try {
          writeFileSync(standby.runStatus, readFileSync(status), { flag: 'r+' });
        } catch {
          // The run's status file is gone: the run reads the exit status alone.
        }
      }
      for (const path of files) rmSync(path, { force: true });
      if (side.standby === standby) side.standby = undefined;
      return exit;
    });
    side.drained = standby.finished;
  }

  private abort(side: Side): void {
    const standby = side.standby;
    if (!standby) return;
    side.standby = undefined;
    standby.aborted = true;
    if (side.fifoFd !== undefined) writeSync(side.fifoFd, `abort ${standby.id}\n`);
  }

  private standbyFiles(side: Side): { ioDir: string; fifo: string } {
    if (side.ioDir && side.fifo && side.fifoFd !== undefined) return { ioDir: side.ioDir, fifo: side.fifo };
    const index = this.sides.indexOf(side);
    // Root's, searchable but not writable by the box: it may open its run's three files, nothing else.
    const base = standbyDirectory();
    // The FIFO stays in the root-only directory: only the launcher (root) opens it.
    const fifo = `${ioDirectory()}/standby-${this.name}-side${index}.go`;
    const made = spawnSync('/usr/bin/mkfifo', ['-m', '600', fifo]);
    if (made.status !== 0) throw new Error(`mkfifo ${fifo} failed`);
    side.ioDir = base;
    side.fifo = fifo;
    // Read-write, so neither end ever blocks on open and the stub never sees an end of file.
    side.fifoFd = openSync(fifo, 'r+');
    return { ioDir: base, fifo };
  }

  /** Sends one box to the side's helper; `onReady` makes it a standby (its stub reports "ready"). */
  private send(
    side: Side,
    paths: string[],
    launcher: string[],
    id: number,
    onStandbyReady?: () => void,
  ): { handle: SpawnedBox; ready?: Promise<boolean> } {
    const standby = onStandbyReady !== undefined;
    const child = this.process(side);
    const fields = [String(id), String(1 + paths.length + launcher.length), String(paths.length)];
    const payload = `${[...fields, ...paths, ...launcher].join('\0')}\0`;
    let onStarted: () => void = () => {};
    let onExited: (status: number | null) => void = () => {};
    let onReady: (ready: boolean) => void = () => {};
    const started = new Promise<void>((resolve) => {
      onStarted = resolve;
    });
    const exited = new Promise<number | null>((resolve) => {
      onExited = resolve;
    });
    const ready = standby
      ? new Promise<boolean>((resolve) => {
          onReady = resolve;
        })
      : undefined;
    this.pending.set(id, {
      side,
      started: onStarted,
      exited: (status) => {
        onReady(false);
        onExited(status);
      },
      ...(standby
        ? {
            ready: () => {
              onStandbyReady();
              onReady(true);
            },
          }
        : {}),
    });
    child.stdin?.write(payload);
    return { handle: { started, exited }, ready };
  }

  private process(side: Side): ChildProcess {
    const running = side.child;
    if (running && running.exitCode === null && running.signalCode === null) return running;
    const child = spawn(BASH, ['--noprofile', '--norc', '-c', HELPER, 'spawner', ...side.join], {
      env: {},
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    // Idle, it must not keep a script alive; a running box's timers do that.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    (child.stdout as unknown as { unref?: () => void } | null)?.unref?.();
    child.stdin?.on('error', () => {});
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.onData(side, chunk));
    child.on('exit', () => {
      if (side.child === child) side.child = undefined;
      // Every box of this helper is gone with it (or orphaned: its group's next kill takes it).
      for (const [id, entry] of this.pending) {
        if (entry.side !== side) continue;
        this.pending.delete(id);
        entry.started();
        entry.exited(null);
      }
      if (side.standby) side.standby = undefined;
    });
    side.child = child;
    return child;
  }

  private onData(side: Side, chunk: string): void {
    side.buffered += chunk;
    let newline = side.buffered.indexOf('\n');
    while (newline >= 0) {
      const [id, event, value] = side.buffered.slice(0, newline).split(' ');
      side.buffered = side.buffered.slice(newline + 1);
      const entry = this.pending.get(Number(id));
      if (entry && event === 'started') {
        entry.waiter = Number(value);
        entry.started();
      } else if (entry && event === 'ready') {
        entry.ready?.();
      } else if (entry && event === 'exited') {
        this.pending.delete(Number(id));
        entry.exited(Number(value));
      }
      newline = side.buffered.indexOf('\n');
    }
  }
}

function sameData(a: Buffer[], b: Buffer[]): boolean {
  return a.length === b.length && a.every((bytes, index) => bytes.equals(b[index]!));
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
