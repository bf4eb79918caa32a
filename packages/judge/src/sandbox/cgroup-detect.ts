import { existsSync } from 'node:fs';
import type { CgroupDriver } from './cgroup.ts';
import { CgroupV1Driver } from './cgroup-v1.ts';
import { CgroupV2Driver } from './cgroup-v2.ts';

export const DEFAULT_CGROUP_ROOT = '/sys/fs/cgroup';
export const DEFAULT_CGROUP_PARENT = 'codedojo-judge';

export interface CgroupOptions {
  root?: string;
  parent?: string;
  /** Force a version instead of detecting it. */
  version?: 1 | 2;
}

/** Pure v2 (cgroup.controllers at the root) wins; else v1 with memory and pids hierarchies. */
export function detectCgroupVersion(root = DEFAULT_CGROUP_ROOT): 1 | 2 | null {
  if (existsSync(`${root}/cgroup.controllers`)) return 2;
  if (existsSync(`${root}/memory/memory.limit_in_bytes`) && existsSync(`${root}/pids`)) return 1;
  return null;
}

export function createCgroupDriver(options: CgroupOptions = {}): CgroupDriver | null {
  const root = options.root ?? process.env.JUDGE_CGROUP_ROOT ?? DEFAULT_CGROUP_ROOT;
  const parent = options.parent ?? process.env.JUDGE_CGROUP_PARENT ?? DEFAULT_CGROUP_PARENT;
  const forced = options.version ?? envVersion();
  const version = forced ?? detectCgroupVersion(root);
  if (version === 2) return new CgroupV2Driver(root, parent);
  if (version === 1) return new CgroupV1Driver(root, parent);
  return null;
}

function envVersion(): 1 | 2 | undefined {
  const value = process.env.JUDGE_CGROUP_VERSION;
  if (value === '1' || value === 'v1') return 1;
  if (value === '2' || value === 'v2') return 2;
  return undefined;
}
