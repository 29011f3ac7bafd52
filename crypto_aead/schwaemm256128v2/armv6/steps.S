/* crypto_aead/schwaemm256128v2/armv6: Sparkle384 and Sparkle512 in assembly (sparkle/armv6-steps.S). */
#include "sparkle/armv6-steps.S"
