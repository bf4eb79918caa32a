import { LAUNCH_FAILED } from './launcher.ts';

/**
 * What the status file says about one box. bwrap's monitor (outside the box) writes JSON
 * documents there: `{ "child-pid": n, ... }` once the box exists, and `{ "exit-code": n }` when
 * the program it really started (exec succeeded) ends. The launcher writes
 * `launcher-failed: <reason>` there when it cannot even start bwrap.
 */
export interface BoxStatus {
  /** The program's exit status (128 + n for signal n), or null when it never ran or was killed with its monitor. */
  exitCode: number | null;
  launcherError: string | null;
}

export function readBoxStatus(text: string): BoxStatus {
  const exit = /"exit-code"\s*:\s*(\d+)/.exec(text);
  const launcher = new RegExp(`^${LAUNCH_FAILED}: (.*)$`, 'm').exec(text);
  return {
    exitCode: exit ? Number(exit[1]) : null,
    launcherError: launcher ? launcher[1]!.slice(0, 200) : null,
  };
}
