/* crypto_stream/saferplus128ctr/ref: SAFER+ in counter mode (ctr128/ctr.c), one block at a time
   in portable C (saferplus/saferplus.h). No goal files: exp and log are tables indexed by
   secret bytes. Public domain (CC0). */
#include "saferplus/saferplus.h"

#define CTR_KEY saferplus_key
#define CTR_PAR 1
#define ctr_setup(key, k) saferplus_setup(key, k, 16)
#define ctr_encrypt(key, out, in) saferplus_encrypt(out, in, key)
#include "ctr128/ctr.c"
