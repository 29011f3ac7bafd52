/* crypto_stream/tpy6/ref: TPy6 with a 256-bit key and a 128-bit IV (pypy/tpy.c).
   Public domain (CC0). */
#define PY_N 64
#include "pypy/tpy.c"
