import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Language } from '@codedojo/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForNoSandboxProcesses } from '../test/processes.ts';
import { LocalSandboxEngine } from './engine.ts';
import { dropRootArgv } from './sandbox/launcher.ts';
import { DEFAULT_UID_BASE } from './sandbox/slots.ts';
import type { JudgeResult, Limits } from './types.ts';
import { VERDICTS } from './verdict.ts';

// A secret in the judging process's environment: no sandboxed program may ever print it.
const SECRET = `codedojo-secret-${randomBytes(8).toString('hex')}`;
process.env.CODEDOJO_HOSTILE_SECRET = SECRET;
const TOKEN = randomBytes(6).toString('hex');
const PROJECT_DIR = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
const PROJECT_FILE = `${PROJECT_DIR}/package.json`;
const ESCAPES = [
  '/etc/codedojo-escape',
  '/usr/codedojo-escape',
  '/codedojo-escape',
  `${PROJECT_DIR}/codedojo-escape`,
  `/tmp/codedojo-escape-${TOKEN}`,
];

const engine = new LocalSandboxEngine();
let server: Server;
let port = 0;
let connections = 0;
const sentinels: ChildProcess[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  // Processes a box must not be able to kill: one of root's, one with the first slot's own uid.
  sentinels.push(spawn('/usr/bin/sleep', ['120'], { stdio: 'ignore' }));
  const [dropRoot, ...dropToSlotUid] = dropRootArgv(DEFAULT_UID_BASE);
  sentinels.push(spawn(dropRoot!, [...dropToSlotUid, '/usr/bin/sleep', '120'], { stdio: 'ignore' }));
  await engine.warmUp();
}, 120_000);

afterAll(async () => {
  for (const sentinel of sentinels) sentinel.kill('SIGKILL');
  server.close();
  await engine.close();
});

const NAMES: Record<Language, string> = { PYTHON: 'Python', JAVASCRIPT: 'JavaScript', JAVA: 'Java' };
const LANGUAGES: Language[] = ['PYTHON', 'JAVASCRIPT', 'JAVA'];
const java = (
  body: string,
  imports = 'import java.io.*;\nimport java.net.*;\nimport java.nio.file.*;\nimport java.util.*;\n',
) =>
  `${imports}public class Main {\n  public static void main(String[] args) throws Exception {\n${body}\n  }\n}\n`;
const quoted = (value: string) => JSON.stringify(value);

type Case =
  | 'snoop'
  | 'tcp'
  | 'interfaces'
  | 'kill'
  | 'escape'
  | 'leave'
  | 'peek'
  | 'forkBomb'
  | 'threadBomb'
  | 'bigFile';

