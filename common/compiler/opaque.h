/*
 * compiler/opaque.h: CB_OPAQUE(x), an empty asm statement that "changes" x. It emits no
 * instruction, but the compiler must take x as computed at that point, so it can no longer
 * reassociate, merge or move the arithmetic across it. For unrolled code where the compilers'
 * own choices lose: blake2/unrolled.h, sha512/rounds.h and skein/threefish-opt64.h say where
 * and by how much. GNU C (gcc, clang); elsewhere it is nothing.
 * Public domain (CC0).
 */
#ifndef COMPILER_OPAQUE_H
#define COMPILER_OPAQUE_H

#if defined(__GNUC__)
#define CB_OPAQUE(x) __asm__("" : "+r"(x))
#else
#define CB_OPAQUE(x) ((void) 0)
#endif

#endif
