/*
 * timecop.c: TIMECOP support (Moritz Neikes' idea, as SUPERCOP runs it): under valgrind's
 * memcheck, secret inputs are marked undefined, so a branch or a memory index that depends on
 * them is reported. The client requests are no-ops when the program runs natively, so one
 * program serves both; they are compiled in only where valgrind's header is installed, and
 * made only in the timecop mode (timecop_enable). Elsewhere crypto_declassify does nothing,
 * as in SUPERCOP's measure: a client request in the timed code is not free. It kept the
 * processor from running past the verdict of an AEAD decryption (AEGIS-128L's, for one) while
 * the tag was still being computed, which made our wipe of a forgery's plaintext visible in
 * the forgery cells (aegis128l: 315 ticks against 273 for a valid message of 2048 bytes here,
 * Zen 5) where SUPERCOP's no-op lets it run during the tag's computation.
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

static int timecop_enabled;
void timecop_enable(void) { timecop_enabled = 1; }

#ifdef HAVE_MEMCHECK
const int timecop_available = 1;
void poison(void *x, unsigned long long len)
{
  if (timecop_enabled) VALGRIND_MAKE_MEM_UNDEFINED(x, len);
}
void unpoison(void *x, unsigned long long len)
{
  if (timecop_enabled) VALGRIND_MAKE_MEM_DEFINED(x, len);
}
#else
const int timecop_available = 0;
void poison(void *x, unsigned long long len) { (void) x; (void) len; }
void unpoison(void *x, unsigned long long len) { (void) x; (void) len; }
#endif

/* Secret values an implementation may reveal (a rejection decision, a public output). */
void crypto_declassify(const void *x, unsigned long long len) { unpoison((void *) x, len); }

/* Randomness drawn in try is secret: a key generator must not branch on it. */
void randombytes_callback(unsigned char *x, unsigned long long len) { poison(x, len); }
