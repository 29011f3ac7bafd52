/* crypto_stream/twofish128ctr/ref: Twofish with a 128-bit key in counter mode (ctr128/ctr.c),
   one block at a time in portable C through key-dependent tables (twofish/twofish.h):
   NOT constant time. Public domain (CC0). */
#include "twofish/twofish.h"

#define CTR_KEY tf_key
#define CTR_PAR 1
#define ctr_setup tf_setup
#define ctr_encrypt(key, out, in) tf_encrypt(out, in, key)
#include "ctr128/ctr.c"
