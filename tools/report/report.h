/* report.h -- cbreport, the report tool of cyclebench: shared types.
 * Reads data files (doc/data.md) into one model per file ("machine"), and renders pages,
 * graphs, exports, comparisons and summaries from it (doc/reports.md). Public domain (CC0). */
#ifndef REPORT_H
#define REPORT_H
#include <stddef.h>
#include <stdio.h>
#include "dataline.h"

enum { OP_HASH, OP_STREAM, OP_AEAD, OP_KEM, NOPS };
enum { SEC_UNKNOWN, SEC_CONST, SEC_LEAKS };
enum { EV_CYCLES, EV_XOR, EV_ENC, EV_DEC, EV_FORGERY, EV_KEYPAIR, EV_KEMENC, EV_KEMDEC,
       EV_KP_RB, EV_ENC_RB, EV_DEC_RB, EV_KP_RC, EV_ENC_RC, EV_DEC_RC, NEVENTS };
enum { SZ_OUTPUT, SZ_KEY, SZ_NONCE, SZ_NSEC, SZ_NPUB, SZ_ABYTES, SZ_PK, SZ_SK, SZ_CT, NSIZES };
enum { ST_NONE, ST_OK, ST_UNKNOWN, ST_FAILS, ST_ERROR, ST_SKIPPED, ST_NOBUILD };
enum { TC_NONE, TC_PASS, TC_FAIL, TC_ERROR };
enum { MK_VERSION, MK_HOST, MK_ABI, MK_CPU, MK_SIGNATURE, MK_UARCH, MK_YEAR, MK_CORES, MK_MHZ,
       MK_COUNTER, MK_PRECISION, MK_OVERHEAD, MK_PERSECOND, MK_OFFCORE, MK_CORE_PER_TICK,
       MK_SCALING, MK_BOOST, MK_EMULATED, NMKEYS };

struct stats { long n; double q1, q2, q3, iqm; };

struct series {               /* the pooled samples of one implementation, event and length */
  struct impl *im;
  int ev;
  long long len;              /* bytes; aead K = 1000000*adlen+mlen; -1 for "-" (kem) */
  void *v;                    /* the samples in measurement order (series_at, series_add): 32-bit */
  int wide;                   /* words while every sample fits, else long long (wide): half the */
  long n, cap;                /* memory of the input's text, not twice it (doc/reports.md) */
  long block;                 /* measurement block the samples come from (later blocks win) */
  const char *compiler;       /* that block's compiler line */
  long sweep;                 /* the implementation's sweep its samples come from */
  int unsteady;               /* a calibration line said that sweep was slow or noisy */
  double cal;                 /* that line's ticks of the fixed calibration loop (the mean of
                                 BEFORE and AFTER): the machine's speed then; 0 if none */
  int floor;                  /* a timer_floor line: the median is within a few counter steps */
  int pass;                   /* the measurement pass (./do's second pass: 2, 3) of the block */
  struct series *earlier;     /* the same series from earlier passes, newest first (events.c);
                                 machine_stats keeps the clean one in front */
  struct stats st;            /* of the samples; v stays in measurement order */
  const struct series *slopelo; /* the last series_slope against this series, and its result */
  struct stats *slope;        /* (allocated when first asked: most series are never a slope's) */
  struct series *next;
};

struct objsize { const char *file; long long text, data, bss; struct objsize *next; };

struct warning { const char *text; struct warning *next; };   /* a trywarning line's reason */

struct item {                 /* one implementation x one compiler: correctness and tuning */
  struct impl *im;
  const char *compiler;
  int status, timecop;
  const char *reason, *checksums, *msg, *code;   /* msg: first compiler message; code: exit code */
  const char *measurefail;    /* measurefails: why its measurement did not finish, else 0 */
  long long tune, checksumcycles, persecond;
  long nfrom, nnamespace;
  struct objsize *objs;
  struct warning *warnings;   /* of the latest try: our checks beyond SUPERCOP's */
  struct item *next;
};

struct impl {
  struct prim *pr;
  const char *name, *dir, *version;
  int security;
  long long size[NSIZES];     /* -1 when not given */
  const char *compiler, *ccversion, *counter, *cpuid;
  long long persecond;
  long block, nnoisy, nrepeat, nslow;
  int pass;                   /* of the current block: 1, or `pass N` of ./do's second pass */
  int passes;                 /* passes of the latest run: the last pass line (1: none) */
  long sweep;                 /* calibration lines so far: each one ends a sweep */
  unsigned evmask;            /* events with series */
  struct series *series;
  struct item *items;
};

struct prim {
  struct machine *m;
  int op;
  const char *name;
  struct impl **impls;
  int nimpl, capimpl;
  struct impl *cur;           /* the implementation of the current measurement block */
  const char *label;          /* the name a selection gives it (cross tables), else 0 */
};

struct machine {
  const char *path, *dir;     /* data file; output subdirectory */
  const char *key[NMKEYS];
  const char **compilers;
  int ncompilers, capcompilers, lastmachine;
  const char *host, *abi, *version, *cpuid, *counter;
  long long persecond, maxdate;
  int cyclebench;             /* has machine lines */
  struct prim **prims;
  int nprim, capprim;
  long nlines, nbad, nother;
  int unreadable, nfiles;
  int damaged;                /* a file held lines with binary bytes (exit status 1) */
  double usual_spread;        /* the median (Q3-Q1)/Q2 of the table cells' series (stq.c) */
  const char *idhost, *idabi; /* the first line's HOST and ABI: files that agree merge */
};

