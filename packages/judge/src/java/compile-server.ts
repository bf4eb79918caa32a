import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BoxFile } from '../languages/runtime.ts';
import { type Cgroup, type CgroupDriver, uniqueCgroupName } from '../sandbox/cgroup.ts';
import { spawnBox } from '../sandbox/launcher.ts';
import { JVM_FLAGS, javaBox, javaToolchain, MAIN_CLASS } from './toolchain.ts';

export type CompileOutcome =
  | { status: 'compiled'; jar: Buffer; ms: number }
  | { status: 'error'; output: string; ms: number }
  | { status: 'timeout'; ms: number }
  | { status: 'internal'; message: string; ms: number };

export interface CompileServerOptions {
  cgroups: CgroupDriver;
  uid: number;
  /** Start a JVM per compile instead of keeping one warm (slower; nothing shared between submissions). */
  cold?: boolean;
  /** Recycle the warm JVM after this many compiles. */
  maxCompiles?: number;
}

const SERVER_SOURCE_URL = new URL('./CompileServer.java', import.meta.url);
const SERVER_CLASS = 'CompileServer';
const SERVER_MEMORY_BYTES = 1024 * 1024 * 1024;
const SERVER_PROCESSES = 256;
const MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const BOOTSTRAP_WALL_MS = 60_000;
const WARM_UP_SOURCE = `import java.util.*;
public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    List<Integer> values = new ArrayList<>();
    while (in.hasNextInt()) values.add(in.nextInt());
    Map<Integer, Long> counts = new HashMap<>();
    for (int v : values) counts.merge(v, 1L, Long::sum);
    StringBuilder out = new StringBuilder();
    for (var e : new TreeMap<>(counts).entrySet()) out.append(e.getKey()).append(' ').append(e.getValue()).append('\\n');
    System.out.print(out);
  }
}
`;

/** The compile server compiled by itself, kept in memory: later JVMs start from it without a source-mode compile. */
let serverJar: Buffer | undefined;

/**
 * A javac kept warm in a sandboxed JVM (javax.tools, annotation processing off), fed over pipes.
 * Compiles are serialized; a compile that overruns its wall limit kills the JVM, and the next one
 * starts a fresh one.
 */
export class JavaCompileServer {
  private process: ServerProcess | undefined;
  private starting: Promise<ServerProcess> | undefined;
  private tail: Promise<unknown> = Promise.resolve();
  private compiles = 0;
  private closed = false;

  constructor(private readonly options: CompileServerOptions) {}

  /** Starts the JVM and runs a few compiles so javac's hot paths are compiled before the first submission. */
  async warmUp(rounds = 4): Promise<void> {
    for (let round = 0; round < rounds; round += 1) {
      const outcome = await this.compile(MAIN_CLASS, WARM_UP_SOURCE, BOOTSTRAP_WALL_MS);
      if (outcome.status !== 'compiled') return;
    }
  }

  compile(name: string, source: string, wallMs: number): Promise<CompileOutcome> {
    const next = this.tail.then(() => this.compileNow(name, source, wallMs));
    this.tail = next.catch(() => {});
    return next;
  }

  async close(): Promise<void> {
    this.closed = true;
    const current = this.process ?? (await this.starting?.catch(() => undefined));
    this.process = undefined;
    if (current) await current.stop();
  }

  private async compileNow(name: string, source: string, wallMs: number): Promise<CompileOutcome> {
    const started = Date.now();
    if (this.closed) return { status: 'internal', message: 'compile server closed', ms: 0 };
    let server: ServerProcess;
    try {
      server = await this.server();
    } catch (error) {
      return { status: 'internal', message: (error as Error).message, ms: Date.now() - started };
    }
    const outcome = await server.request(name, source, wallMs);
    this.compiles += 1;
    const recycle =
      this.options.cold ||
      outcome.status === 'timeout' ||
      outcome.status === 'internal' ||
      this.compiles >= (this.options.maxCompiles ?? 500);
    if (recycle) {
      this.process = undefined;
      this.compiles = 0;
      void server.stop();
    }
    return outcome;
  }

  private async server(): Promise<ServerProcess> {
    if (this.process?.alive) return this.process;
    this.starting ??= this.start().finally(() => {
      this.starting = undefined;
    });
    this.process = await this.starting;
    return this.process;
  }

  private async start(): Promise<ServerProcess> {
    if (!serverJar) {
      // First start in this process: the JVM compiles CompileServer.java itself (source-file mode),
      // then we ask it to compile its own source once more and keep the jar for later starts.
      const source = readFileSync(SERVER_SOURCE_URL, 'utf8');
      const bootstrap = await ServerProcess.start(this.options, [
        { path: `/box/${SERVER_CLASS}.java`, data: Buffer.from(source) },
      ]);
      const outcome = await bootstrap.request(SERVER_CLASS, source, BOOTSTRAP_WALL_MS);
      if (outcome.status !== 'compiled') {
        await bootstrap.stop();
        const detail = outcome.status === 'error' ? outcome.output : outcome.status;
        throw new Error(`Java compile server failed to start: ${detail}`);
      }
      serverJar = outcome.jar;
      return bootstrap;
    }
    return ServerProcess.start(this.options, [{ path: '/box/server.jar', data: serverJar }]);
  }
}

