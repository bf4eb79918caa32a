/**
 * A classic-BPF seccomp filter, assembled by hand (no libseccomp binding exists for Node) and handed
 * to bubblewrap through `--seccomp FD`. x86_64 only: any other architecture or the x32 ABI kills
 * the process. Costs about a millisecond per run.
 */

const AUDIT_ARCH_X86_64 = 0xc000003e;
const X32_SYSCALL_BIT = 0x40000000;

const RET_KILL_PROCESS = 0x80000000;
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;

const EPERM = 1;
const ENOSYS = 38;
const EAFNOSUPPORT = 97;

// BPF opcodes (linux/bpf_common.h).
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;

// Offsets in struct seccomp_data.
const OFF_NR = 0;
const OFF_ARCH = 4;
const argLow = (index: number) => 16 + index * 8;
const argHigh = (index: number) => 20 + index * 8;

/** Syscalls a submission never needs; they answer EPERM. Numbers are x86_64's. */
export const DENIED_SYSCALLS: Record<string, number> = {
  ptrace: 101,
  syslog: 103,
  uselib: 134,
  vhangup: 153,
  pivot_root: 155,
  _sysctl: 156,
  chroot: 161,
  acct: 163,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  sethostname: 170,
  setdomainname: 171,
  iopl: 172,
  ioperm: 173,
  init_module: 175,
  delete_module: 176,
  quotactl: 179,
  nfsservctl: 180,
  lookup_dcookie: 212,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  fanotify_init: 300,
  name_to_handle_at: 303,
  open_by_handle_at: 304,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  kcmp: 312,
  finit_module: 313,
  kexec_file_load: 320,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  pidfd_getfd: 438,
  process_madvise: 440,
  mount_setattr: 442,
  quotactl_fd: 443,
};

const SYS_CLONE = 56;
const SYS_SOCKET = 41;
const SYS_SOCKETPAIR = 53;
const SYS_CLONE3 = 435;

/** CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET | NEWTIME. */
const CLONE_NAMESPACE_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x80;

const AF_UNIX = 1;
const AF_INET = 2;
const AF_INET6 = 10;
const AF_NETLINK = 16;
const NETLINK_ROUTE = 0;

type Target = string;
type Instruction =
  | { op: 'ld'; offset: number }
  | { op: 'jeq' | 'jge' | 'jset'; k: number; jt: Target | null; jf: Target | null }
  | { op: 'ret'; k: number }
  | { op: 'label'; name: string };

/** Resolves labels to relative jumps (BPF jumps only go forward, at most 255 instructions). */
export function assemble(program: Instruction[]): Buffer {
  const labels = new Map<string, number>();
  let index = 0;
  for (const instruction of program) {
    if (instruction.op === 'label') labels.set(instruction.name, index);
    else index += 1;
  }
  const out = Buffer.alloc(index * 8);
  let position = 0;
  const offsetTo = (target: Target | null, from: number): number => {
    if (target === null) return 0;
    const destination = labels.get(target);
    if (destination === undefined) throw new Error(`seccomp: unknown label ${target}`);
    const offset = destination - from - 1;
    if (offset < 0 || offset > 255) throw new Error(`seccomp: jump to ${target} out of range`);
    return offset;
  };
  for (const instruction of program) {
    if (instruction.op === 'label') continue;
    let code = 0;
    let jt = 0;
    let jf = 0;
    let k = 0;
    if (instruction.op === 'ld') {
      code = LD_W_ABS;
      k = instruction.offset;
    } else if (instruction.op === 'ret') {
      code = RET_K;
      k = instruction.k;
    } else {
      code = instruction.op === 'jeq' ? JEQ_K : instruction.op === 'jge' ? JGE_K : JSET_K;
      jt = offsetTo(instruction.jt, position);
      jf = offsetTo(instruction.jf, position);
      k = instruction.k;
    }
    out.writeUInt16LE(code, position * 8);
    out.writeUInt8(jt, position * 8 + 2);
    out.writeUInt8(jf, position * 8 + 3);
    out.writeUInt32LE(k >>> 0, position * 8 + 4);
    position += 1;
  }
  return out;
}

