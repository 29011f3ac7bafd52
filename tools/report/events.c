/* events.c -- one handler per event of doc/data.md. A handler returns 0, or the reason the
 * line is bad (read.c prints it once). Later lines overwrite earlier ones for the same item;
 * samples of one length pool within one measurement block, and a later block replaces them. */
#include <string.h>
#include "report.h"

#define LIMIT 9007199254740992LL      /* 2^53: larger counts are absurd (and inexact as doubles) */
static long nblocks;

static int fnum(const struct line *L, int i, long long *v)
{
  size_t k;
  long long x = 0;
  if (i >= L->d.n || L->d.len[i] == 0 || L->d.len[i] > 16) return -1;
  for (k = 0; k < L->d.len[i]; ++k) {
    if (L->d.f[i][k] < '0' || L->d.f[i][k] > '9') return -1;
    x = 10 * x + (L->d.f[i][k] - '0');
  }
  if (x > LIMIT) return -1;
  *v = x;
  return 0;
}

static const char *fstr(const struct line *L, int i) { return intern(L->d.f[i], L->d.len[i]); }
static const char *frest(const struct line *L, int i)
{
  return i < L->d.n ? acopy(L->d.f[i], (size_t)(L->d.end - L->d.f[i])) : "";
}

static struct item *item_get(struct impl *im, const char *compiler)
{
  char key[1 + 2 * sizeof(void *)];
  void **v;
  struct item *it, **p;
  key[0] = 't';
  memcpy(key + 1, &im, sizeof im);
  memcpy(key + 1 + sizeof im, &compiler, sizeof compiler);
  v = map_get(key, sizeof key, 1);
  if (*v) return *v;
  it = zalloc(sizeof *it);
  it->im = im;
  it->compiler = compiler;
  it->tune = -1;
  for (p = &im->items; *p; p = &(*p)->next) ;
  *p = it;
  return *v = it;
}

static struct item *item_at(struct line *L, int impl, int compiler)
{
  return item_get(impl_get(L->pr, L->d.f[impl], L->d.len[impl]), fstr(L, compiler));
}

static const char *ev_try(struct line *L, int unused)
{
  long long c, cc, ps;
  struct item *it;
  const char *st = L->d.f[DL_TRY_STATUS];
  size_t sl = L->d.len[DL_TRY_STATUS];
  int s = sl == 2 && !memcmp(st, "ok", 2) ? ST_OK : sl == 7 && !memcmp(st, "unknown", 7) ? ST_UNKNOWN
        : sl == 5 && !memcmp(st, "fails", 5) ? ST_FAILS : ST_NONE;
  (void)unused;
  if (s == ST_NONE) return "try: STATUS is not ok, unknown or fails";
  if (fnum(L, DL_TRY_CYCLES, &c) || fnum(L, DL_TRY_CHECKSUMCYCLES, &cc) ||
      fnum(L, DL_TRY_PERSECOND, &ps)) return "try: non-numeric or absurd number";
  it = item_at(L, DL_TRY_IMPL, DL_TRY_COMPILER);
  it->status = s;
  it->checksums = fstr(L, DL_TRY_CHECKSUMS);
  it->tune = c;
  it->checksumcycles = cc;
  it->persecond = ps;
  it->reason = s == ST_FAILS ? "checksum differs from the primitive's checksum files" : 0;
  it->code = 0;
  it->warnings = 0;                     /* a new try: its own trywarning lines follow */
  it->measurefail = 0;                  /* and its own measurement */
  return 0;
}

