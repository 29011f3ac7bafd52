/* tools/machine-info.c: prints this machine's `machine KEY VALUE` lines (doc/data.md),
   one per line, without the "VERSION HOST ABI DATE - -" prefix, which the driver adds
   (and writes the version, host, abi and compiler lines itself).
   Public domain (CC0).
   20261129: first version. */
#include <stdio.h>
#include "machine.h"

int main(void)
{
  machine_print(stdout);
  return fflush(stdout) != 0;
}
