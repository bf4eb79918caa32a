// Unsandboxed local runner for catalogue writers: runs trusted reference/starter/naive programs directly,
// with an empty environment (PATH only), CPU time measured by /usr/bin/time, a wall-clock kill, and
// at most `jobs` processes at once. The real judge replaces this (see verify-lib.mjs, RunProgram).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const ENV = { PATH: '/usr/bin:/bin' };
const TIME = '/usr/bin/time';
const MAX_STDOUT = 1 << 20;
const MAX_STDERR = 64 << 10;

/** Per-language commands. Java gets `javaAllowanceMs` extra CPU for JVM start-up and JIT threads. */
export const COMMANDS = {
  JAVASCRIPT: { file: 'main.js', run: ['/usr/bin/node', 'main.js'] },
  PYTHON: { file: 'main.py', run: ['/usr/bin/python3', 'main.py'] },
  JAVA: {
    file: 'Main.java',
    compile: ['/usr/bin/javac', '-encoding', 'UTF-8', '-d', '.', 'Main.java'],
    run: ['/usr/bin/java', '-Xmx256m', '-XX:+UseSerialGC', '-cp', '.', 'Main'],
  },
};

function limiter(n) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= n || queue.length === 0) return;
    active++;
    const { fn, resolve, reject } = queue.shift();
    fn()
      .then(resolve, reject)
      .finally(() => {
        active--;
        next();
      });
  };
  return (fn) =>
    new Promise((resolve, reject) => {
      queue.push({ fn, resolve, reject });
      next();
    });
}

/** Runs argv in cwd with the given stdin; kills the whole process group after wallMs. */
function execute(argv, { cwd, input = '', wallMs }) {
  return new Promise((resolve) => {
    const timeFile = path.join(cwd, `.time-${process.hrtime.bigint()}`);
    const child = spawn(TIME, ['-f', '%e %U %S %M', '-o', timeFile, ...argv], {
      cwd,
      env: ENV,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out = [];
    let outBytes = 0;
    let err = '';
    let killedFor = null;
    const kill = (why) => {
      if (killedFor) return;
      killedFor = why;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => kill('TLE'), wallMs);
    child.stdout.on('data', (chunk) => {
      outBytes += chunk.length;
      if (outBytes > MAX_STDOUT) kill('OLE');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
      if (err.length < MAX_STDERR) err += chunk.toString();
    });
    child.stdin.on('error', () => {}); // program exited without reading all input
    child.stdin.end(input);
    const started = Date.now();
    child.on('close', async (code) => {
      clearTimeout(timer);
      const wall = Date.now() - started;
      let cpuMs = wall;
      let memoryKb = 0;
      const timeText = await readFile(timeFile, 'utf8').catch(() => '');
      await rm(timeFile, { force: true });
      const last = timeText.trim().split('\n').pop() ?? '';
      const parts = last.split(' ').map(Number);
      if (parts.length === 4 && parts.every(Number.isFinite)) {
        cpuMs = Math.round((parts[1] + parts[2]) * 1000);
        memoryKb = parts[3];
      }
      resolve({
        code,
        killedFor,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: err,
        cpuMs,
        wall,
        memoryKb,
      });
    });
  });
}

/**
 * createLocalRunner({ jobs, javaAllowanceMs, memoryMb }) -> { runProgram, close }
 * runProgram({ language, source, inputs, timeLimitMs }) -> RunResult[]
 */
export function createLocalRunner({ jobs = 2, javaAllowanceMs = 1000, memoryMb = 256 } = {}) {
  if (!existsSync(TIME)) throw new Error(`${TIME} is required (apt-get install time)`);
  const slot = limiter(jobs);
  const dirs = new Set();

  async function runProgram({ language, source, inputs, timeLimitMs = 2000 }) {
    const cmd = COMMANDS[language];
    if (!cmd) throw new Error(`unknown language ${language}`);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'catalog-run-'));
    dirs.add(dir);
    try {
      await writeFile(path.join(dir, cmd.file), source ?? '');
      if (cmd.compile) {
        const c = await slot(() => execute(cmd.compile, { cwd: dir, wallMs: 60000 }));
        if (c.code !== 0) {
          return inputs.map(() => ({ status: 'CE', stdout: '', stderr: c.stderr || c.stdout, timeMs: 0 }));
        }
      }
      const cpuLimit = timeLimitMs + (language === 'JAVA' ? javaAllowanceMs : 0);
      return await Promise.all(
        inputs.map((input) =>
          slot(async () => {
            const r = await execute(cmd.run, { cwd: dir, input, wallMs: cpuLimit + 500 });
            let status = 'OK';
            if (r.killedFor) status = r.killedFor;
            else if (r.cpuMs > cpuLimit) status = 'TLE';
            else if (r.code !== 0) status = 'RE';
            else if (language !== 'JAVA' && r.memoryKb > memoryMb * 1024) status = 'MLE';
            return {
              status,
              stdout: r.stdout,
              stderr: r.stderr,
              timeMs: status === 'TLE' ? Math.max(r.cpuMs, cpuLimit) : r.cpuMs,
              memoryKb: r.memoryKb,
            };
          }),
        ),
      );
    } finally {
      dirs.delete(dir);
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function close() {
    await Promise.all([...dirs].map((d) => rm(d, { recursive: true, force: true })));
  }
  return { runProgram, close };
}
