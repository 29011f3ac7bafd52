/*
 * sparkle/armv6-steps.S: the Sparkle384 and Sparkle512 permutations (6 and 8 branches) for
 * 32-bit ARM without NEON (ARMv6, the ARM1176), ARM state, AAPCS:
 *   void sparkle6_armv6(uint32_t s[12], int steps), sparkle8_armv6(uint32_t s[16], int steps)
 * (namespaced; steps >= 1), the state laid out as in sparkle/permutation-ref.h.
 * Why assembly: 12 or 16 state words, the linear layer's two sums and a constant do not fit
 * the 14 registers, and the compilers (gcc 12, clang 14) spill and reload about 70 words a
 * step of Sparkle512. Here the left branches stay in registers and the right ones on the
 * stack: a step boxes the left branches (Alzette, 12 instructions, its rotations in the
 * barrel shifter, its constant loaded once into ip), sums them, then for each j loads the
 * right branch h + j into the two free registers, boxes it, adds the left branch j and ell of
 * the sums into it (it is the new left branch j - 1) and stores the left branch j in its
 * place on the stack (it is the new right branch h + j): 2 loads and 2 stores a branch pair.
 * The new left branches 0..h-2 land in the registers of the old ones; branch h-1 alternates
 * between two register pairs, so the loop body is two steps.
 * Under qemu (scripts/instructions, long messages), Schwaemm256-256 runs 43.4 instructions per
 * byte against 63.2 over sparkle/permutation-opt.h (gcc 12 -O3; clang 14: 45.7 against 56.9).
 * Registers: left branch j in r(2j), r(2j+1) (j < h-1); branch h-1 in r(2h-2), r(2h-1) or
 * r(2h), r(2h+1), the other pair free; r10, r11 the sums tx, ty; ip the box constant; lr
 * the step counter. Stack: [sp, #8j] right branch h + j, [sp, #8h] steps, [sp, #8h+4] s,
 * [sp, #8h+8] the address of the table of round constants.
 * Specified in C. Beierle et al., "Schwaemm and Esch ...", NIST LWC finalist (2021), section 2.
 * Constant time: additions, rotations and XORs only; branches on the step count only.
 * Public domain (CC0).
 */
#include "crypto_asm_hidden.h"

	.syntax unified
	.arm
	.text

/* the round constants: as a table for the step constant, and by number for the boxes */
	.set	SPARKLE_RC0, 0xB7E15162
	.set	SPARKLE_RC1, 0xBF715880
	.set	SPARKLE_RC2, 0x38B4DA56
	.set	SPARKLE_RC3, 0x324E7738
	.set	SPARKLE_RC4, 0xBB1185EB
	.set	SPARKLE_RC5, 0x4F7C7B57
	.set	SPARKLE_RC6, 0xCFBFA1C8
	.set	SPARKLE_RC7, 0xC2B3293D

/* Alzette on (x, y) with constant number k, loaded into ip */
	.macro	sparkle_box x, y, k
	ldr	ip, =SPARKLE_RC\k
	add	\x, \x, \y, ror #31
	eor	\y, \y, \x, ror #24
	eor	\x, \x, ip
	add	\x, \x, \y, ror #17
	eor	\y, \y, \x, ror #17
	eor	\x, \x, ip
	add	\x, \x, \y
	eor	\y, \y, \x, ror #31
	eor	\x, \x, ip
	add	\x, \x, \y, ror #24
	eor	\y, \y, \x, ror #16
	eor	\x, \x, ip
	.endm

