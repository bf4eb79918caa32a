import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { BASE_READ_ONLY, BASE_SYMLINKS } from './bwrap-args.ts';
import type { CgroupDriver } from './cgroup.ts';
import { createCgroupDriver } from './cgroup-detect.ts';
import { BWRAP, DROP_ROOT, DROP_ROOT_SOURCE } from './launcher.ts';
import { type RunOutcome, runInBox } from './run.ts';
import { DEFAULT_UID_BASE, Slot } from './slots.ts';

export interface SandboxCheck {
  ok: boolean;
  /** One line: what works, or exactly what is missing and how to fix it. */
  message: string;
  cgroupVersion: 1 | 2 | null;
}

const TRUE = '/usr/bin/true';

/**
 * Whether sandboxed runs can work here: bubblewrap installed, the uid switch built, running as root,
 * usable cgroups, and unprivileged user namespaces (proved by starting a real box).
 */
export async function checkSandbox(options: { cgroups?: CgroupDriver | null } = {}): Promise<SandboxCheck> {
  const fail = (message: string, cgroupVersion: 1 | 2 | null = null): SandboxCheck => ({
    ok: false,
    message: `Judge sandbox unavailable: ${message}`,
    cgroupVersion,
  });
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return fail('the judge runs on x86_64 Linux only');
  if (!isExecutable(BWRAP))
    return fail(`${BWRAP} not found (install the bubblewrap package: npm start does it)`);
  const dropRoot = dropRootProblem();
  if (dropRoot) return fail(dropRoot);
  if (process.getuid?.() !== 0) {
    return fail('the judge must run as root, to give each box its own uid and its own cgroup');
  }
  const userns = readNumberFile('/proc/sys/user/max_user_namespaces');
  if (userns === 0)
    return fail('user namespaces are disabled (set sysctl user.max_user_namespaces to 10000 or more)');
  if (readNumberFile('/proc/sys/kernel/unprivileged_userns_clone') === 0) {
    return fail('unprivileged user namespaces are disabled (sysctl kernel.unprivileged_userns_clone=1)');
  }
  if (readNumberFile('/proc/sys/kernel/apparmor_restrict_unprivileged_userns') === 1) {
    return fail(
      'AppArmor blocks unprivileged user namespaces (sysctl kernel.apparmor_restrict_unprivileged_userns=0)',
    );
  }
  const cgroups = options.cgroups === undefined ? createCgroupDriver() : options.cgroups;
  if (!cgroups)
    return fail(
      'no usable cgroup hierarchy (need cgroup v2 with memory and pids, or v1 memory/pids/cpuacct)',
    );
  const problem = cgroups.init();
  if (problem) return fail(problem, cgroups.version);

  // Below every leased block (see uid-lease.ts), so the probe never shares a running box's uid.
  const slot = new Slot(DEFAULT_UID_BASE - 1, cgroups, 'check');
  try {
    await slot.open();
  } catch (error) {
    await slot.close();
    return fail(`cannot create a cgroup: ${(error as Error).message}`, cgroups.version);
  }
  const outcome = await runProbe(slot, TRUE);
  await slot.close();
  if (outcome.internalError || outcome.exitCode !== 0) {
    // Our own program (`true`): its stderr holds only bwrap's complaint, safe to show here.
    const detail = [outcome.internalError, outcome.stderr.toString('utf8').trim()].filter(Boolean).join(': ');
    return fail(`a test box did not start: ${detail || `exit code ${outcome.exitCode}`}`, cgroups.version);
  }
  return {
    ok: true,
    message: `Judge sandbox ready (bubblewrap, cgroup v${cgroups.version}, seccomp)`,
    cgroupVersion: cgroups.version,
  };
}

/** Runs one host program alone in a small box on `slot` (the check's `true`, tests' probes). */
export function runProbe(slot: Slot, program: string, stdin = ''): Promise<RunOutcome> {
  return runInBox({
    box: {
      argv: [program],
      readOnly: [...BASE_READ_ONLY, program],
      symlinks: BASE_SYMLINKS,
      files: [],
      env: {},
      tmpfsBytes: 1024 * 1024,
    },
    stdin,
    slot,
    limits: {
      cpuMs: 2000,
      wallMs: 5000,
      memoryBytes: 64 * 1024 * 1024,
      processes: 16,
      stdoutBytes: 4096,
      stderrBytes: 4096,
      fileSizeBytes: 1024 * 1024,
      stackBytes: 8 * 1024 * 1024,
    },
  });
}

/**
 * The uid switch runs as root before every box: it must be there, newer than its source, and
 * writable by root alone.
 */
function dropRootProblem(): string | null {
  const rebuild = '(run `bash scripts/setup.sh`: npm start does it)';
  if (!isExecutable(DROP_ROOT)) return `${DROP_ROOT} is not built ${rebuild}`;
  const binary = statSync(DROP_ROOT);
  if (existsSync(DROP_ROOT_SOURCE) && statSync(DROP_ROOT_SOURCE).mtimeMs > binary.mtimeMs)
    return `${DROP_ROOT} is older than its source ${rebuild}`;
  if (binary.uid !== 0 || (binary.mode & 0o022) !== 0)
    return `${DROP_ROOT} must be owned by root and writable by root alone`;
  return null;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function readNumberFile(path: string): number | null {
  if (!existsSync(path)) return null;
  try {
    return Number(readFileSync(path, 'utf8').trim());
  } catch {
    return null;
  }
}
