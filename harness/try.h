/*
 * try.h: the shared core of try, the correctness test (spec: ../doc/checksum.md, SUPERCOP's
 * try-anything.c behaviour). The per-operation parts (hash.c, stream.c, aead.c, kem.c) say
 * which buffers a function takes and in which order inputs are drawn; this core does the
 * rest: deterministic inputs, guard bytes, the checksum, and the checks around every call.
 * Public domain (CC0).
 */
#ifndef TRY_H
#define TRY_H

/* A buffer and its twin, each with 16 guard bytes before and after, deliberately misaligned. */
struct buf {
  unsigned char *x;
  unsigned char *x2;
};

/* One argument of a call: a buffer, its length (for an output: its maximum length) and role. */
struct arg {
  const char *name;               /* SUPERCOP's one-letter name, used in failure messages */
  struct buf *b;
  unsigned long long len;
  int out;                        /* written by the function */
  int secret;                     /* an input TIMECOP marks as secret */
  int guard_given;                /* an output guarded at the length given, not the one returned
                                     (SUPERCOP's crypto_aead_decrypt: the end of its clen bytes) */
};

#define TRY_MAXARGS 6

/* A function under test: call() runs it on x[0..nargs) with lengths len[] (an output's length
   is in/out: the maximum before, the length the function returned after). try_call() runs it
   as SUPERCOP's trygen.py does: the call and its return code, after() (the operation's own
   checks and the checksum of the outputs), the guards, a second call on copies, the overlaps. */
struct call {
  const char *name;               /* "crypto_aead_encrypt" */
  int (*call)(unsigned char *const *x, unsigned long long *len);
  int nargs;
  struct arg arg[TRY_MAXARGS];
  int repeatable;                 /* deterministic: run again on copies and compare */
  int overlap;                    /* must allow every output to overwrite every input */
  void (*after)(const unsigned long long *len);   /* or 0 */
};

void try_allocate(struct buf *b);
void try_input(struct buf *b, unsigned long long len);   /* draw len bytes from the TV stream */
unsigned long long myrandom(void);                        /* 8 bytes from the TV stream, LE */
void checksum(const unsigned char *x, unsigned long long len);
void checksum_hex(char hex[65]);
void try_call(struct call *c, unsigned long long *outlen);
void fail(const char *format, ...);

/* An operation whose test draws no length (crypto_kem) has a small run that is the first
   loops of its big run, so one child can compute both checksums (harness/main.c). Its test()
   calls try_loop_end(loops done) after every loop: at try_checkpoint_loops, try_checkpoint()
   runs (the small run's end). 0 and no checkpoint otherwise. */
extern int try_checkpoint_loops;
extern void (*try_checkpoint)(void);
void try_loop_end(int done);

/* Our own checks beyond SUPERCOP's (harness try's second child, doc/data.md `trywarning`): the
   calls at the edge lengths, each case with every check of try. try_extra runs fn(ctx) as case
   CONTEXT (printed first, "case CONTEXT", so that a crash can be placed); a failure inside
   prints "warning REASON (at CONTEXT)", once per reason, and try_extra returns 1. */
#define TRY_EDGES 3
extern const unsigned long long try_edge[TRY_EDGES];    /* 0, 1 and TUNE_BYTES */
int try_extra(void (*fn)(void *), void *ctx, const char *context);
void try_extra_mlen(void (*fn)(void *));     /* fn(&mlen) at each edge length, "mlen=..." */

void poison(void *x, unsigned long long len);
void unpoison(void *x, unsigned long long len);

static inline unsigned long long try_max(unsigned long long a, unsigned long long b)
{
  return a > b ? a : b;
}

/* The largest length any buffer of this run must hold (set by the per-operation part). */
extern unsigned long long try_buffer_bytes;

#endif
