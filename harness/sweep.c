/*
 * sweep.c: see sweep.h. The budget is split: up to 40% for the table lengths, the rest for
 * the graph. Each part runs in short guarded pieces (calibrate.c), so a slow phase of the
 * machine costs one piece again, not the whole sweep.
 * Public domain (CC0).
 */
#include "sweep.h"

#define MAXLEN 4096
#define GRAPH_SAMPLES 8
#define PIECE_SECONDS 1.0

static const long long table[] = { 8, 64, 576, 1024, 1536, 4096 };
#define TABLE (sizeof table / sizeof table[0])

struct piece {
  const struct sweep_series *series;
  int count;
  long long from, to, step, samples;   /* lengths from, from+step, ... below to */
  int table;                           /* the table lengths instead */
};

static int in_table(long long len)
{
  unsigned i;
  for (i = 0; i < TABLE; ++i)
    if (table[i] == len) return 1;
  return 0;
}

static void run_piece(void *ctx)
{
  const struct piece *p = ctx;
  int s;
  if (p->table) {
    unsigned i;
    for (i = 0; i < TABLE; ++i)
      for (s = 0; s < p->count; ++s)
        measure_series(p->series[s].event, table[i], p->samples, p->series[s].fn);
    return;
  }
  for (s = 0; s < p->count; ++s) {
    long long len;
    for (len = p->from; len < p->to; len += p->step)
      if (!in_table(len)) measure_series(p->series[s].event, len, p->samples, p->series[s].fn);
  }
}

void sweep_bytes(const struct sweep_series *series, int count)
{
  double c0 = 0, slope = 0, per_sample = 0, graph_cost, perlen;
  struct piece p;
  long long len, step;
  unsigned i;
  int s;

  for (s = 0; s < count; ++s) {       /* cost(len) ~ c0 + slope * len, summed over the series */
    double a = (double) measure_probe(series[s].fn, 0);
    double b = (double) measure_probe(series[s].fn, MAXLEN);
    c0 += a;
    slope += (b - a) / MAXLEN;
  }
  for (i = 0; i < TABLE; ++i) per_sample += c0 + slope * (double) table[i];

  p.series = series;
  p.count = count;
  p.table = 1;
  p.samples = measure_fit(0.4 * measure_left(), per_sample, 15, 127);
  measure_guarded(run_piece, &p);

  /* graph: GRAPH_SAMPLES per length, every step-th length so that it fits what is left */
  graph_cost = GRAPH_SAMPLES * (c0 * (MAXLEN + 1) + slope * MAXLEN * (MAXLEN + 1) / 2);
  step = 1;
  while (step < MAXLEN && graph_cost / (double) step > measure_left() * measure_persecond()) step *= 2;
  p.table = 0;
  p.samples = GRAPH_SAMPLES;
  p.step = step;
  for (len = 0; len <= MAXLEN;) {     /* pieces of about PIECE_SECONDS each */
    perlen = GRAPH_SAMPLES * (c0 + slope * (double) len);
    p.from = len;
    p.to = len + step * measure_fit(PIECE_SECONDS, perlen, 1, MAXLEN + 1);
    if (p.to > MAXLEN + 1) p.to = MAXLEN + 1;
    measure_guarded(run_piece, &p);
    len = p.to;
  }
}
