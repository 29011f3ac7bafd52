/* tools/machine-info.c: prints this machine's `machine KEY VALUE` lines (doc/data.md),
   one per line, without the "VERSION HOST ABI DATE - -" prefix, which the driver adds
   (and writes the version, host, abi and compiler lines itself). With --cpu N|last it first
   moves to that CPU, as the harness does for timing (harness/pin.c), and says which it is
   (`timing_cpu`); exit status 2 when it cannot.
   Public domain (CC0).
   20261129: first version. */
#include <stdio.h>
#include <string.h>
#include "harness.h"
#include "machine.h"

int main(int argc, char **argv)
{
  if (argc == 3 && !strcmp(argv[1], "--cpu")) {
    if (!pin_cpu(argv[2])) return 2;
  } else if (argc != 1) {
    fprintf(stderr, "usage: machine-info [--cpu N|last]\n");
    return 2;
  }
  machine_print(stdout);
  if (argc == 3 && current_cpu() >= 0) printf("machine timing_cpu %d\n", current_cpu());
  return fflush(stdout) != 0;
}
