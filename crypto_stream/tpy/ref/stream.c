/* crypto_stream/tpy/ref: TPy with a 256-bit key and a 128-bit IV (pypy/tpy.c).
   Public domain (CC0). */
#define PY_N 256
#include "pypy/tpy.c"
