/*
 * stq.h: stabilized quartiles (SUPERCOP's StQ; D. J. Bernstein, "Papers: rsrst").
 * Repeat each of the n samples 8 times, sort the 8n values, and take the means of positions
 * [n,3n), [3n,5n), [5n,7n) as Q1, Q2, Q3 (and of [2n,6n) as the interquartile mean).
 * Used by measure and by the report tool (tools/report/stq.c).
 * Public domain (CC0).
 */
#ifndef STQ_H
#define STQ_H

void stq(double q[3], const long long *x, long long n);   /* q = {Q1, Q2, Q3}; n >= 1 */
long long stq2(const long long *x, long long n);            /* Q2 rounded to nearest */
/* the mean of positions [from, to) of the 8-fold repeated samples sorted[0..n), to <= 8n */
double stq_span(const long long *sorted, long long from, long long to);

#endif
