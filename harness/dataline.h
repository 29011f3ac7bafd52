/*
 * dataline.h: the data line (doc/data.md), defined once. Every program that writes or reads
 * a line goes through this header: the harness program, the report tool, and the host tool
 * `dataline` (tools/dataline.c), which the shell scripts call instead of taking lines apart.
 *
 *   VERSION HOST ABI DATE OPERATION PRIMITIVE/SECURITY EVENT ARGUMENTS...
 *
 * Fields are separated by single spaces; no field contains a space (a value with spaces, a
 * compiler line or a CPU model, is written with `_`), except the last argument of an event
 * that ends in a free text (REASON, MESSAGE), which runs to the end of the line.
 * Public domain (CC0).
 */
#ifndef DATALINE_H
#define DATALINE_H
#include <stddef.h>
#include <stdio.h>

/* The fields every line has: the prefix (the first six, the same on every line of one item)
   and the event. */
enum {
  DL_VERSION, DL_HOST, DL_ABI, DL_DATE, DL_OPERATION, DL_PRIMITIVE, DL_EVENT,
  DL_ARG,                                 /* the event's first argument */
  DL_PREFIX_FIELDS = DL_EVENT
};

/* The arguments of the events, as field numbers. */
enum {                                    /* item events: IMPL COMPILER ... (all but try) */
  DL_ITEM_IMPL = DL_ARG, DL_ITEM_COMPILER, DL_ITEM_REST
};
enum {                                    /* try CHECKSUMS STATUS CYCLES CHECKSUMCYCLES PERSECOND IMPL COMPILER */
  DL_TRY_CHECKSUMS = DL_ARG, DL_TRY_STATUS, DL_TRY_CYCLES, DL_TRY_CHECKSUMCYCLES,
  DL_TRY_PERSECOND, DL_TRY_IMPL, DL_TRY_COMPILER, DL_TRY_FIELDS
};
enum {                                    /* tryfails, measurefails, timecop_*: ... error CODE REASON... */
  DL_FAIL_ERROR = DL_ITEM_REST, DL_FAIL_CODE, DL_FAIL_REASON
};
enum {                                    /* objsize IMPL COMPILER TEXT DATA BSS FILE */
  DL_OBJ_TEXT = DL_ITEM_REST, DL_OBJ_DATA, DL_OBJ_BSS, DL_OBJ_FILE
};
enum { DL_TUNE_CYCLES = DL_ITEM_REST };   /* tune IMPL COMPILER CYCLES */
enum { DL_MEASURE_LEN = DL_ARG, DL_MEASURE_MEDIAN, DL_MEASURE_SAMPLES };  /* cycles LEN MEDIAN SAMPLES */
enum { DL_CAL_BEFORE = DL_ARG, DL_CAL_AFTER, DL_CAL_STATUS };   /* calibration BEFORE AFTER STATUS */
enum { DL_MACHINE_KEY = DL_ARG, DL_MACHINE_VALUE };             /* machine KEY VALUE... */
enum { DL_IMPL_NAME = DL_ARG, DL_IMPL_VERSION };                /* implementation IMPL VERSION */
enum { DL_HEADER_VALUE = DL_ARG, DL_HEADER_MORE };              /* outputbytes N, compiler C VERSION */
enum { DL_FLOOR_EVENT = DL_ARG, DL_FLOOR_LEN, DL_FLOOR_PRECISION };  /* timer_floor EVENT LEN PRECISION */
enum { DL_WAITED_SECONDS = DL_ARG };    /* waited SECONDS: the harness's own, never in the data */

#define DL_MAX_FIELDS 16                  /* a reader keeps the first 16; the rest is f[15]'s tail */

/* One line taken apart: field i is f[i], len[i] bytes long (n fields); end is the line's end,
   so the free text from field i on is [f[i], end). Nothing is copied. */
struct dataline {
  const char *f[DL_MAX_FIELDS], *end;
  size_t len[DL_MAX_FIELDS];
  int n;
};

/* Splits [p, e) at spaces (runs of spaces count as one). Returns the number of fields. */
int dataline_split(struct dataline *L, const char *p, const char *e);
/* The same for a line without its prefix, as the harness's children print them (the parent
   adds the prefix): its first word is field DL_EVENT, the prefix fields are empty. */
int dataline_split_event(struct dataline *L, const char *p, const char *e);
/* 1 when field i exists and equals the string s */
int dataline_is(const struct dataline *L, int i, const char *s);
/* field i's name in the tool's language (`dataline get`): the prefix fields by their names, the
   arguments of try and of the failure events by theirs; -1 for an unknown name */
int dataline_field_named(const char *event, const char *name);
/* 1 when the field of that name runs to the end of the line (reason, text, entry) */
int dataline_name_is_text(const char *name);

/* The prefix of an item's lines from its six values: a missing or empty value is `-`, spaces
   and tabs become `_`. Returns 0, or -1 when out is too small. */
int dataline_prefix(char *out, size_t size, const char *const value[DL_PREFIX_FIELDS]);
#ifdef __GNUC__
#define DL_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define DL_PRINTF(f, a)
#endif
/* The writers: each writes one line and flushes f. A null prefix writes the line without it
   (the harness's children; their parent adds it). */
/* Writes "PREFIX EVENT-AND-ARGUMENTS\n" (the text printf-formatted) to f and flushes it. */
void dataline_print(FILE *f, const char *prefix, const char *format, ...) DL_PRINTF(3, 4);
/* The events of an item, each with its arguments in their order (doc/data.md): */
void dataline_try(FILE *f, const char *prefix, const char *checksums, const char *status,
                  long long cycles, long long checksumcycles, long long persecond,
                  const char *impl, const char *compiler);
/* tryfails, measurefails, timecop_fail, timecop_error: ... error CODE REASON */
void dataline_fail(FILE *f, const char *prefix, const char *event, const char *impl,
                   const char *compiler, int code, const char *reason);
/* any other item event: EVENT IMPL COMPILER and the arguments printf-formatted (may be "") */
void dataline_item(FILE *f, const char *prefix, const char *event, const char *impl,
                   const char *compiler, const char *format, ...) DL_PRINTF(6, 7);
/* The lines of a measurement block (doc/data.md), in the order measure writes them: */
void dataline_implementation(FILE *f, const char *prefix, const char *impl, const char *version);
/* a header line of one number: `pass N`, the sizes (`outputbytes N`), `cpucycles_persecond N` */
void dataline_number(FILE *f, const char *prefix, const char *event, long long value);
/* a header line of one word: `cpucycles_implementation NAME` */
void dataline_word(FILE *f, const char *prefix, const char *event, const char *word);
void dataline_compiler(FILE *f, const char *prefix, const char *compiler, const char *version);
/* EVENT LEN MEDIAN SAMPLES: the n samples t[] as signed differences from their median (none
   when n is 1); len < 0 is written `-` */
void dataline_cycles(FILE *f, const char *prefix, const char *event, long long len,
                     long long median, const long long *t, long long n);
void dataline_floor(FILE *f, const char *prefix, const char *event, long long len,
                    long long precision);
void dataline_calibration(FILE *f, const char *prefix, long long before, long long after,
                          const char *status);
/* `machine KEY VALUE` (blanks in VALUE written `_`) */
void dataline_machine(FILE *f, const char *prefix, const char *key, const char *value);
/* `waited SECONDS`: the measuring child tells its parent how long it waited (calibrate.c) */
void dataline_waited(FILE *f, const char *prefix, int seconds);

#endif
