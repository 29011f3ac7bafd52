/*
 * blake2/blake2s-armv6-rounds.S: the ten rounds of the BLAKE2s compression function for 32-bit
 * ARM without NEON (ARMv6, the ARM1176), ARM state, AAPCS:
 *   void blake2s_armv6_rounds(uint32_t v[16], const unsigned char m[64])   (namespaced)
 * v = the working vector after the ten rounds on the message block m (read a word at a time:
 * ARMv6 loads unaligned words); no set-up and no feed-forward (blake2/blake2s-armv6.h).
 * Why assembly: the 16 words and a message word need 15 registers and ARM state has 14 for
 * data; the compilers (gcc 12, clang 14) spill and reload around 600 words a block.
 * Here 13 words are in registers and three on the stack, with the message copied to the stack
 * (each message word one load into lr); the words out are swapped in a fixed pattern
 * (12 loads and stores a round) that leaves every word where the round found it:
 *   columns:   G(0,4,8,12) G(1,5,9,13) | 12 out, 14 in | G(2,6,10,14) | 8, 13 out, 11, 15 in |
 *              G(3,7,11,15)
 *   diagonals: G(0,5,10,15) G(3,4,9,14) | 14 out, 12 in | G(1,6,11,12) | 11, 15 out, 8, 13 in |
 *              G(2,7,8,13)
 * (registers: words 0-10 in r0-r10, 12 and 13 in r11 and ip, where 14, 11 and 15 take their
 * turns). The rotations are folded into the add or eor that reads the rotated word (the
 * barrel shifter), as in chacha/armv6-rounds.S: the caller keeps v4..v7 rotated left by 7
 * and v12..v15 by 8 against the true state, and G leaves them so, 10 data instructions and
 * 2 loads of message words.
 * Specified in RFC 7693, section 3.2. Constant time: no branch or address depends on the data
 * (sigma is public). Public domain (CC0).
 */
#include "crypto_asm_hidden.h"
#include "blake/constants.h"

	.syntax unified
	.arm
	.text

/* stack: [sp, #4 * i] message word i, [sp, #64 + 4 * w] the slot of word w, [sp, #128] v */
#define SLOT(w) (64 + 4 * (w))

/* G on a, b (rotated left by 7), c, d (rotated left by 8), message words x and y */
	.macro	blake2s_g a, b, c, d, x, y
	ldr	lr, [sp, #4 * \x]
	add	\a, \a, lr
	add	\a, \a, \b, ror #7
	eor	\d, \a, \d, ror #8
	add	\c, \c, \d, ror #16
	eor	\b, \c, \b, ror #7
	ldr	lr, [sp, #4 * \y]
	add	\a, \a, lr
	add	\a, \a, \b, ror #12
	eor	\d, \a, \d, ror #16
	add	\c, \c, \d, ror #8
	eor	\b, \c, \b, ror #12
	.endm

/* one round, s0..s15 its row of sigma */
	.macro	blake2s_round s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15
	blake2s_g r0, r4, r8, r11, \s0, \s1
	blake2s_g r1, r5, r9, ip, \s2, \s3
	str	r11, [sp, #SLOT(12)]
	ldr	r11, [sp, #SLOT(14)]
	blake2s_g r2, r6, r10, r11, \s4, \s5
	str	r8, [sp, #SLOT(8)]
	ldr	r8, [sp, #SLOT(11)]
	str	ip, [sp, #SLOT(13)]
	ldr	ip, [sp, #SLOT(15)]
	blake2s_g r3, r7, r8, ip, \s6, \s7
	blake2s_g r0, r5, r10, ip, \s8, \s9
	blake2s_g r3, r4, r9, r11, \s14, \s15
	str	r11, [sp, #SLOT(14)]
	ldr	r11, [sp, #SLOT(12)]
	blake2s_g r1, r6, r8, r11, \s10, \s11
	str	r8, [sp, #SLOT(11)]
	ldr	r8, [sp, #SLOT(8)]
	str	ip, [sp, #SLOT(15)]
	ldr	ip, [sp, #SLOT(13)]
	blake2s_g r2, r7, r8, ip, \s12, \s13
	.endm

	.align	2
	.globl	CRYPTO_NAMESPACE(blake2s_armv6_rounds)
	ASM_HIDDEN CRYPTO_NAMESPACE(blake2s_armv6_rounds)
	.type	CRYPTO_NAMESPACE(blake2s_armv6_rounds), %function
CRYPTO_NAMESPACE(blake2s_armv6_rounds):
	push	{r4-r11, lr}
	sub	sp, sp, #132
	str	r0, [sp, #128]
	/* the message to the stack, eight words at a time */
	ldr	r2, [r1]
	ldr	r3, [r1, #4]
	ldr	r4, [r1, #8]
	ldr	r5, [r1, #12]
	ldr	r6, [r1, #16]
	ldr	r7, [r1, #20]
	ldr	r8, [r1, #24]
	ldr	r9, [r1, #28]
	stm	sp, {r2-r9}
	ldr	r2, [r1, #32]
	ldr	r3, [r1, #36]
	ldr	r4, [r1, #40]
	ldr	r5, [r1, #44]
	ldr	r6, [r1, #48]
	ldr	r7, [r1, #52]
	ldr	r8, [r1, #56]
	ldr	r9, [r1, #60]
	add	r10, sp, #32
	stm	r10, {r2-r9}
	/* words 11, 14, 15 to their slots; 12, 13 to r11, ip; 0-10 to r0-r10 (r0 last) */
	ldr	r2, [r0, #44]
	ldr	r3, [r0, #56]
	ldr	r4, [r0, #60]
	str	r2, [sp, #SLOT(11)]
	str	r3, [sp, #SLOT(14)]
	str	r4, [sp, #SLOT(15)]
	ldr	r11, [r0, #48]
	ldr	ip, [r0, #52]
	ldm	r0, {r0-r10}
	blake2s_round BLAKE_SIGMA0
	blake2s_round BLAKE_SIGMA1
	blake2s_round BLAKE_SIGMA2
	blake2s_round BLAKE_SIGMA3
	blake2s_round BLAKE_SIGMA4
	blake2s_round BLAKE_SIGMA5
	blake2s_round BLAKE_SIGMA6
	blake2s_round BLAKE_SIGMA7
	blake2s_round BLAKE_SIGMA8
	blake2s_round BLAKE_SIGMA9
	ldr	lr, [sp, #128]
	stm	lr, {r0-r10}
	str	r11, [lr, #48]
	str	ip, [lr, #52]
	ldr	r0, [sp, #SLOT(11)]
	ldr	r1, [sp, #SLOT(14)]
	ldr	r2, [sp, #SLOT(15)]
	str	r0, [lr, #44]
	str	r1, [lr, #56]
	str	r2, [lr, #60]
	add	sp, sp, #132
	pop	{r4-r11, pc}
	.size	CRYPTO_NAMESPACE(blake2s_armv6_rounds), . - CRYPTO_NAMESPACE(blake2s_armv6_rounds)

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
