/*
 * modes.h: shared by main.c (options, try, tune, measure) and verify.c (kat, timecop).
 * Public domain (CC0).
 */
#ifndef MODES_H
#define MODES_H

extern const char *compiler;          /* compiler word of the data lines */
extern int timeout;                   /* seconds for each sandboxed run */

/* Print a data line (with the prefix) on stdout and, when to_data, into the data file. */
void emit(int to_data, const char *format, ...) __attribute__((format(printf, 2, 3)));

int mode_timecop(void);
int mode_kat(int argc, char **argv);

#endif