/** One sandboxed JVM running CompileServer, and the framing of its pipe protocol. */
class ServerProcess {
  alive = true;
  private readonly child: ChildProcess;
  private readonly group: Cgroup;
  private buffered = Buffer.alloc(0);
  private pending: ((frame: { status: number; payload: Buffer } | null) => void) | undefined;
  private stderrTail = '';

  /** Starts the JVM in a fresh cgroup of its own. */
  static async start(options: CompileServerOptions, files: BoxFile[]): Promise<ServerProcess> {
    const group = await options.cgroups.group(uniqueCgroupName('javac'));
    await group.begin({ memoryBytes: SERVER_MEMORY_BYTES, pids: SERVER_PROCESSES }, () => false);
    return new ServerProcess(options, files, group);
  }

  private constructor(options: CompileServerOptions, files: BoxFile[], group: Cgroup) {
    this.group = group;
    const { java } = javaToolchain();
    const fromSource = files[0]?.path.endsWith('.java') ?? false;
    const argv = [
      java,
      '-Xmx512m',
      '-Xss16m',
      ...JVM_FLAGS,
      ...(fromSource ? [files[0]!.path] : ['-cp', files[0]!.path, SERVER_CLASS]),
    ];
    this.child = spawnBox(javaBox(argv, files, 64 * 1024 * 1024), {
      uid: options.uid,
      join: group.procsFiles,
      rlimits: {
        cpuSeconds: 24 * 3600,
        fileSizeBytes: 64 * 1024 * 1024,
        stackBytes: 16 * 1024 * 1024,
        processes: SERVER_PROCESSES,
        openFiles: 1024,
      },
    });
    // The warm JVM must not keep a script's event loop alive; a pending compile's timer does that.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) unrefStream(stream);
    this.child.stdout?.on('data', (chunk: Buffer) => this.onData(chunk));
    this.child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-4000);
    });
    this.child.stdin?.on('error', () => {});
    this.child.on('close', () => {
      this.alive = false;
      this.settle(null);
      void this.group.destroy();
    });
  }

  request(name: string, source: string, wallMs: number): Promise<CompileOutcome> {
    const started = Date.now();
    const ms = () => Date.now() - started;
    if (!this.alive || !this.child.stdin)
      return Promise.resolve({ status: 'internal', message: 'compile server is not running', ms: 0 });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // Detach first: settling with null would answer 'internal' (server exited) before 'timeout'.
        this.pending = undefined;
        resolve({ status: 'timeout', ms: ms() });
        void this.stop();
      }, wallMs);
      this.pending = (frame) => {
        clearTimeout(timer);
        if (!frame) {
          resolve({
            status: 'internal',
            message: `compile server exited: ${this.stderrTail.trim()}`,
            ms: ms(),
          });
          return;
        }
        const text = frame.payload.toString('utf8');
        if (frame.status === 0) resolve({ status: 'compiled', jar: frame.payload, ms: ms() });
        else if (frame.status === 1) resolve({ status: 'error', output: text, ms: ms() });
        else resolve({ status: 'internal', message: text, ms: ms() });
      };
      const nameBytes = Buffer.from(name);
      const sourceBytes = Buffer.from(source);
      const header = Buffer.alloc(4);
      header.writeInt32BE(nameBytes.length);
      const sourceHeader = Buffer.alloc(4);
      sourceHeader.writeInt32BE(sourceBytes.length);
      this.child.stdin?.write(Buffer.concat([header, nameBytes, sourceHeader, sourceBytes]));
    });
  }

  async stop(): Promise<void> {
    this.alive = false;
    this.child.stdin?.end();
    this.child.kill('SIGKILL');
    await this.group.destroy();
  }

  private settle(frame: { status: number; payload: Buffer } | null): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.(frame);
  }

  private onData(chunk: Buffer): void {
    this.buffered = Buffer.concat([this.buffered, chunk]);
    if (this.buffered.length < 5) return;
    const length = this.buffered.readInt32BE(1);
    if (length < 0 || length > MAX_RESPONSE_BYTES) {
      // A confused or hostile server: drop it.
      this.settle(null);
      void this.stop();
      return;
    }
    if (this.buffered.length < 5 + length) return;
    const status = this.buffered.readUInt8(0);
    const payload = Buffer.from(this.buffered.subarray(5, 5 + length));
    this.buffered = this.buffered.subarray(5 + length);
    this.settle({ status, payload });
  }
}

function unrefStream(stream: unknown): void {
  const handle = stream as { unref?: () => void } | null;
  handle?.unref?.();
}
