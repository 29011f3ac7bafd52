/* Fixture (tests/supercop/README.md): the Salsa20 constant as data, its bytes taken from the
   neighbouring sigma.inc by the assembler's .include (not the preprocessor's), as SUPERCOP's
   mlkem768/avx2 fq.S takes fq.inc: the folder must be on the assembler's include path.
   Public domain (CC0). */
#include "crypto_asm_hidden.h"

	.section .rodata
	.globl CRYPTO_NAMESPACE(sigma)
	ASM_HIDDEN CRYPTO_NAMESPACE(sigma)
CRYPTO_NAMESPACE(sigma):
	.include "sigma.inc"
	.section .note.GNU-stack,"",@progbits
