/*
 * drop-root <uid> <program> [args...]: gives up root for good, then execs <program> (an absolute
 * path) with the environment it was given. What `setpriv --reuid=<uid> --regid=<uid>
 * --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs` does, for the launcher:
 *
 *   supplementary groups cleared; real, effective and saved gid and uid set to <uid>; every
 *   capability dropped from the bounding set and the inheritable and ambient sets (the permitted
 *   and effective sets empty themselves when the uids leave 0); no_new_privs set.
 *
 * Then it checks what it did (ids read back, setresuid(0) refused) before the exec.
 *
 * Why not setpriv: every box starts through this step, and on the judge's VMs each dynamically
 * linked start pays glibc's and libcap-ng's initialisation (CPUID traps to the hypervisor) and
 * setpriv's NSS look-ups of the numeric ids: about 1.3 ms of CPU per box. This program has no C
 * library at all (raw system calls, its own _start), so it costs a fork-free exec and ~12 system
 * calls. x86_64 only, like the rest of the judge.
 *
 * Any failure: a line on stderr and exit status 125, before anything of the box has started.
 */

#define SYS_write 1
#define SYS_execve 59
#define SYS_exit 60
#define SYS_setresuid 117
#define SYS_getresuid 118
#define SYS_setresgid 119
#define SYS_getresgid 120
#define SYS_setgroups 116
#define SYS_capset 126
#define SYS_prctl 157

#define PR_CAPBSET_DROP 24
#define PR_SET_NO_NEW_PRIVS 38
#define PR_GET_NO_NEW_PRIVS 39
#define PR_CAP_AMBIENT 47
#define PR_CAP_AMBIENT_CLEAR_ALL 4
#define LINUX_CAPABILITY_VERSION_3 0x20080522
#define EINVAL 22
/* Far above the kernel's last capability (40 in 6.x): drops stop at the first EINVAL. */
#define CAP_LIMIT 64
#define FAILED 125

static long sys3(long number, long a, long b, long c) {
  long result;
  __asm__ volatile("syscall" : "=a"(result) : "a"(number), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
  return result;
}

static long sys5(long number, long a, long b, long c, long d, long e) {
  long result;
  register long r10 __asm__("r10") = d;
  register long r8 __asm__("r8") = e;
  __asm__ volatile("syscall"
                   : "=a"(result)
                   : "a"(number), "D"(a), "S"(b), "d"(c), "r"(r10), "r"(r8)
                   : "rcx", "r11", "memory");
  return result;
}

static unsigned long length(const char *text) {
  unsigned long n = 0;
  while (text[n]) n++;
  return n;
}

__attribute__((noreturn)) static void fail(const char *what) {
  static const char prefix[] = "drop-root: ";
  sys3(SYS_write, 2, (long)prefix, sizeof prefix - 1);
  sys3(SYS_write, 2, (long)what, (long)length(what));
  sys3(SYS_write, 2, (long)"\n", 1);
  for (;;) sys3(SYS_exit, FAILED, 0, 0);
}

/* A decimal id from 1 to 2^31 - 1; anything else (empty, signs, 0, overflow) is refused. */
static long parse_id(const char *text) {
  long value = 0;
  if (!text || !*text) return -1;
  for (; *text; text++) {
    if (*text < '0' || *text > '9') return -1;
    value = value * 10 + (*text - '0');
    if (value > 0x7fffffffL) return -1;
  }
  return value == 0 ? -1 : value;
}

struct cap_header {
  unsigned int version;
  int pid;
};
struct cap_data {
  unsigned int effective, permitted, inheritable;
};
/* Static, hence zero: no memset to link against. */
static struct cap_data no_caps[2];

__attribute__((used, noreturn)) void drop_root_start(long *stack) {
  long argc = stack[0];
  char **argv = (char **)(stack + 1);
  char **envp = argv + argc + 1;
  if (argc < 3) fail("usage: drop-root <uid> <program> [args...]");
  long id = parse_id(argv[1]);
  if (id < 0) fail("the uid must be a number from 1 to 2147483647");
  if (argv[2][0] != '/') fail("the program must be an absolute path");

  if (sys3(SYS_setgroups, 0, 0, 0) != 0) fail("setgroups");
  if (sys3(SYS_setresgid, id, id, id) != 0) fail("setresgid");
  /* The bounding set needs CAP_SETPCAP, so it goes while still root. */
  for (long cap = 0; cap < CAP_LIMIT; cap++) {
    long result = sys5(SYS_prctl, PR_CAPBSET_DROP, cap, 0, 0, 0);
    if (result == -EINVAL) break;
    if (result != 0) fail("dropping the capability bounding set");
  }
  if (sys3(SYS_setresuid, id, id, id) != 0) fail("setresuid");
  struct cap_header header = {LINUX_CAPABILITY_VERSION_3, 0};
  if (sys3(SYS_capset, (long)&header, (long)no_caps, 0) != 0) fail("capset");
  long ambient = sys5(SYS_prctl, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  if (ambient != 0 && ambient != -EINVAL) fail("clearing ambient capabilities");
  if (sys5(SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("no_new_privs");

  /* Read back: every uid and gid is <uid>, root cannot be taken back, no_new_privs holds. */
  unsigned int ids[3];
  if (sys3(SYS_getresuid, (long)&ids[0], (long)&ids[1], (long)&ids[2]) != 0) fail("getresuid");
  for (int i = 0; i < 3; i++)
    if (ids[i] != (unsigned int)id) fail("a uid is still not the box's");
  if (sys3(SYS_getresgid, (long)&ids[0], (long)&ids[1], (long)&ids[2]) != 0) fail("getresgid");
  for (int i = 0; i < 3; i++)
    if (ids[i] != (unsigned int)id) fail("a gid is still not the box's");
  if (sys3(SYS_setresuid, 0, 0, 0) == 0) fail("root could be taken back");
  if (sys5(SYS_prctl, PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1) fail("no_new_privs did not hold");

  sys3(SYS_execve, (long)argv[2], (long)(argv + 2), (long)envp);
  fail("cannot execute the program");
}

/* The kernel starts us here, with argc, argv and envp on the stack. */
__asm__(".text\n"
        ".global _start\n"
        "_start:\n"
        "  xor %rbp, %rbp\n"
        "  mov %rsp, %rdi\n"
        "  and $-16, %rsp\n"
        "  call drop_root_start\n"
        "  hlt\n");
