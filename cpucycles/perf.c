/* cpucycles/perf.c: opens a Linux perf_event counting this thread's user-mode core cycles.
   Shared by amd64-pmc (reads it with rdpmc) and default-perfevent (reads it with read()).
   Kernel counting is excluded so that perf_event_paranoid=2 (the usual default) allows it.
   Public domain (CC0).
   20261129: first version. */
#define _DEFAULT_SOURCE /* syscall() under -std=c99 */
#include "counter.h"

#if defined(__linux__)

#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

int cpucycles_perf_open(void)
{
  struct perf_event_attr attr;
  memset(&attr, 0, sizeof attr);
  attr.type = PERF_TYPE_HARDWARE;
  attr.size = sizeof attr;
  attr.config = PERF_COUNT_HW_CPU_CYCLES;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  /* this thread (0), any cpu (-1), no group (-1) */
  return (int)syscall(__NR_perf_event_open, &attr, 0, -1, -1, 0);
}

#else

int cpucycles_perf_open(void) { return -1; }

#endif
