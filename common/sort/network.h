/*
 * sort/network.h: an ascending sort of n integers in place by a sorting network, Batcher's
 * merge exchange (Knuth, TAOCP vol. 3, 5.2.2, Algorithm M), as djbsort sorts: the sequence
 * of compare-exchanges depends on n only, and each compare-exchange is a constant-time
 * minmax (cryptoint's), so neither a branch nor a memory index depends on the values.
 * n log2(n)^2 / 4 compare-exchanges or so; n is public.
 * Public domain (CC0).
 *
 * Not a header of its own: sort/int16.h, int32.h and int64.h define the parameters below and
 * include this file, which defines the function and undefines the parameters again.
 *   SORT_NAME    the function: static void SORT_NAME(SORT_T *x, long long n)
 *   SORT_T       the element type
 *   SORT_MINMAX  void SORT_MINMAX(SORT_T *a, SORT_T *b): *a, *b = min, max
 *   SORT_PASS    optional: void SORT_PASS(SORT_T *x, long long n, long long p, long long r,
 *                long long d), one pass of the network (the loop below it replaces) done
 *                another way, e.g. with vectors (sort/int32-avx2.h). A pass's compare-
 *                exchanges are disjoint, so they may run in any order.
 */
#ifndef SORT_NAME
#error "sort/network.h is included by sort/int16.h, int32.h, int64.h only"
#endif

static void SORT_NAME(SORT_T *x, long long n)
{
  long long top, p, q, r, d, block, i;

  if (n < 2) return;
  for (top = 1; top < n - top; top += top) {}  /* the largest power of 2 below n */

  /* Algorithm M: for p = top, top/2, ..., 1, merge with distances p, then top - p,
     top/2 - p, ... down to 2p - p; position i meets i + d when i & p == r */
  for (p = top; p > 0; p >>= 1) {
    q = top;
    r = 0;
    d = p;
    for (;;) {
#ifdef SORT_PASS
      (void) block; (void) i;
      SORT_PASS(x, n, p, r, d);
#else
      for (block = 0; block + r + d < n; block += p + p)
        for (i = block + r; i < block + r + p && i + d < n; ++i)
          SORT_MINMAX(&x[i], &x[i + d]);
#endif
      if (q == p) break;
      d = q - p;
      q >>= 1;
      r = p;
    }
  }
}

#undef SORT_NAME
#undef SORT_T
#undef SORT_MINMAX
#undef SORT_PASS
