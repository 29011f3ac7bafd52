/*
 * aead.c: Romulus-N v1.3 (128-bit key, nonce and tag) for amd64, NOT constant time: the mode
 * of romulus/n.h over SKINNY-128-384+ with lookup tables indexed by the secret state
 * (skinny128/table.h), for comparison with table implementations elsewhere (SUPERCOP's
 * opt32t); no goal files. Constant time and as fast on short messages: amd64-avx512.
 * Specified in "Romulus v1.3", NIST LWC finalist (2021). Public domain (CC0).
 */
#include "skinny128/table.h"
#include "romulus/n.h"
