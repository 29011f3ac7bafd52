/*
 * chacha/armv6-rounds.S: the ChaCha double rounds for 32-bit ARM without NEON (ARMv6, the
 * ARM1176), ARM state, AAPCS:
 *   void chacha_armv6_rounds(uint32_t x[16], unsigned doublerounds)   (namespaced)
 * x = x after 2 * doublerounds rounds (doublerounds >= 1), no feed-forward (chacha/armv6.h).
 * Why assembly: the 16 words need 16 registers and ARM state has 14 for data; the compilers
 * (gcc 12, clang 14) spill and reload around 100 words a block, and neither takes 13 register
 * operands in inline assembly (gcc: at most 30 operands, clang: out of registers).
 * Here: the a, b and d words in r0-r11, the c word of the quarter round in ip, the loop count
 * in lr, the other three c words on the stack. The columns take c8 c9 c10 c11 and the
 * diagonals c11 c10 c9 c8, so each turn finds its c in ip already: 6 loads and 6 stores a
 * double round beside the 64 adds and eors.
 * Each rotation is folded into the add or eor that reads the rotated word (the barrel
 * shifter): the b words are kept rotated right by 7 against the true state and the d words
 * by 8, before and after every quarter round (lazy rotation), so a quarter round is 8
 * instructions instead of 12; entering and leaving cost one rotation a word.
 * Specified in D. J. Bernstein, "ChaCha, a variant of Salsa20" (2008). Constant time: no
 * branch or address depends on the data (the loop counts double rounds).
 * Public domain (CC0).
 */
#include "crypto_asm_hidden.h"

	.syntax unified
	.arm
	.text

/* one quarter round: a += b; d ^= a; d <<<= 16; c += d; b ^= c; b <<<= 12; a += b; d ^= a;
   d <<<= 8; c += d; b ^= c; b <<<= 7, on b = b_true >>> 7, d = d_true >>> 8, c in ip */
	.macro	chacha_qr a, b, d
	add	\a, \a, \b, ror #25
	eor	\d, \a, \d, ror #24
	add	ip, ip, \d, ror #16
	eor	\b, ip, \b, ror #25
	add	\a, \a, \b, ror #20
	eor	\d, \a, \d, ror #16
	add	ip, ip, \d, ror #24
	eor	\b, ip, \b, ror #20
	.endm

/* stack: [sp] x, [sp, #4 + 4 * i] c(8 + i) */
	.align	2
	.globl	CRYPTO_NAMESPACE(chacha_armv6_rounds)
	ASM_HIDDEN CRYPTO_NAMESPACE(chacha_armv6_rounds)
	.type	CRYPTO_NAMESPACE(chacha_armv6_rounds), %function
CRYPTO_NAMESPACE(chacha_armv6_rounds):
	push	{r4-r11, lr}
	sub	sp, sp, #20
	str	r0, [sp]
	mov	lr, r1
	ldr	r4, [r0, #16]
	ldr	r5, [r0, #20]
	ldr	r6, [r0, #24]
	ldr	r7, [r0, #28]
	ldr	r8, [r0, #48]
	ldr	r9, [r0, #52]
	ldr	r10, [r0, #56]
	ldr	r11, [r0, #60]
	ldr	ip, [r0, #36]
	str	ip, [sp, #8]
	ldr	ip, [r0, #40]
	str	ip, [sp, #12]
	ldr	ip, [r0, #44]
	str	ip, [sp, #16]
	ldr	ip, [r0, #32]
	ldr	r1, [r0, #4]
	ldr	r2, [r0, #8]
	ldr	r3, [r0, #12]
	ldr	r0, [r0]
	ror	r4, r4, #7
	ror	r5, r5, #7
	ror	r6, r6, #7
	ror	r7, r7, #7
	ror	r8, r8, #8
	ror	r9, r9, #8
	ror	r10, r10, #8
	ror	r11, r11, #8
1:
	chacha_qr r0, r4, r8		/* column (0, 4, 8, 12) */
	str	ip, [sp, #4]
	ldr	ip, [sp, #8]
	chacha_qr r1, r5, r9		/* (1, 5, 9, 13) */
	str	ip, [sp, #8]
	ldr	ip, [sp, #12]
	chacha_qr r2, r6, r10		/* (2, 6, 10, 14) */
	str	ip, [sp, #12]
	ldr	ip, [sp, #16]
	chacha_qr r3, r7, r11		/* (3, 7, 11, 15) */
	chacha_qr r1, r6, r8		/* diagonal (1, 6, 11, 12) */
	str	ip, [sp, #16]
	ldr	ip, [sp, #12]
	chacha_qr r0, r5, r11		/* (0, 5, 10, 15) */
	str	ip, [sp, #12]
	ldr	ip, [sp, #8]
	chacha_qr r3, r4, r10		/* (3, 4, 9, 14) */
	str	ip, [sp, #8]
	ldr	ip, [sp, #4]
	chacha_qr r2, r7, r9		/* (2, 7, 8, 13) */
	subs	lr, lr, #1
	bne	1b
	ldr	lr, [sp]
	ror	r4, r4, #25
	ror	r5, r5, #25
	ror	r6, r6, #25
	ror	r7, r7, #25
	ror	r8, r8, #24
	ror	r9, r9, #24
	ror	r10, r10, #24
	ror	r11, r11, #24
	str	r0, [lr]
	str	r1, [lr, #4]
	str	r2, [lr, #8]
	str	r3, [lr, #12]
	str	r4, [lr, #16]
	str	r5, [lr, #20]
	str	r6, [lr, #24]
	str	r7, [lr, #28]
	str	ip, [lr, #32]
	str	r8, [lr, #48]
	str	r9, [lr, #52]
	str	r10, [lr, #56]
	str	r11, [lr, #60]
	ldr	r0, [sp, #8]
	ldr	r1, [sp, #12]
	ldr	r2, [sp, #16]
	str	r0, [lr, #36]
	str	r1, [lr, #40]
	str	r2, [lr, #44]
	add	sp, sp, #20
	pop	{r4-r11, pc}
	.size	CRYPTO_NAMESPACE(chacha_armv6_rounds), . - CRYPTO_NAMESPACE(chacha_armv6_rounds)
	.section .note.GNU-stack,"",%progbits
