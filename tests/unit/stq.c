/*
 * tests/unit/stq.c: stabilized quartiles against values worked out by hand from the
 * definition (repeat each sample 8 times, sort, average positions [n,3n), [3n,5n), [5n,7n)).
 * Public domain (CC0).
 */
#include <math.h>
#include <stdio.h>
#include "stq.h"

static int failures;

static void check(const char *what, const long long *x, long long n, double q1, double q2, double q3)
{
  double q[3];
  stq(q, x, n);
  if (fabs(q[0] - q1) > 1e-9 || fabs(q[1] - q2) > 1e-9 || fabs(q[2] - q3) > 1e-9) {
    printf("FAIL stq %s: got %.4f %.4f %.4f, expected %.4f %.4f %.4f\n", what, q[0], q[1], q[2], q1, q2, q3);
    failures++;
  }
}

int main(void)
{
  static const long long one[] = { 42 };
  static const long long four[] = { 4, 1, 3, 2 };
  static const long long three[] = { 10, 30, 20 };
  static const long long spike[] = { 100, 100, 100, 100, 100, 100, 100, 100000 };
  /* n=1: every quartile is the sample */
  check("n=1", one, 1, 42, 42, 42);
  /* n=4, 1..4: [4,12) = four 1s and four 2s -> 1.5; then 2.5; then 3.5 */
  check("n=4", four, 4, 1.5, 2.5, 3.5);
  /* n=3, 10 20 30: [3,9) = five 10s, one 20 -> 70/6; [9,15) all 20; [15,21) one 20, five 30s */
  check("n=3", three, 3, 70.0 / 6, 20, 170.0 / 6);
  /* one outlier of eight does not reach Q3: [40,56) holds only 100s */
  check("outlier", spike, 8, 100, 100, 100);
  if (stq2(three, 3) != 20 || stq2(four, 4) != 2) {   /* 2.5 rounds down, as SUPERCOP's */
    printf("FAIL stq2: %lld %lld\n", stq2(three, 3), stq2(four, 4));
    failures++;
  }
  printf("stq: %s\n", failures ? "FAILED" : "ok");
  return failures != 0;
}
