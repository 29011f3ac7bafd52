/*
 * keccak/rounds-end.h: forget the macros of keccak/rounds.h and the lane operations of the
 * permutation that used them, so that another permutation can include keccak/rounds.h with
 * its own lane type in the same file (the amd64 ML-KEM uses a scalar and a 4-way one).
 * Public domain (CC0).
 */
#undef KECCAK_THETA
#undef KECCAK_ROW
#undef KECCAK_ROUND
#undef KECCAK_LANES
#undef KECCAK_LOAD
#undef KECCAK_STORE
#undef KECCAK_DECLARE
#undef KECCAK_XOR
#undef KECCAK_XOR5
#undef KECCAK_ROTL
#undef KECCAK_CHI
#undef KECCAK_RC
