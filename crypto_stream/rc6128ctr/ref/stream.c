/* crypto_stream/rc6128ctr/ref: RC6-32/20/16 in counter mode (ctr128/ctr.c), one block at a
   time in portable C (rc6/rc6.h). Constant time where rotations are. Public domain (CC0). */
#include "rc6/rc6.h"

#define CTR_KEY rc6_key
#define CTR_PAR 1
#define ctr_setup rc6_setup
#define ctr_encrypt(key, out, in) rc6_encrypt(out, in, key)
#include "ctr128/ctr.c"
