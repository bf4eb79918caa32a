import { describe, expect, it } from 'vitest';
import { DENIED_SYSCALLS, evaluateFilter, SECCOMP_ACTIONS, seccompFilter } from './seccomp.ts';

const { RET_ALLOW, RET_ERRNO, RET_KILL_PROCESS, EPERM, ENOSYS, EAFNOSUPPORT } = SECCOMP_ACTIONS;
const filter = seccompFilter();

describe('seccomp filter', () => {
  it('is a whole number of 8-byte BPF instructions, within the kernel limit', () => {
    expect(filter.length % 8).toBe(0);
    expect(filter.length / 8).toBeLessThan(4096);
  });

  it('allows ordinary syscalls (read, write, mmap, exit_group)', () => {
    for (const nr of [0, 1, 9, 231]) expect(evaluateFilter(filter, nr)).toBe(RET_ALLOW);
  });

  it('denies ptrace, mount, bpf, keyctl, io_uring and namespace syscalls with EPERM', () => {
    for (const name of ['ptrace', 'mount', 'bpf', 'keyctl', 'io_uring_setup', 'unshare', 'setns']) {
      expect(evaluateFilter(filter, DENIED_SYSCALLS[name]!)).toBe(RET_ERRNO | EPERM);
    }
  });

  it('answers clone3 with ENOSYS so libc falls back to clone', () => {
    expect(evaluateFilter(filter, 435)).toBe(RET_ERRNO | ENOSYS);
  });

  it('allows clone for threads and processes but not for new namespaces', () => {
    const threadFlags = 0x3d0f00;
    expect(evaluateFilter(filter, 56, [threadFlags])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 56, [0x11])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 56, [0x10000000 | 0x11])).toBe(RET_ERRNO | EPERM);
    expect(evaluateFilter(filter, 56, [0x40000000])).toBe(RET_ERRNO | EPERM);
  });

  it('allows unix, inet, inet6 and route-netlink sockets only', () => {
    expect(evaluateFilter(filter, 41, [1, 1, 0])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 41, [2, 1, 0])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 41, [10, 2, 0])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 41, [16, 3, 0])).toBe(RET_ALLOW);
    expect(evaluateFilter(filter, 41, [16, 3, 9])).toBe(RET_ERRNO | EAFNOSUPPORT);
    expect(evaluateFilter(filter, 41, [17, 3, 0])).toBe(RET_ERRNO | EAFNOSUPPORT);
    expect(evaluateFilter(filter, 41, [38, 5, 0])).toBe(RET_ERRNO | EAFNOSUPPORT);
    expect(evaluateFilter(filter, 41, [2 + 2 ** 32, 1, 0])).toBe(RET_ERRNO | EAFNOSUPPORT);
  });

  it('kills on another architecture and on x32 syscall numbers', () => {
    expect(evaluateFilter(filter, 0, [], 0x40000003)).toBe(RET_KILL_PROCESS);
    expect(evaluateFilter(filter, 0x40000000 + 1)).toBe(RET_KILL_PROCESS);
  });
});
