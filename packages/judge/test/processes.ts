import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_UID_BASE } from '../src/sandbox/slots.ts';

/** Live processes running as any judge uid (slots, compile servers), found through the host's /proc. */
export function sandboxProcesses(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (uid >= DEFAULT_UID_BASE && uid < DEFAULT_UID_BASE + 2000 && state !== 'Z') {
        found.push(`${entry} ${/^Name:\s+(.*)$/m.exec(status)?.[1]}`);
      }
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/** Waits up to `ms` for every sandbox process to be gone; returns what is left. */
export async function waitForNoSandboxProcesses(ms = 5000): Promise<string[]> {
  const deadline = Date.now() + ms;
  let left = sandboxProcesses();
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = sandboxProcesses();
  }
  return left;
}