static const char *ev_item(struct line *L, int kind)
{
  struct item *it;
  long long t, d, b;
  struct objsize *o, **p;
  struct warning **w;
  const char *msg, *file;
  if (kind == 4 && (fnum(L, DL_OBJ_TEXT, &t) || fnum(L, DL_OBJ_DATA, &d) || fnum(L, DL_OBJ_BSS, &b)))
    return "objsize: non-numeric or absurd size";
  if (kind == 8 && fnum(L, DL_TUNE_CYCLES, &t)) return "tune: non-numeric or absurd cycles";
  it = item_at(L, DL_ITEM_IMPL, DL_ITEM_COMPILER);
  switch (kind) {
  case 0:                       /* tryfails IMPL COMPILER error CODE REASON... */
    /* SUPERCOP writes two lines, "error 139" then "Segmentation fault": the second keeps the
     * first one's code (the item's try line starts it anew) */
    if (L->d.n > DL_FAIL_CODE && dataline_is(&L->d, DL_FAIL_ERROR, "error")) {
      it->reason = L->d.n > DL_FAIL_REASON ? frest(L, DL_FAIL_REASON) : frest(L, DL_FAIL_CODE);
      it->code = fstr(L, DL_FAIL_CODE);
    } else {
      it->reason = frest(L, DL_ITEM_REST);
      if (it->status != ST_ERROR) it->code = 0;
    }
    if (!*it->reason) it->reason = "failed";
    it->status = ST_ERROR;
    break;
  case 10:                      /* measurefails IMPL COMPILER error CODE REASON...: try passed */
    it->measurefail = L->d.n > DL_FAIL_REASON ? frest(L, DL_FAIL_REASON) : "failed";
    break;
  case 1:                       /* fromcompiler: an error message means it did not build */
    if (L->d.n > DL_ITEM_REST) {
      msg = frest(L, DL_ITEM_REST);
      if (!it->nfrom) it->msg = msg;
      if (it->status != ST_NOBUILD && (strstr(msg, "error:") || strstr(msg, "error generated") ||
                                       strstr(msg, "errors generated"))) {
        it->status = ST_NOBUILD;
        it->reason = msg;
      }
    }
    it->nfrom++;
    break;
  case 2: it->nnamespace++; break;
  case 3: it->status = ST_SKIPPED; it->reason = L->d.n > DL_ITEM_REST ? frest(L, DL_ITEM_REST) : "skipped"; break;
  case 4:
    file = L->d.n > DL_OBJ_FILE ? fstr(L, DL_OBJ_FILE) : "-";
    for (p = &it->objs; *p && strcmp((*p)->file, file); p = &(*p)->next) ;
    if (!*p) { *p = zalloc(sizeof **p); (*p)->file = file; }
    o = *p;
    o->text = t; o->data = d; o->bss = b;
    break;
  case 5: case 6: case 7: it->timecop = kind - 4; break;   /* TC_PASS TC_FAIL TC_ERROR */
  case 8: it->tune = t; break;
  case 9:                       /* trywarning IMPL COMPILER REASON..., once per reason */
    msg = frest(L, DL_ITEM_REST);
    for (w = &it->warnings; *w && strcmp((*w)->text, msg); w = &(*w)->next) ;
    if (!*w) { *w = zalloc(sizeof **w); (*w)->text = msg; }
    break;
  }
  return 0;
}

/* The header lines of a measurement block; they come after `implementation`. */
static struct impl *current(struct line *L)
{
  if (!L->pr->cur) {          /* measurements with no implementation line: one unnamed block */
    L->pr->cur = impl_get(L->pr, "(unnamed)", 9);
    L->pr->cur->block = ++nblocks;
  }
  return L->pr->cur;
}

static const char *ev_header(struct line *L, int kind)
{
  struct impl *im;
  long long v = 0;
  if (kind == 0) {
    im = impl_get(L->pr, L->d.f[DL_IMPL_NAME], L->d.len[DL_IMPL_NAME]);
    im->block = ++nblocks;
    im->version = L->d.n > DL_IMPL_VERSION ? fstr(L, DL_IMPL_VERSION) : "-";
    im->security = L->sec;
    im->compiler = im->ccversion = im->counter = im->cpuid = 0;
    im->persecond = 0;
    im->pass = im->passes = 1;          /* pass N (N > 1) follows when ./do measured it again */
    L->pr->cur = im;
    return 0;
  }
  if ((kind >= 100 || kind == 2 || kind == 6) && fnum(L, DL_HEADER_VALUE, &v)) return "header: non-numeric or absurd number";
  im = current(L);
  if (kind >= 100) im->size[kind - 100] = v;
  else if (kind == 1) L->m->cpuid = im->cpuid = frest(L, DL_HEADER_VALUE);
  else if (kind == 2) L->m->persecond = im->persecond = v;
  else if (kind == 3) L->m->counter = im->counter = fstr(L, DL_HEADER_VALUE);
  else if (kind == 4) {
    im->compiler = fstr(L, DL_HEADER_VALUE);
    im->ccversion = L->d.n > DL_HEADER_MORE ? frest(L, DL_HEADER_MORE) : "";
  } else if (kind == 6) {                 /* pass N: ./do's second pass measured it again */
    im->pass = im->passes = v < 1 ? 1 : v > 99 ? 99 : (int)v;   /* passes come in order */
  } else if (kind == 5 && L->d.n > DL_CAL_STATUS) {      /* calibration BEFORE AFTER STATUS: a sweep ends */
    int noisy = dataline_is(&L->d, DL_CAL_STATUS, "noisy");
    int slow = dataline_is(&L->d, DL_CAL_STATUS, "slow");
    long long before = 0, after = 0;
    int timed = !fnum(L, DL_CAL_BEFORE, &before) && !fnum(L, DL_CAL_AFTER, &after) && before > 0 && after > 0;
    struct series *sr;
    if (dataline_is(&L->d, DL_CAL_STATUS, "repeat")) im->nrepeat++;
    im->nnoisy += noisy;
    im->nslow += slow;
    for (sr = im->series; sr; sr = sr->next)
      if (sr->block == im->block && sr->sweep == im->sweep) {
        sr->unsteady |= noisy || slow;     /* the sweep's samples are marked, as a wide spread is */
        if (timed) sr->cal = 0.5 * (double) (before + after);
      }
    im->sweep++;
  }
  return 0;
}

