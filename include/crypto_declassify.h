/*
 * crypto_declassify.h: crypto_declassify(x, xlen) marks xlen bytes at x as public.
 * Specified in doc/headers.md (SUPERCOP's crypto_declassify). The harness defines
 * it: a no-op normally; under TIMECOP it tells valgrind memcheck the bytes are defined, so a
 * branch on them (e.g. a rejection-sampling decision) is not reported. Public domain (CC0).
 */
#ifndef crypto_declassify_h
#define crypto_declassify_h

void crypto_declassify(const void *x, unsigned long long xlen);

#endif
