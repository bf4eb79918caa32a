import { describe, expect, it } from 'vitest';
import { readBoxStatus } from './status.ts';

describe("reading a box's status file", () => {
  it("takes the program's exit code from bwrap's status", () => {
    const text = '{ "child-pid": 12, "cgroup-namespace": 4026531835 }\n{ "exit-code": 137 }\n';
    expect(readBoxStatus(text)).toEqual({ exitCode: 137, launcherError: null });
  });

  it('has no exit code when the program never started', () => {
    expect(readBoxStatus('{ "child-pid": 12 }\n')).toEqual({ exitCode: null, launcherError: null });
    expect(readBoxStatus('')).toEqual({ exitCode: null, launcherError: null });
  });

  it("reads the launcher's own failure", () => {
    expect(readBoxStatus('launcher-failed: cannot join /sys/fs/cgroup/x\n')).toEqual({
      exitCode: null,
      launcherError: 'cannot join /sys/fs/cgroup/x',
    });
  });
});
