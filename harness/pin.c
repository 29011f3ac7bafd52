/*
 * pin.c: --cpu, the harness's timing on one CPU. ./do times every implementation of a run on
 * the same CPU (tune, measure, again), so that they are compared under the same conditions: on
 * a shared machine one CPU may be busier than another (its sibling thread used by a neighbour,
 * more interrupts), and code that lives in the cache (table lookups) slows there by a third
 * while code in registers does not (doc/design.md, section 5). Linux only: elsewhere nothing
 * is pinned.
 * Public domain (CC0).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "harness.h"
#ifdef __linux__
#include <sched.h>
#endif

/* Run from now on only on CPU `which`: a number, or "last", the highest-numbered CPU this
   process may run on (Linux sends most interrupts to CPU 0). 0 and a message when that CPU
   cannot be used. */
int pin_cpu(const char *which)
{
#ifdef __linux__
  cpu_set_t allowed, one;
  long cpu = -1;
  int c;
  char *end;
  if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) {
    perror("--cpu: sched_getaffinity");
    return 0;
  }
  if (!strcmp(which, "last")) {
    for (c = 0; c < CPU_SETSIZE; ++c)
      if (CPU_ISSET(c, &allowed)) cpu = c;
  } else {
    cpu = strtol(which, &end, 10);
    if (!*which || *end || cpu < 0 || cpu >= CPU_SETSIZE || !CPU_ISSET((int) cpu, &allowed))
      cpu = -1;
  }
  if (cpu < 0) {
    fprintf(stderr, "--cpu %s: not a CPU this process may run on (a number or last)\n", which);
    return 0;
  }
  CPU_ZERO(&one);
  CPU_SET((int) cpu, &one);
  if (sched_setaffinity(0, sizeof one, &one) != 0) {
    perror("--cpu: sched_setaffinity");
    return 0;
  }
#else
  (void) which;
#endif
  return 1;
}

/* The CPU this process runs on, or -1 where the system does not say. */
int current_cpu(void)
{
#ifdef __linux__
  return sched_getcpu();
#else
  return -1;
#endif
}