static const char *ev_measure(struct line *L, int ev)
{
  static long long *buf;
  static long cap;
  long n = 0;
  long long len = -1, med, dev, x;
  const char *s, *e = L->d.end;
  struct impl *im;
  struct series *sr;
  char key[32];
  void **v;
  if (L->m->key[MK_EMULATED]) return 0;    /* an emulator's timings mean nothing: kept out */
  if (!dataline_is(&L->d, DL_MEASURE_LEN, "-") && (fnum(L, DL_MEASURE_LEN, &len) || len >= (1LL << 40)))
    return "measurement: bad length";
  if (fnum(L, DL_MEASURE_MEDIAN, &med)) return "measurement: non-numeric or absurd median";
  for (s = L->d.n > DL_MEASURE_SAMPLES ? L->d.f[DL_MEASURE_SAMPLES] : e; s < e; ) {
    int neg;
    if (*s == ' ') { ++s; continue; }
    if (*s != '+' && *s != '-') return "measurement: a sample is not +N or -N";
    neg = *s++ == '-';
    for (dev = 0; s < e && *s >= '0' && *s <= '9'; ++s) {
      dev = 10 * dev + (*s - '0');
      if (dev > LIMIT) return "measurement: absurd sample";
    }
    if (s[-1] == '+' || s[-1] == '-') return "measurement: a sign without digits";
    x = neg ? med - dev : med + dev;
    if (x < 0 || x > LIMIT) return "measurement: sample out of range";
    if (n == cap) buf = xrealloc(buf, (cap = cap ? 2 * cap : 256) * sizeof *buf);
    buf[n++] = x;
  }
  if (!n) { if (!cap) buf = xrealloc(buf, (cap = 256) * sizeof *buf); buf[n++] = med; }
  im = current(L);
  key[0] = 'v';
  memcpy(key + 1, &im, sizeof im);
  memcpy(key + 1 + sizeof im, &ev, sizeof ev);
  memcpy(key + 1 + sizeof im + sizeof ev, &len, sizeof len);
  v = map_get(key, 1 + sizeof im + sizeof ev + sizeof len, 1);
  if (!*v) {
    sr = zalloc(sizeof *sr);
    sr->im = im; sr->ev = ev; sr->len = len;
    sr->next = im->series;
    im->series = sr;
    *v = sr;
  }
  sr = *v;
  if (sr->block != im->block) {
    if (im->pass > 1 && sr->n) {          /* a later pass: the earlier one stays (stq.c chooses) */
      struct series *old = xmalloc(sizeof *old);
      *old = *sr;                         /* with its own earlier ones */
      old->next = 0;
      old->slope = 0;
      old->slopelo = 0;
      sr->earlier = old;
      sr->v = 0;
      sr->cap = 0;
      sr->wide = 0;
    } else sr->earlier = 0;               /* a new run replaces every pass */
    sr->n = 0; sr->block = im->block; sr->unsteady = 0; sr->floor = 0; sr->cal = 0;
  }
  sr->pass = im->pass;
  sr->sweep = im->sweep;
  sr->compiler = im->compiler;
  series_add(sr, buf, n);
  im->evmask |= 1u << ev;
  if (L->sec != SEC_UNKNOWN) im->security = L->sec;
  return 0;
}

