/*
 * crypto_asm_hidden.h: ASM_HIDDEN, the assembler directive that keeps a global symbol of an
 * assembly implementation out of a shared library's interface (.hidden in ELF, .private_extern
 * on macOS), as SUPERCOP's include/ offers it: a .S file writes `ASM_HIDDEN name`.
 * Written here from the interface (doc/supercop.md). Public domain (CC0).
 */
#ifndef crypto_asm_hidden_h
#define crypto_asm_hidden_h

#ifdef __APPLE__
#define ASM_HIDDEN .private_extern
#else
#define ASM_HIDDEN .hidden
#endif

#endif