function programs(): Record<Language, Record<Case, string>> {
  const snoopPaths = ['/etc/shadow', PROJECT_FILE, '/proc/1/environ', '/proc/self/environ'];
  return {
    PYTHON: {
      snoop: `import os, glob
paths = ${JSON.stringify(snoopPaths)} + glob.glob('/proc/*/environ')
for p in paths:
    try:
        with open(p, 'rb') as f:
            print('READ', p, f.read()[:4000])
    except Exception as e:
        print('DENIED', p, type(e).__name__)
print('ENV', dict(os.environ))
print('ROOT', sorted(os.listdir('/')))
print('FDS', ','.join(sorted(os.listdir('/proc/self/fd'))))
`,
      tcp: `import socket
try:
    socket.create_connection(('127.0.0.1', ${port}), timeout=2)
    print('CONNECTED')
except Exception as e:
    print('FAILED', type(e).__name__)
`,
      interfaces: `import socket
for index, name in socket.if_nameindex():
    print('IF', name)
`,
      kill: `import os, signal
try:
    os.kill(-1, signal.SIGKILL)
except Exception as e:
    print('kill -1:', type(e).__name__)
count = 0
for pid in range(2, 1 << 15):
    try:
        os.kill(pid, signal.SIGKILL)
        count += 1
    except OSError:
        pass
print('signalled', count)
print('VISIBLE', ','.join(sorted(d for d in os.listdir('/proc') if d.isdigit())))
`,
      escape: `for p in ${JSON.stringify([...ESCAPES, '/proc/sys/kernel/hostname'])}:
    try:
        with open(p, 'w') as f:
            f.write('escaped')
        print('WROTE', p)
    except Exception as e:
        print('DENIED', p, type(e).__name__)
`,
      leave: `for p in ['/box/left.txt', '/tmp/left.txt']:
    with open(p, 'w') as f:
        f.write('${TOKEN}')
print('left')
`,
      peek: `import os
for d in ['/box', '/tmp']:
    print(d, os.listdir(d))
for p in ['/box/left.txt', '/tmp/left.txt']:
    try:
        print(open(p).read())
    except Exception as e:
        print('MISSING', p, type(e).__name__)
`,
      forkBomb: `import os
while True:
    try:
        os.fork()
    except OSError:
        pass
`,
      threadBomb: `import threading, time
while True:
    threading.Thread(target=time.sleep, args=(100,)).start()
`,
      bigFile: `chunk = b'x' * (1 << 20)
with open('/box/big', 'wb') as f:
    for _ in range(1024):
        f.write(chunk)
print('wrote 1 GB')
`,
    },
    JAVASCRIPT: {
      snoop: `const fs = require('fs');
const paths = ${JSON.stringify(snoopPaths)};
for (const d of fs.readdirSync('/proc')) if (/^\\d+$/.test(d)) paths.push('/proc/' + d + '/environ');
for (const p of paths) {
  try { console.log('READ', p, fs.readFileSync(p, 'utf8').slice(0, 4000)); }
  catch (e) { console.log('DENIED', p, e.code); }
}
console.log('ENV', JSON.stringify(process.env));
console.log('ROOT', fs.readdirSync('/').join(' '));
`,
      tcp: `const socket = require('net').connect({ host: '127.0.0.1', port: ${port} });
socket.setTimeout(2000, () => { console.log('FAILED timeout'); process.exit(0); });
socket.on('connect', () => { console.log('CONNECTED'); process.exit(0); });
socket.on('error', (e) => console.log('FAILED', e.code));
`,
      interfaces: `for (const name of Object.keys(require('os').networkInterfaces())) console.log('IF', name);
`,
      kill: `try { process.kill(-1, 'SIGKILL'); } catch (e) { console.log('kill -1:', e.code); }
let count = 0;
for (let pid = 2; pid < 32768; pid++) { try { process.kill(pid, 'SIGKILL'); count++; } catch {} }
console.log('signalled', count);
console.log('VISIBLE', require('fs').readdirSync('/proc').filter((d) => /^\\d+$/.test(d)).join(','));
`,
      escape: `const fs = require('fs');
for (const p of ${JSON.stringify([...ESCAPES, '/proc/sys/kernel/hostname'])}) {
  try { fs.writeFileSync(p, 'escaped'); console.log('WROTE', p); }
  catch (e) { console.log('DENIED', p, e.code); }
}
`,
      leave: `const fs = require('fs');
fs.writeFileSync('/box/left.txt', '${TOKEN}');
fs.writeFileSync('/tmp/left.txt', '${TOKEN}');
console.log('left');
`,
      peek: `const fs = require('fs');
for (const d of ['/box', '/tmp']) console.log(d, fs.readdirSync(d).join(' '));
for (const p of ['/box/left.txt', '/tmp/left.txt']) {
  try { console.log(fs.readFileSync(p, 'utf8')); } catch (e) { console.log('MISSING', p, e.code); }
}
`,
      forkBomb: `const { spawn } = require('child_process');
for (;;) { try { spawn(process.execPath, [__filename], { stdio: 'ignore' }); } catch {} }
`,
      threadBomb: `const { Worker } = require('worker_threads');
for (;;) new Worker('setInterval(() => {}, 1000)', { eval: true });
`,
      bigFile: `const fs = require('fs');
const fd = fs.openSync('/box/big', 'w');
const chunk = Buffer.alloc(1 << 20, 120);
for (let i = 0; i < 1024; i++) fs.writeSync(fd, chunk);
console.log('wrote 1 GB');
`,
    },
    JAVA: {
      snoop: java(`    List<String> paths = new ArrayList<>(List.of(${snoopPaths.map(quoted).join(', ')}));
    File[] procs = new File("/proc").listFiles();
    if (procs != null) for (File f : procs) if (f.getName().matches("\\\\d+")) paths.add(f.getPath() + "/environ");
    for (String p : paths) {
      try { System.out.println("READ " + p + " " + new String(Files.readAllBytes(Paths.get(p)))); }
      catch (Exception e) { System.out.println("DENIED " + p + " " + e.getClass().getSimpleName()); }
    }
    System.out.println("ENV " + System.getenv());
    System.out.println("ROOT " + Arrays.toString(new File("/").list()));`),
      tcp: java(`    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", ${port}), 2000);
      System.out.println("CONNECTED");
    } catch (Exception e) { System.out.println("FAILED " + e.getClass().getSimpleName()); }`),
      interfaces: java(
        `    for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) System.out.println("IF " + n.getName());`,
      ),
      kill: java(`    long self = ProcessHandle.current().pid();
    int count = 0;
    for (long pid = 1; pid < 32768; pid++) {
      Optional<ProcessHandle> p = ProcessHandle.of(pid);
      if (p.isPresent() && pid != self && p.get().destroyForcibly()) count++;
    }
    System.out.println("signalled " + count);
    List<String> visible = new ArrayList<>();
    for (String d : new File("/proc").list()) if (d.matches("\\\\d+")) visible.add(d);
    System.out.println("VISIBLE " + String.join(",", visible));`),
      escape:
        java(`    for (String p : new String[] {${[...ESCAPES, '/proc/sys/kernel/hostname'].map(quoted).join(', ')}}) {
      try { Files.write(Paths.get(p), "escaped".getBytes()); System.out.println("WROTE " + p); }
      catch (Exception e) { System.out.println("DENIED " + p + " " + e.getClass().getSimpleName()); }
    }`),
      leave: java(`    Files.write(Paths.get("/box/left.txt"), "${TOKEN}".getBytes());
    Files.write(Paths.get("/tmp/left.txt"), "${TOKEN}".getBytes());
    System.out.println("left");`),
      peek: java(`    for (String d : new String[] {"/box", "/tmp"}) System.out.println(d + " " + Arrays.toString(new File(d).list()));
    for (String p : new String[] {"/box/left.txt", "/tmp/left.txt"}) {
      try { System.out.println(new String(Files.readAllBytes(Paths.get(p)))); }
      catch (Exception e) { System.out.println("MISSING " + p + " " + e.getClass().getSimpleName()); }
    }`),
      forkBomb: java(`    String self = ProcessHandle.current().info().command().orElse("java");
    while (true) {
      try { new ProcessBuilder(self, "-cp", "/box/main.jar", "Main").start(); } catch (Throwable e) { }
    }`),
      threadBomb: java(`    while (true) {
      new Thread(() -> { try { Thread.sleep(100000); } catch (InterruptedException e) { } }).start();
    }`),
      bigFile: java(`    byte[] chunk = new byte[1 << 20];
    try (FileOutputStream out = new FileOutputStream("/box/big")) {
      for (int i = 0; i < 1024; i++) out.write(chunk);
    }
    System.out.println("wrote 1 GB");`),
    },
  };
}

