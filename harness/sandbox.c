/*
 * sandbox.c: run one part of the harness in a child process that cannot do harm, and turn its
 * end into a one-line reason: exit code, signal, or time limit.
 *
 * The child gets rlimits like SUPERCOP's limits(): no new files, no new processes (not enforced
 * for root), no core dumps, a CPU-time limit; the parent also kills it at the wall-clock limit.
 * Its stack may grow to SANDBOX_STACK (SUPERCOP's own McEliece folders keep megabytes of
 * matrix on the stack); an overflow ends it with a line that says so, not a bare SIGSEGV.
 * The child's stdout and stderr come back through one pipe, line by line.
 * SIGALRM to the parent ends the child as a time-out at once: mk/step sends it when a run has
 * gone on longer than what the other implementations of its primitive needed (a hang).
 * Public domain (CC0).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "sandbox.h"

static void limit(int resource, rlim_t value)
{
  struct rlimit r;
  r.rlim_cur = value;
  r.rlim_max = value;
  setrlimit(resource, &r);
}

#define SANDBOX_STACK ((rlim_t) 64 << 20)

static char *stack_top;                /* near the bottom frame of the child's stack */
static rlim_t stack_limit;
static char overflow_line[128];

static void on_segv(int sig, siginfo_t *info, void *context)
{
  const char *a = info->si_addr;
  (void) context;
  if (a < stack_top && (rlim_t) (stack_top - a) + ((rlim_t) 1 << 20) >= stack_limit
      && (rlim_t) (stack_top - a) < stack_limit + ((rlim_t) 256 << 20)) {
    if (write(1, overflow_line, strlen(overflow_line)) < 0) _exit(111);
    _exit(111);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

/* Raise the stack's soft limit to SANDBOX_STACK (within the hard limit) and catch overflows
   on a stack of their own. */
static void stack_setup(void)
{
  static char alternate[1 << 16];
  char here;
  struct rlimit r;
  stack_t ss;
  struct sigaction sa;
  if (getrlimit(RLIMIT_STACK, &r)) return;
  if (r.rlim_cur != RLIM_INFINITY && r.rlim_cur < SANDBOX_STACK) {
    r.rlim_cur = r.rlim_max == RLIM_INFINITY || r.rlim_max > SANDBOX_STACK ? SANDBOX_STACK : r.rlim_max;
    setrlimit(RLIMIT_STACK, &r);
  }
  if (r.rlim_cur == RLIM_INFINITY) return;
  stack_top = &here;
  stack_limit = r.rlim_cur;
  snprintf(overflow_line, sizeof overflow_line,
           "stack overflow: more than the sandbox's %lu MB of stack\n", (unsigned long) (r.rlim_cur >> 20));
  ss.ss_sp = alternate;
  ss.ss_size = sizeof alternate;
  ss.ss_flags = 0;
  if (sigaltstack(&ss, 0)) return;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, 0);
}

static void child(int fd, int (*fn)(void *), void *arg, int seconds)
{
  dup2(fd, 1);
  dup2(fd, 2);
  close(fd);
  limit(RLIMIT_NOFILE, 0);       /* existing descriptors stay usable */
  limit(RLIMIT_NPROC, 0);
  limit(RLIMIT_CORE, 0);
  if (seconds > 0) limit(RLIMIT_CPU, (rlim_t) seconds + 1);
  stack_setup();
  fflush(stdout);
  exit(fn(arg));
}

static volatile sig_atomic_t alarmed;

static void on_alarm(int sig)
{
  (void) sig;
  alarmed = 1;
}

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

/* Read the child's lines until it closes the pipe or the deadline passes. */
static int collect(int fd, pid_t pid, double deadline, void (*line)(const char *, void *), void *ctx)
{
  static char buf[1 << 16];
  size_t have = 0;
  for (;;) {
    fd_set set;
    struct timeval tv;
    double left = deadline - now();
    ssize_t r;
    char *nl;
    if (alarmed || (deadline > 0 && left <= 0)) {
      kill(pid, SIGKILL);
      return 1;
    }
    FD_ZERO(&set);
    FD_SET(fd, &set);
    tv.tv_sec = deadline > 0 ? (long) left : 1;
    tv.tv_usec = deadline > 0 ? (long) ((left - (double) (long) left) * 1e6) : 0;
    if (select(fd + 1, &set, 0, 0, &tv) < 0) {
      if (errno == EINTR) continue;
      return 0;
    }
    if (!FD_ISSET(fd, &set)) continue;
    r = read(fd, buf + have, sizeof buf - 1 - have);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    have += (size_t) r;
    buf[have] = 0;
    while ((nl = strchr(buf, '\n'))) {
      *nl = 0;
      line(buf, ctx);
      have -= (size_t) (nl + 1 - buf);
      memmove(buf, nl + 1, have + 1);
    }
    if (have == sizeof buf - 1) {  /* an endless line: pass it on in pieces */
      line(buf, ctx);
      have = 0;
    }
  }
  if (have) line(buf, ctx);
  return 0;
}

int sandbox(int (*fn)(void *), void *arg, int seconds, void (*line)(const char *, void *),
            void *ctx, struct sandbox_end *end)
{
  int fd[2], status = 0, timedout;
  double start = now();
  pid_t pid;
  struct sigaction sa;

  fflush(stdout);
  memset(&sa, 0, sizeof sa);      /* no SA_RESTART: the signal interrupts select() */
  sa.sa_handler = on_alarm;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGALRM, &sa, 0);
  if (pipe(fd)) return -1;
  pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close(fd[0]);
    child(fd[1], fn, arg, seconds);
  }
  close(fd[1]);
  timedout = collect(fd[0], pid, seconds > 0 ? now() + seconds : 0, line, ctx);
  close(fd[0]);
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) continue;

  end->code = 0;
  end->reason[0] = 0;
  if (timedout) {
    end->code = 124;
    snprintf(end->reason, sizeof end->reason, "timed out after %d seconds",
             alarmed ? (int) (now() - start + 0.5) : seconds);
  } else if (WIFSIGNALED(status)) {
    int sig = WTERMSIG(status);
    end->code = 128 + sig;
    if (sig == SIGXCPU)
      snprintf(end->reason, sizeof end->reason, "timed out: CPU limit of %d seconds", seconds);
    else
      snprintf(end->reason, sizeof end->reason, "crashed: signal %d (%s)", sig, strsignal(sig));
  } else if (WIFEXITED(status)) {
    end->code = WEXITSTATUS(status);
  }
  return 0;
}
