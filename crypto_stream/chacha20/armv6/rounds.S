/* crypto_stream/chacha20/armv6: the double rounds in assembly (chacha/armv6-rounds.S). */
#include "chacha/armv6-rounds.S"
