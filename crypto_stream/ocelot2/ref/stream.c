/* crypto_stream/ocelot2/ref: OCELOT2 2.1.0 with a 256-bit key and an 8-word state, as
   SUPERCOP's ref (ocelot/stream.c). Public domain (CC0). */
#define OCELOT_VERSION 2
#include "ocelot/stream.c"
