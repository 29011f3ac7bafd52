/* crypto_stream/salsa20/armv6: the double rounds in assembly (salsa20/armv6-rounds.S). */
#include "salsa20/armv6-rounds.S"
