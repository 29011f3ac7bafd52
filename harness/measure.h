/*
 * measure.h: the shared core of measure, the timing program (doc/design.md section 5).
 * The per-operation parts say which calls to time at which lengths; this core times them,
 * writes SUPERCOP's lines, keeps to the time budget and guards against slow phases.
 * Public domain (CC0).
 */
#ifndef MEASURE_H
#define MEASURE_H

/* One timed call: returns the ticks one call took at length len. */
typedef long long measure_fn(long long len);

/* Settings from the command line (main.c). */
extern double measure_budget;          /* seconds for the whole measurement of one implementation */
extern const char *measure_compiler;   /* compiler word for the `compiler` header line */
extern int measure_pass;               /* 1, or the pass of ./do's second pass (2, 3): the
                                          header then says `pass N` (doc/data.md) */

void measure_header(void);

/* The counter's precision in ticks (its smallest step; 0: unknown). A line whose median is
   below TIMER_FLOOR_STEPS steps is followed by `timer_floor EVENT LEN PRECISION` (doc/data.md):
   the counter's resolution is a large part of that figure. */
#define TIMER_FLOOR_STEPS 10
extern long long measure_precision;

/* Print `event len median +dev...` for n samples (len < 0 prints "-"). */
void measure_entry(const char *event, long long len, const long long *t, long long n);

/* Time n calls of fn at len and print the entry. */
void measure_series(const char *event, long long len, long long n, measure_fn *fn);

/* Run sweep() between two calibrations of a fixed workload; when they disagree by more than
   a few percent, throw its lines away and run it again (a bounded number of times). While
   the machine is slower than its reference (the fastest of its recent calibrations, 0: none),
   wait a little first. */
void measure_guarded(void (*sweep)(void *), void *ctx);
extern long long measure_reference;
extern int measure_wait;               /* seconds it may wait in all */

/* The reference file of measure_guarded (in the parent: the measuring child opens no files):
   load sets measure_reference from it; note takes each `calibration` line the child prints,
   and its `waited N` lines, which are the harness's own (note returns 1: not data lines);
   save writes back the most recent calibrations, CALIBRATION_RECENT of them (the reference
   is the fastest of those).
   The allowance file holds the seconds of waiting left to a whole measure phase: allowance
   lowers measure_wait to it (after load), spend takes off what the child waited. */
#define CALIBRATION_RECENT 2048
void calibration_load(const char *path);
int calibration_note(const char *line);
void calibration_save(const char *path);
void calibration_allowance(const char *path);
void calibration_spend(const char *path);

/* Collect output lines in memory (measure_hold), then print or drop them (measure_release). */
void measure_hold(void);
void measure_release(int keep);

/* Seconds of budget left (measure_pause: seconds that do not count), and the ticks per second
   of the counter. */
double measure_left(void);
void measure_pause(double seconds);
double measure_persecond(void);

/* Rough ticks of one call at len (the median of a few calls), for planning. */
long long measure_probe(measure_fn *fn, long long len);

/* How many samples of calls costing `ticks` each fit in `seconds` (between lo and hi). */
long long measure_fit(double seconds, double ticks, long long lo, long long hi);

#endif
