import { readdirSync, readFileSync } from 'node:fs';
import {
  DEFAULT_CGROUP_PARENT,
  DEFAULT_CGROUP_ROOT,
  detectCgroupVersion,
} from '../src/sandbox/cgroup-detect.ts';
import { DEFAULT_UID_BASE } from '../src/sandbox/slots.ts';

interface ProcessInfo {
  pid: number;
  ppid: number;
  uid: number;
  state: string;
  name: string;
}

function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      found.push({
        pid: Number(entry),
        ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        uid: Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]),
        state: /^State:\s+(\S)/m.exec(status)?.[1] ?? '?',
        name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?',
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Pids still inside a judge cgroup created by one of `owners` (the pid is part of each group's name). */
function cgroupMembers(owners: number[]): number[] {
  const version = detectCgroupVersion();
  const parent =
    version === 1
      ? `${DEFAULT_CGROUP_ROOT}/pids/${DEFAULT_CGROUP_PARENT}`
      : `${DEFAULT_CGROUP_ROOT}/${DEFAULT_CGROUP_PARENT}`;
  const members: number[] = [];
  let groups: string[] = [];
  try {
    groups = readdirSync(parent);
  } catch {
    return members;
  }
  for (const group of groups) {
    const owner = Number(/^[a-z]+-(\d+)-/.exec(group)?.[1]);
    if (!owners.includes(owner)) continue;
    try {
      const procs = readFileSync(`${parent}/${group}/cgroup.procs`, 'utf8');
      members.push(...procs.split('\n').filter(Boolean).map(Number));
    } catch {
      // Removed while we looked.
    }
  }
  return members;
}

/**
 * Live sandbox processes started by `owners` (default: this process): box processes among their
 * descendants, and anything still inside one of their cgroups. Other judges on the machine (other
 * test runs, a dev server) are not counted.
 */
export function sandboxProcesses(owners: number[] = [process.pid]): string[] {
  const all = processes();
  const byPid = new Map(all.map((info) => [info.pid, info]));
  const descends = (info: ProcessInfo): boolean => {
    let current: ProcessInfo | undefined = info;
    for (let depth = 0; current && depth < 64; depth += 1) {
      if (owners.includes(current.ppid)) return true;
      current = byPid.get(current.ppid);
    }
    return false;
  };
  const inGroups = new Set(cgroupMembers(owners));
  return all
    .filter((info) => info.state !== 'Z')
    .filter(
      (info) =>
        inGroups.has(info.pid) ||
        (info.uid >= DEFAULT_UID_BASE && info.uid < DEFAULT_UID_BASE + 2000 && descends(info)),
    )
    .map((info) => `${info.pid} ${info.name} (uid ${info.uid})`);
}

/** Waits up to `ms` for every sandbox process of `owners` to be gone; returns what is left. */
export async function waitForNoSandboxProcesses(
  owners: number[] = [process.pid],
  ms = 5000,
): Promise<string[]> {
  const deadline = Date.now() + ms;
  let left = sandboxProcesses(owners);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = sandboxProcesses(owners);
  }
  return left;
}
