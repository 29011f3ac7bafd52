/*
 * ecrypt-machine.h: the eSTREAM API's place for machine-specific rotations and byte swaps.
 * ecrypt-portable.h includes it after its default ROTL/ROTR macros and again after its SWAP
 * macros, so a machine could replace them here. gcc and clang compile the defaults to rotate
 * and byte-swap instructions, so nothing is replaced: this file only records that each group
 * has been seen (ECRYPT_MACHINE_ROT, ECRYPT_MACHINE_SWAP), as SUPERCOP's does.
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#if defined(ECRYPT_DEFAULT_ROT) && !defined(ECRYPT_MACHINE_ROT)
#define ECRYPT_MACHINE_ROT
#endif

#if defined(ECRYPT_DEFAULT_SWAP) && !defined(ECRYPT_MACHINE_SWAP)
#define ECRYPT_MACHINE_SWAP
#endif
