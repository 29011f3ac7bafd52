/*
 * lexv2/shared/lex.h: the conventions of LEX v2 (A. Biryukov, "The Design of a Stream Cipher
 * LEX", SAC 2006, and the eSTREAM phase 2 submission "LEX v2") as SUPERCOP's code applies
 * them; state bytes are numbered as in FIPS 197 (byte 4c + r is row r, column c).
 *  - Round keys K0..K10: the AES-128 key expansion of the 16-byte key.
 *  - IV setup: the AES state is the IV with each 4-byte group reversed (the eSTREAM code
 *    loads it as little-endian words into big-endian state words), encrypted once with
 *    AES-128.
 *  - Keystream: blocks of 10 full AES rounds (SubBytes, ShiftRows, MixColumns, AddRoundKey
 *    with K1..K10; no K0, and the tenth round keeps MixColumns), chained from the state the
 *    previous block left. After each round 4 bytes leak, in the order of lex_leak below.
 * Public domain (CC0).
 */
#ifndef LEXV2_LEX_H
#define LEXV2_LEX_H

/* State bytes leaked after odd rounds (1, 3, ..9) and after even rounds, in output order. */
static const unsigned char lex_leak[2][4] = { { 10, 2, 8, 0 }, { 11, 3, 9, 1 } };

/* The AES state byte that IV byte i becomes. */
#define LEX_IV_BYTE(i) (((i) & ~3) | (3 - ((i) & 3)))

#endif
