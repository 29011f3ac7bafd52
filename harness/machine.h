/* harness/machine.h: what machine this is, for the `machine` lines of the data file
   (doc/data.md): cpu, signature, uarch, year, cores, mhz, and the counter lines that
   cpucycles_summarize() gives. Everything degrades to "unknown" / "-" when /proc, /sys or
   cpuid say nothing.
   Public domain (CC0).
   20261129: first version. */
#ifndef machine_h
#define machine_h

#include <stdio.h>
#include "cpucycles.h"

struct machine {
  char cpu[128];        /* model string, spaces turned into '_'; "unknown" */
  char signature[40];   /* "x86-25-17-1", "arm-410fd034"; "unknown" */
  const char *uarch;    /* "Zen_4", "Cortex-A72"; "unknown" */
  int year;             /* 0 when unknown */
  long cores;           /* online cores; 0 when unknown */
  long mhz;             /* nominal clock; 0 when unknown */
};

/* Fills *m; counter (may be 0) gives the last-resort mhz: a TSC's rate. */
void machine_describe(struct machine *m, const struct cpucycles_summary *counter);

/* Writes "machine KEY VALUE" for every key of doc/data.md that this program knows (all but
   version, host, abi and compiler, which the driver writes), one per line. Takes ~0.2 s. */
void machine_print(FILE *out);

#endif
