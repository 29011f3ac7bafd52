/* crypto_hash/blake2s/armv6: the rounds in assembly (blake2/blake2s-armv6-rounds.S). */
#include "blake2/blake2s-armv6-rounds.S"
