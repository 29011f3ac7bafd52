/* crypto_stream/ocelot1/ref: OCELOT1 2.1.0 with a 256-bit key and an 8-word state, as
   SUPERCOP's ref (ocelot/stream.c). Public domain (CC0). */
#define OCELOT_VERSION 1
#include "ocelot/stream.c"