const TIGHT: Partial<Limits> = { cpuMs: 1000, wallMs: 3000, processes: 32, memoryMb: 128 };

async function run(language: Language, kind: Case, limits: Partial<Limits> = TIGHT): Promise<JudgeResult> {
  return engine.judge({ language, source: programs()[language][kind], tests: [{ input: '' }], limits });
}

function output(result: JudgeResult): string {
  return `${result.compileOutput ?? ''}${result.tests.map((test) => test.stdout + test.stderr).join('')}`;
}

describe.each(LANGUAGES)('hostile programs in %s', (language) => {
  const name = NAMES[language];
  let snoop: Promise<JudgeResult> | undefined;
  const snooped = () => {
    snoop ??= run(language, 'snoop');
    return snoop;
  };

  it(`cannot read /etc/shadow in ${name}`, async () => {
    const text = output(await snooped());
    expect(text).toContain('DENIED /etc/shadow');
    expect(text).not.toMatch(/root:[^\n]*:\d+:/);
  });

  it(`cannot read the project's files in ${name}`, async () => {
    const text = output(await snooped());
    expect(text).toContain(`DENIED ${PROJECT_FILE}`);
    expect(text).not.toContain('"workspaces"');
  });

  it(`never sees the judging process's environment, even through /proc/1/environ, in ${name}`, async () => {
    const result = await snooped();
    const text = output(result);
    expect(text).toContain('/proc/1/environ');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('CODEDOJO_HOSTILE_SECRET');
    expect(text).not.toContain('NODE_EXTRA_CA_CERTS');
    // Only the box's own processes are visible in /proc: the program itself.
    expect(text.match(/READ \/proc\/\d+\/environ/g)?.length ?? 0).toBeLessThanOrEqual(3);
  });

  if (language === 'PYTHON') {
    it('inherits no descriptor of the judging process in Python', async () => {
      // 0-2 are its stdio; 3 is the directory listing itself.
      expect(output(await snooped())).toMatch(/^FDS 0,1,2(,3)?$/m);
    });
  }

  it(`cannot open a TCP connection to the server's port on 127.0.0.1 in ${name}`, async () => {
    const before = connections;
    const result = await run(language, 'tcp');
    expect(output(result)).toContain('FAILED');
    expect(output(result)).not.toContain('CONNECTED');
    expect(connections).toBe(before);
  });

  it(`sees only a loopback interface in ${name}`, async () => {
    const result = await run(language, 'interfaces');
    const names = result.tests[0]!.stdout.split('\n').filter((line) => line.startsWith('IF '));
    expect(result.status, output(result)).toBe(VERDICTS.ACCEPTED);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['IF lo']));
  });

  it(`cannot kill other processes in ${name}`, async () => {
    const result = await run(language, 'kill', { cpuMs: 3000 });
    // The program can signal only itself (its threads show up as pids too): it is alone in its pid namespace.
    expect(result.tests[0]!.stdout, output(result)).toMatch(/^VISIBLE 1$/m);
    for (const sentinel of sentinels) {
      expect(sentinel.exitCode).toBeNull();
      expect(sentinel.signalCode).toBeNull();
      expect(() => process.kill(sentinel.pid!, 0)).not.toThrow();
    }
  });

  it(`cannot write outside its work dir in ${name}`, async () => {
    const result = await run(language, 'escape');
    const text = output(result);
    for (const path of ESCAPES) expect(existsSync(path), path).toBe(false);
    expect(text).toContain('DENIED /etc/codedojo-escape');
    expect(text).toContain(`DENIED ${PROJECT_DIR}/codedojo-escape`);
    expect(text).toContain('DENIED /proc/sys/kernel/hostname');
  });

  it(`cannot read the previous submission's files in ${name}`, async () => {
    const first = await run(language, 'leave');
    expect(first.tests[0]!.stdout).toContain('left');
    const second = await run(language, 'peek');
    expect(output(second)).not.toContain(TOKEN);
    expect(output(second)).toContain('MISSING /box/left.txt');
  });

  it(`contains a fork bomb in ${name}`, async () => {
    const started = Date.now();
    const result = await run(language, 'forkBomb');
    expect(result.status).not.toBe(VERDICTS.ACCEPTED);
    expect(result.status).not.toBe(VERDICTS.INTERNAL_ERROR);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it(`contains a thread bomb in ${name}`, async () => {
    const started = Date.now();
    const result = await run(language, 'threadBomb');
    expect(result.status).not.toBe(VERDICTS.ACCEPTED);
    expect(result.status).not.toBe(VERDICTS.INTERNAL_ERROR);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it(`stops a 1 GB file write in ${name}`, async () => {
    const result = await run(language, 'bigFile');
    expect(result.status).not.toBe(VERDICTS.ACCEPTED);
    expect(result.status).not.toBe(VERDICTS.INTERNAL_ERROR);
    expect(result.tests[0]!.stdout).not.toContain('wrote 1 GB');
  });
});

describe('after the hostile suite', () => {
  it('leaves no sandbox process behind and still accepts a normal submission promptly', async () => {
    for (const sentinel of sentinels) sentinel.kill('SIGKILL');
    await engine.close();
    expect(await waitForNoSandboxProcesses()).toEqual([]);

    const fresh = new LocalSandboxEngine();
    try {
      const started = Date.now();
      const result = await fresh.judge({
        language: 'PYTHON',
        source: 'print(6 * 7)',
        tests: [{ input: '', expected: '42' }],
      });
      expect(result.status).toBe(VERDICTS.ACCEPTED);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await fresh.close();
    }
  });
});
