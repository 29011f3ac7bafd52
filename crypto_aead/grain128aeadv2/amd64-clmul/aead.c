/*
 * aead.c: Grain-128AEADv2 on amd64: the mode of grain/aead.h with 4-byte words at a time,
 * the keystream and authentication bits split by PEXT and the authentication of 32 bits by
 * carry-less multiplication (grain/auth-clmul.h). Specified in M. Hell et al.,
 * "Grain-128AEADv2", NIST LWC finalist (2021). CC0.
 */
#include "grain/auth-clmul.h"
#include "grain/aead.h"