/* util.c */
void *xmalloc(size_t);
void *xrealloc(void *, size_t);
void *zalloc(size_t);                       /* zeroed, never freed */
const char *intern(const char *, size_t);   /* equal strings get one pointer */
const char *acopy(const char *, size_t);
void **map_get(const void *key, size_t n, int create);
void warnline(const char *file, long line, const char *fmt, ...);
extern long nwarnings;
const char *ccshow(const char *compiler);   /* gcc_-O3_-fwrapv -> "gcc -O3 -fwrapv" */
const char *fmtq(double v, int perbyte);    /* a table figure, rotating static buffers */
const char *op_name(int op);
const char *ev_name(int ev);
int write_open(FILE **f, const char *path);
int mkdirs(const char *path);

/* input.c */
struct input { FILE *f; long pid; char *b; size_t n, cap, pos; int eof; };
int input_open(struct input *in, const char *path, const char **why);
int input_line(struct input *in, const char **p, const char **e, int *cut);
const char *input_close(struct input *in);
int utf8ok(const unsigned char *s, const unsigned char *e);

/* read.c, events.c */
struct machine *machine_read(const char *path, struct machine **ms, int *nm, int merge);
struct line {                 /* one line of a data file, taken apart (dataline.h) */
  struct machine *m;
  struct prim *pr;
  int sec;
  long no;
  struct dataline d;
};
const char *event_line(struct line *L, const char *ev, size_t evlen);
struct prim *prim_get(struct machine *m, int op, const char *name, size_t n);
struct impl *impl_get(struct prim *pr, const char *dir, size_t n);

/* stq.c */
void machine_stats(struct machine *m);
const struct series *series_find(const struct impl *im, int ev, long long len);
const struct stats *series_slope(const struct series *hi, const struct series *lo);
long long series_at(const struct series *s, long j);
void series_add(struct series *s, const long long *x, long n);

/* metric.c */
struct cell { const char *label, *title; int ev; long long hi, lo; double div; };
struct qv { double q[3]; int ok, unstable, floor; double cal; };   /* cal: the series' (0: unknown) */
double equal_speed(const struct qv *a, const struct qv *b);  /* B's ticks over A's at A's machine speed */
extern double spread_limit;
int op_cells(int op, const struct cell **c);
const char *qmark(const struct qv *v);      /* "?" unstable, "~" at the timer floor, both, "" */
int cell_eval(const struct impl *im, const struct cell *c, struct qv *out);
struct impl *cell_best(const struct prim *pr, const struct cell *c, struct qv *out);
struct impl *cell_best_timecop(const struct prim *pr, const struct cell *c, struct qv *out);
int passes_timecop(const struct impl *im);
struct impl *prim_fastest(const struct prim *pr);
const char *tmark(const struct impl *im);
const struct item *item_of(const struct impl *im, const char *compiler);
int headline_cells(int op, const struct cell *out[3]);
int prim_measured(const struct prim *pr);
int item_passed(const struct item *it);     /* try ok or unknown */
const char *series_disturbed(const struct machine *m, const struct series *s, char why[64]);
const char *impl_disturbed(const struct impl *im, char why[64]);  /* 0: every figure clean */
int disturbed_main(int argc, char **argv);
int agree_main(int argc, char **argv);       /* agree.c */

/* html.c */
FILE *page_open(const char *path, const char *title);
void page_close(FILE *f);
void hputs(FILE *f, const char *s);
void machine_line(FILE *f, const struct machine *m, const char *what);
const char *mval(const struct machine *m, int key);   /* a machine key for display, 0 if unknown */
void machine_details(FILE *f, const struct machine *m);
const char *op_what(int op);
const char *status_word(int st);

/* pages: optable.c primpage.c graphs.c svg.c cross.c */
void op_page(const char *outdir, const struct machine *m, int op);
void op_text(FILE *f, const struct machine *m, int op);
void prim_page(const char *outdir, const struct prim *pr);
int op_graphs(const char *outdir, const struct machine *m, int op, FILE *links);
int prim_graphs(const char *outdir, const struct prim *pr, FILE *page);
struct curve { const char *label; int n; double *x, *y; };
int svg_plot(const char *path, const char *title, const char *ylabel, struct curve *c, int nc);
void cross_page(const char *outdir, struct machine **ms, int nm);
void kem_markdown(FILE *f, struct machine **ms, int nm);

/* select.c */
extern const char *select_title;
int select_read(const char *path);
void select_apply(struct machine *m);
int select_on(void);                        /* a selection is in force */
int select_names(int op, const char ***names, const char ***labels);

/* main.c pages.c export.c compare.c summary.c */
struct machine **load(int n, char **paths, int *status, int *nm);   /* nm 0: no merging */
int pages_main(int argc, char **argv);
int export_main(int argc, char **argv);
int compare_main(int argc, char **argv);
void summary(FILE *f, const struct machine *m);
#endif
