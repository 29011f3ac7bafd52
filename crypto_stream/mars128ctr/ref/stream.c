/* crypto_stream/mars128ctr/ref: MARS with a 128-bit key in counter mode (ctr128/ctr.c), one
   block at a time in portable C (mars/mars.h): S-box lookups at secret indexes, NOT constant
   time. Public domain (CC0). */
#include "mars/mars.h"

#define CTR_KEY mars_key
#define CTR_PAR 1
#define ctr_setup mars_setup
#define ctr_encrypt(key, out, in) mars_encrypt(out, in, key)
#include "ctr128/ctr.c"
