/*
 * modes.h: shared by main.c (options, try, tune, measure) and verify.c (kat, timecop).
 * Public domain (CC0).
 */
#ifndef MODES_H
#define MODES_H

extern const char *compiler;          /* compiler word of the data lines */
extern int timeout;                   /* seconds for each sandboxed run */

extern const char *line_prefix;       /* the item's data-line prefix (dataline.h) */

int mode_timecop(void);
int mode_kat(int argc, char **argv);

#endif
