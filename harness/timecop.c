/*
 * timecop.c: TIMECOP support (Moritz Neikes' idea, as SUPERCOP runs it): under valgrind's
 * memcheck, secret inputs are marked undefined, so a branch or a memory index that depends on
 * them is reported. The client requests are no-ops when the program runs natively, so one
 * program serves both; they are compiled in only where valgrind's header is installed.
 * Public domain (CC0).
 */
#include "crypto_declassify.h"
#include "harness.h"
#include "try.h"

#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define HAVE_MEMCHECK 1
#endif
#endif

#ifdef HAVE_MEMCHECK
const int timecop_available = 1;
void poison(void *x, unsigned long long len) { VALGRIND_MAKE_MEM_UNDEFINED(x, len); }
void unpoison(void *x, unsigned long long len) { VALGRIND_MAKE_MEM_DEFINED(x, len); }
#else
const int timecop_available = 0;
void poison(void *x, unsigned long long len) { (void) x; (void) len; }
void unpoison(void *x, unsigned long long len) { (void) x; (void) len; }
#endif

/* Secret values an implementation may reveal (a rejection decision, a public output). */
void crypto_declassify(const void *x, unsigned long long len) { unpoison((void *) x, len); }

/* Randomness drawn in try is secret: a key generator must not branch on it. */
void randombytes_callback(unsigned char *x, unsigned long long len) { poison(x, len); }
