/*
 * sweep.h: the message-length sweep shared by crypto_hash and crypto_stream (doc/design.md
 * section 5): the eBACS table lengths with many samples, then every length 0..4096 for the graphs
 * (every k-th length when the time budget does not allow all of them).
 * Public domain (CC0).
 */
#ifndef SWEEP_H
#define SWEEP_H

#include "measure.h"

struct sweep_series {
  const char *event;               /* "cycles", "xor_cycles" */
  measure_fn *fn;
};

void sweep_bytes(const struct sweep_series *series, int count);

#endif
