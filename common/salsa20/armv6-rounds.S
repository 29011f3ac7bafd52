/*
 * salsa20/armv6-rounds.S: the Salsa20 double rounds for 32-bit ARM without NEON (ARMv6, the
 * ARM1176), ARM state, AAPCS:
 *   void salsa20_armv6_rounds(uint32_t x[16], unsigned doublerounds)   (namespaced)
 * x = x after 2 * doublerounds rounds (doublerounds >= 1), no feed-forward (salsa20/armv6.h).
 * Each step of a quarter round is an add into ip and an eor with ip rotated (the barrel
 * shifter), 8 instructions a quarter round. Why assembly: 16 words and ip need 17 registers and
 * ARM state has 14; the compilers spill and reload around 100 words a block.
 * Here 13 words live in r0-r11 and lr, and three wait on the stack: x3, x7, x11 (column 3)
 * during the columns 0-2, then x12, x13, x14 (row 3, whose columns are done) from column 3
 * through rows 0-2, then x3, x7, x11 again (their rows are done) for row 3 and the next
 * double round's columns 0-2: two swaps of three words, 12 loads and stores a double round.
 * Registers at the top of the loop: x0 r0, x1 r1, x2 r2, x4 r3, x5 r4, x6 r5, x8 r6, x9 r7,
 * x10 r8, x12 r9, x13 r10, x14 r11, x15 lr; x3, x7, x11 in r9, r10, r11 in between.
 * Specified in D. J. Bernstein, "The Salsa20 family of stream ciphers" (2008). Constant time:
 * no branch or address depends on the data (the loop counts double rounds).
 * Public domain (CC0).
 */
#include "crypto_asm_hidden.h"

	.syntax unified
	.arm
	.text

/* one quarter round: b ^= (a + d) <<< 7; c ^= (b + a) <<< 9; d ^= (c + b) <<< 13;
   a ^= (d + c) <<< 18 */
	.macro	salsa20_qr a, b, c, d
	add	ip, \a, \d
	eor	\b, \b, ip, ror #25
	add	ip, \b, \a
	eor	\c, \c, ip, ror #23
	add	ip, \c, \b
	eor	\d, \d, ip, ror #19
	add	ip, \d, \c
	eor	\a, \a, ip, ror #14
	.endm

/* stack: [sp] x, [sp, #4] double rounds left, [sp, #8] x3, x7, x11, [sp, #20] x12, x13, x14 */
	.align	2
	.globl	CRYPTO_NAMESPACE(salsa20_armv6_rounds)
	ASM_HIDDEN CRYPTO_NAMESPACE(salsa20_armv6_rounds)
	.type	CRYPTO_NAMESPACE(salsa20_armv6_rounds), %function
CRYPTO_NAMESPACE(salsa20_armv6_rounds):
	push	{r4-r11, lr}
	sub	sp, sp, #36
	str	r0, [sp]
	str	r1, [sp, #4]
	ldr	ip, [r0, #12]
	str	ip, [sp, #8]
	ldr	ip, [r0, #28]
	str	ip, [sp, #12]
	ldr	ip, [r0, #44]
	str	ip, [sp, #16]
	ldr	r3, [r0, #16]
	ldr	r4, [r0, #20]
	ldr	r5, [r0, #24]
	ldr	r6, [r0, #32]
	ldr	r7, [r0, #36]
	ldr	r8, [r0, #40]
	ldr	r9, [r0, #48]
	ldr	r10, [r0, #52]
	ldr	r11, [r0, #56]
	ldr	lr, [r0, #60]
	ldr	r1, [r0, #4]
	ldr	r2, [r0, #8]
	ldr	r0, [r0]
1:
	salsa20_qr r0, r3, r6, r9		/* column (0, 4, 8, 12) */
	salsa20_qr r4, r7, r10, r1		/* (5, 9, 13, 1) */
	salsa20_qr r8, r11, r2, r5		/* (10, 14, 2, 6) */
	str	r9, [sp, #20]
	str	r10, [sp, #24]
	str	r11, [sp, #28]
	ldr	r9, [sp, #8]
	ldr	r10, [sp, #12]
	ldr	r11, [sp, #16]
	salsa20_qr lr, r9, r10, r11		/* (15, 3, 7, 11) */
	salsa20_qr r0, r1, r2, r9		/* row (0, 1, 2, 3) */
	salsa20_qr r4, r5, r10, r3		/* (5, 6, 7, 4) */
	salsa20_qr r8, r11, r6, r7		/* (10, 11, 8, 9) */
	str	r9, [sp, #8]
	str	r10, [sp, #12]
	str	r11, [sp, #16]
	ldr	r9, [sp, #20]
	ldr	r10, [sp, #24]
	ldr	r11, [sp, #28]
	salsa20_qr lr, r9, r10, r11		/* (15, 12, 13, 14) */
	ldr	ip, [sp, #4]
	subs	ip, ip, #1
	str	ip, [sp, #4]
	bne	1b
	ldr	ip, [sp]
	str	r0, [ip]
	str	r1, [ip, #4]
	str	r2, [ip, #8]
	str	r3, [ip, #16]
	str	r4, [ip, #20]
	str	r5, [ip, #24]
	str	r6, [ip, #32]
	str	r7, [ip, #36]
	str	r8, [ip, #40]
	str	r9, [ip, #48]
	str	r10, [ip, #52]
	str	r11, [ip, #56]
	str	lr, [ip, #60]
	ldr	r0, [sp, #8]
	ldr	r1, [sp, #12]
	ldr	r2, [sp, #16]
	str	r0, [ip, #12]
	str	r1, [ip, #28]
	str	r2, [ip, #44]
	add	sp, sp, #36
	pop	{r4-r11, pc}
	.size	CRYPTO_NAMESPACE(salsa20_armv6_rounds), . - CRYPTO_NAMESPACE(salsa20_armv6_rounds)
	.section .note.GNU-stack,"",%progbits