/* right branch h + j (constant number k = h + j): to (x, y) from the stack, boxed, plus the
   left branch j (lx, ly) and ell of the sums; then the left branch j to the stack */
	.macro	sparkle_right j, k, x, y, lx, ly
	ldr	\x, [sp, #8 * \j]
	ldr	\y, [sp, #8 * \j + 4]
	sparkle_box \x, \y, \k
	eor	\x, \x, \lx
	eor	\x, \x, r11, ror #16
	eor	\y, \y, \ly
	eor	\y, \y, r10, ror #16
	str	\lx, [sp, #8 * \j]
	str	\ly, [sp, #8 * \j + 4]
	.endm

/* the step constants (rcon[i mod 8] to y0, i to y1), the left boxes, their sums x in r10 and
   y in r11 with ell's shift (ell(t) = (t ^ t << 16) ror 16, the rotation where it is read);
   h = 3 or 4 left branches, the last in (lx, ly) */
	.macro	sparkle_left h, lx, ly
	and	r10, lr, #7
	ldr	r11, [sp, #8 * \h + 8]
	ldr	r10, [r11, r10, lsl #2]
	eor	r1, r1, r10
	eor	r3, r3, lr
	sparkle_box r0, r1, 0
	sparkle_box r2, r3, 1
	.if \h == 3
	sparkle_box \lx, \ly, 2
	eor	r10, r0, r2
	eor	r10, r10, \lx
	eor	r11, r1, r3
	eor	r11, r11, \ly
	.else
	sparkle_box r4, r5, 2
	sparkle_box \lx, \ly, 3
	eor	r10, r0, r2
	eor	r10, r10, r4
	eor	r10, r10, \lx
	eor	r11, r1, r3
	eor	r11, r11, r5
	eor	r11, r11, \ly
	.endif
	eor	r10, r10, r10, lsl #16
	eor	r11, r11, r11, lsl #16
	.endm

/* one step; the last left branch in (lx, ly), (fx, fy) free; after it the new last left
   branch is in (fx, fy) and (lx, ly) are free */
	.macro	sparkle_step h, lx, ly, fx, fy
	sparkle_left \h, \lx, \ly
	.if \h == 3
	sparkle_right 0, 3, \fx, \fy, r0, r1
	sparkle_right 1, 4, r0, r1, r2, r3
	sparkle_right 2, 5, r2, r3, \lx, \ly
	.else
	sparkle_right 0, 4, \fx, \fy, r0, r1
	sparkle_right 1, 5, r0, r1, r2, r3
	sparkle_right 2, 6, r2, r3, r4, r5
	sparkle_right 3, 7, r4, r5, \lx, \ly
	.endif
	.endm

/* the step counter, and the exit to label done once it reaches steps */
	.macro	sparkle_next h, done
	add	lr, lr, #1
	ldr	ip, [sp, #16 * \h / 2]
	cmp	lr, ip
	beq	\done
	.endm

/* the state back to s: the left branches (the last in (lx, ly)), then the right ones */
	.macro	sparkle_out h, lx, ly
	ldr	ip, [sp, #8 * \h + 4]
	.if \h == 3
	stm	ip, {r0-r3}
	str	\lx, [ip, #16]
	str	\ly, [ip, #20]
	ldm	sp, {r0-r5}
	add	ip, ip, #24
	stm	ip, {r0-r5}
	.else
	stm	ip, {r0-r5}
	str	\lx, [ip, #24]
	str	\ly, [ip, #28]
	ldm	sp, {r0-r7}
	add	ip, ip, #32
	stm	ip, {r0-r7}
	.endif
	add	sp, sp, #8 * \h + 12
	pop	{r4-r11, pc}
	.endm

/* the function name, for h left branches: the last in r(2h-2), r(2h-1), free r(2h), r(2h+1) */
	.macro	sparkle_function name, h, l0, l1, f0, f1
	.align	2
9:	.word	SPARKLE_RC0, SPARKLE_RC1, SPARKLE_RC2, SPARKLE_RC3
	.word	SPARKLE_RC4, SPARKLE_RC5, SPARKLE_RC6, SPARKLE_RC7
	.globl	CRYPTO_NAMESPACE(\name)
	ASM_HIDDEN CRYPTO_NAMESPACE(\name)
	.type	CRYPTO_NAMESPACE(\name), %function
CRYPTO_NAMESPACE(\name):
	push	{r4-r11, lr}
	sub	sp, sp, #8 * \h + 12
	str	r1, [sp, #8 * \h]
	str	r0, [sp, #8 * \h + 4]
	adr	ip, 9b
	str	ip, [sp, #8 * \h + 8]
	.if \h == 3
	add	ip, r0, #24
	ldm	ip, {r2-r7}
	stm	sp, {r2-r7}
	ldm	r0, {r0-r5}
	.else
	add	ip, r0, #32
	ldm	ip, {r2-r9}
	stm	sp, {r2-r9}
	ldm	r0, {r0-r7}
	.endif
	mov	lr, #0
1:	sparkle_step \h, \l0, \l1, \f0, \f1
	sparkle_next \h, 2f
	sparkle_step \h, \f0, \f1, \l0, \l1
	sparkle_next \h, 3f
	b	1b
2:	sparkle_out \h, \f0, \f1
3:	sparkle_out \h, \l0, \l1
	.ltorg
	.size	CRYPTO_NAMESPACE(\name), . - CRYPTO_NAMESPACE(\name)
	.endm

	sparkle_function sparkle6_armv6, 3, r4, r5, r6, r7
	sparkle_function sparkle8_armv6, 4, r6, r7, r8, r9

#if defined(__linux__) && defined(__ELF__)
	.section .note.GNU-stack, "", %progbits
#endif
