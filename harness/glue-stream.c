/* glue-stream.c: cb_primitive for a crypto_stream implementation (glue.h). Public domain (CC0). */
#include "crypto_stream.h"
#include "glue.h"

const struct cb_primitive cb_primitive = {
  GLUE_COMMON(cb_stream, crypto_stream),
  .size = { crypto_stream_KEYBYTES, crypto_stream_NONCEBYTES },
  .stream = crypto_stream,
  .stream_xor = crypto_stream_xor,
};