function buildProgram(): Instruction[] {
  const denied = Object.values(DENIED_SYSCALLS);
  const p: Instruction[] = [
    { op: 'ld', offset: OFF_ARCH },
    { op: 'jeq', k: AUDIT_ARCH_X86_64, jt: null, jf: 'kill' },
    { op: 'ld', offset: OFF_NR },
    { op: 'jge', k: X32_SYSCALL_BIT, jt: 'kill', jf: null },
    ...denied.map((nr): Instruction => ({ op: 'jeq', k: nr, jt: 'eperm', jf: null })),
    // glibc falls back to clone() only when clone3 answers ENOSYS; clone3 flags live in memory we cannot inspect.
    { op: 'jeq', k: SYS_CLONE3, jt: 'enosys', jf: null },
    { op: 'jeq', k: SYS_CLONE, jt: 'clone', jf: null },
    { op: 'jeq', k: SYS_SOCKET, jt: 'socket', jf: null },
    { op: 'jeq', k: SYS_SOCKETPAIR, jt: 'socket', jf: null },
    { op: 'ret', k: RET_ALLOW },

    { op: 'label', name: 'clone' },
    { op: 'ld', offset: argLow(0) },
    { op: 'jset', k: CLONE_NAMESPACE_FLAGS, jt: 'eperm', jf: 'allow' },

    // Unix, IPv4 and IPv6 sockets (only loopback exists in the box) and route netlink (to list it).
    { op: 'label', name: 'socket' },
    { op: 'ld', offset: argHigh(0) },
    { op: 'jeq', k: 0, jt: null, jf: 'eafnosupport' },
    { op: 'ld', offset: argLow(0) },
    { op: 'jeq', k: AF_UNIX, jt: 'allow', jf: null },
    { op: 'jeq', k: AF_INET, jt: 'allow', jf: null },
    { op: 'jeq', k: AF_INET6, jt: 'allow', jf: null },
    { op: 'jeq', k: AF_NETLINK, jt: null, jf: 'eafnosupport' },
    { op: 'ld', offset: argHigh(2) },
    { op: 'jeq', k: 0, jt: null, jf: 'eafnosupport' },
    { op: 'ld', offset: argLow(2) },
    { op: 'jeq', k: NETLINK_ROUTE, jt: 'allow', jf: 'eafnosupport' },

    { op: 'label', name: 'allow' },
    { op: 'ret', k: RET_ALLOW },
    { op: 'label', name: 'eperm' },
    { op: 'ret', k: RET_ERRNO | EPERM },
    { op: 'label', name: 'enosys' },
    { op: 'ret', k: RET_ERRNO | ENOSYS },
    { op: 'label', name: 'eafnosupport' },
    { op: 'ret', k: RET_ERRNO | EAFNOSUPPORT },
    { op: 'label', name: 'kill' },
    { op: 'ret', k: RET_KILL_PROCESS },
  ];
  return p;
}

let cached: Buffer | undefined;

/** The compiled filter, as bubblewrap reads it: an array of struct sock_filter. */
export function seccompFilter(): Buffer {
  cached ??= assemble(buildProgram());
  return cached;
}

/** Tiny BPF interpreter for tests: what the filter answers for one syscall. */
export function evaluateFilter(
  filter: Buffer,
  nr: number,
  args: number[] = [],
  arch = AUDIT_ARCH_X86_64,
): number {
  const data = Buffer.alloc(64);
  data.writeUInt32LE(nr >>> 0, OFF_NR);
  data.writeUInt32LE(arch >>> 0, OFF_ARCH);
  args.forEach((value, i) => {
    data.writeUInt32LE(value >>> 0, argLow(i));
    data.writeUInt32LE(Math.floor(value / 2 ** 32) >>> 0, argHigh(i));
  });
  let accumulator = 0;
  let pc = 0;
  while (pc * 8 < filter.length) {
    const code = filter.readUInt16LE(pc * 8);
    const jt = filter.readUInt8(pc * 8 + 2);
    const jf = filter.readUInt8(pc * 8 + 3);
    const k = filter.readUInt32LE(pc * 8 + 4);
    if (code === RET_K) return k;
    if (code === LD_W_ABS) accumulator = data.readUInt32LE(k);
    else if (code === JEQ_K) pc += accumulator === k ? jt : jf;
    else if (code === JGE_K) pc += accumulator >= k ? jt : jf;
    else if (code === JSET_K) pc += (accumulator & k) !== 0 ? jt : jf;
    else throw new Error(`unknown BPF opcode ${code}`);
    pc += 1;
  }
  throw new Error('filter fell off its end');
}

export const SECCOMP_ACTIONS = { RET_ALLOW, RET_KILL_PROCESS, RET_ERRNO, EPERM, ENOSYS, EAFNOSUPPORT };