static const char *ev_floor(struct line *L, int unused);

static const struct { const char *name; int nargs; const char *(*fn)(struct line *, int); int arg; } evs[] = {
  { "cycles", 2, ev_measure, EV_CYCLES }, { "xor_cycles", 2, ev_measure, EV_XOR },
  { "encrypt_cycles", 2, ev_measure, EV_ENC }, { "decrypt_cycles", 2, ev_measure, EV_DEC },
  { "forgery_decrypt_cycles", 2, ev_measure, EV_FORGERY },
  { "keypair_cycles", 2, ev_measure, EV_KEYPAIR }, { "enc_cycles", 2, ev_measure, EV_KEMENC },
  { "dec_cycles", 2, ev_measure, EV_KEMDEC }, { "keypair_randombytes", 2, ev_measure, EV_KP_RB },
  { "enc_randombytes", 2, ev_measure, EV_ENC_RB }, { "dec_randombytes", 2, ev_measure, EV_DEC_RB },
  { "keypair_randomcalls", 2, ev_measure, EV_KP_RC }, { "enc_randomcalls", 2, ev_measure, EV_ENC_RC },
  { "dec_randomcalls", 2, ev_measure, EV_DEC_RC },
  { "try", 7, ev_try, 0 }, { "tryfails", 2, ev_item, 0 }, { "fromcompiler", 2, ev_item, 1 },
  { "namespace", 2, ev_item, 2 }, { "skipped", 2, ev_item, 3 }, { "objsize", 5, ev_item, 4 },
  { "timecop_pass", 2, ev_item, 5 }, { "timecop_fail", 2, ev_item, 6 },
  { "timecop_error", 2, ev_item, 7 }, { "tune", 3, ev_item, 8 }, { "trywarning", 3, ev_item, 9 },
  { "measurefails", 2, ev_item, 10 },
  { "implementation", 1, ev_header, 0 }, { "cpuid", 1, ev_header, 1 },
  { "cpucycles_persecond", 1, ev_header, 2 }, { "cpucycles_implementation", 1, ev_header, 3 },
  { "compiler", 1, ev_header, 4 }, { "calibration", 3, ev_header, 5 }, { "pass", 1, ev_header, 6 },
  { "timer_floor", 3, ev_floor, 0 },
  { "outputbytes", 1, ev_header, 100 + SZ_OUTPUT }, { "keybytes", 1, ev_header, 100 + SZ_KEY },
  { "noncebytes", 1, ev_header, 100 + SZ_NONCE }, { "nsecbytes", 1, ev_header, 100 + SZ_NSEC },
  { "npubbytes", 1, ev_header, 100 + SZ_NPUB }, { "abytes", 1, ev_header, 100 + SZ_ABYTES },
  { "publickeybytes", 1, ev_header, 100 + SZ_PK }, { "secretkeybytes", 1, ev_header, 100 + SZ_SK },
  { "ciphertextbytes", 1, ev_header, 100 + SZ_CT },
};

/* timer_floor EVENT LEN PRECISION: the line of EVENT at LEN just before sits within a few
   steps of the counter's precision (measure.c) */
static const char *ev_floor(struct line *L, int unused)
{
  struct series *sr;
  long long len = -1;
  size_t i;
  (void)unused;
  if (!dataline_is(&L->d, DL_FLOOR_LEN, "-") && fnum(L, DL_FLOOR_LEN, &len)) return "timer_floor: bad length";
  for (i = 0; i < sizeof evs / sizeof evs[0] && evs[i].fn == ev_measure; ++i)
    if (dataline_is(&L->d, DL_FLOOR_EVENT, evs[i].name)) {
      sr = (struct series *)series_find(current(L), evs[i].arg, len);
      if (sr) sr->floor = 1;
      return 0;
    }
  return "timer_floor: unknown event";
}

const char *event_line(struct line *L, const char *ev, size_t n)
{
  size_t i;
  for (i = 0; i < sizeof evs / sizeof evs[0]; ++i)
    if (evs[i].name[0] == ev[0] && strlen(evs[i].name) == n && !memcmp(evs[i].name, ev, n)) {
      if (L->d.n < DL_ARG + evs[i].nargs) return "truncated line (too few arguments for its event)";
      return evs[i].fn(L, evs[i].arg);
    }
  return "unknown event";
}
