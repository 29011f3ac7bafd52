/*
 * aes/sbox-circuit.h: the body of the bitsliced AES S-box (aes/sbox-bitslice.h says where the
 * circuit comes from), for any word type with ^, & and ~: included inside a function that
 * has q[8] (bit planes, q[i] = bit i of every byte) and defines AES_SBOX_WORD, its type
 * (uint64_t in aes/sbox-bitslice.h, uint64x2_t in aes/neon.h). No include guard.
 * Public domain (CC0).
 */
  AES_SBOX_WORD U0 = q[7], U1 = q[6], U2 = q[5], U3 = q[4];
  AES_SBOX_WORD U4 = q[3], U5 = q[2], U6 = q[1], U7 = q[0];
  AES_SBOX_WORD T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18,
    T19, T20, T21, T22, T23, T24, T25, T26, T27;
  AES_SBOX_WORD M1, M2, M3, M4, M5, M6, M7, M8, M9, M10, M11, M12, M13, M14, M15, M16, M17, M18,
    M19, M20, M21, M22, M23, M24, M25, M26, M27, M28, M29, M30, M31, M32, M33, M34, M35, M36,
    M37, M38, M39, M40, M41, M42, M43, M44, M45, M46, M47, M48, M49, M50, M51, M52, M53, M54,
    M55, M56, M57, M58, M59, M60, M61, M62, M63;
  AES_SBOX_WORD L0, L1, L2, L3, L4, L5, L6, L7, L8, L9, L10, L11, L12, L13, L14, L15, L16, L17,
    L18, L19, L20, L21, L22, L23, L24, L25, L26, L27, L28, L29;

  /* top linear transform: 27 XOR */
  T1 = U0 ^ U3;    T2 = U0 ^ U5;    T3 = U0 ^ U6;    T4 = U3 ^ U5;
  T5 = U4 ^ U6;    T6 = T1 ^ T5;    T7 = U1 ^ U2;    T8 = U7 ^ T6;
  T9 = U7 ^ T7;    T10 = T6 ^ T7;   T11 = U1 ^ U5;   T12 = U2 ^ U5;
  T13 = T3 ^ T4;   T14 = T6 ^ T11;  T15 = T5 ^ T11;  T16 = T5 ^ T12;
  T17 = T9 ^ T16;  T18 = U3 ^ U7;   T19 = T7 ^ T18;  T20 = T1 ^ T19;
  T21 = U6 ^ U7;   T22 = T7 ^ T21;  T23 = T2 ^ T22;  T24 = T2 ^ T10;
  T25 = T20 ^ T17; T26 = T3 ^ T16;  T27 = T1 ^ T12;

  /* middle: inversion in GF(2^8) through the tower field, 63 gates (32 AND) */
  M1 = T13 & T6;   M2 = T23 & T8;   M3 = T14 ^ M1;   M4 = T19 & U7;
  M5 = M4 ^ M1;    M6 = T3 & T16;   M7 = T22 & T9;   M8 = T26 ^ M6;
  M9 = T20 & T17;  M10 = M9 ^ M6;   M11 = T1 & T15;  M12 = T4 & T27;
  M13 = M12 ^ M11; M14 = T2 & T10;  M15 = M14 ^ M11; M16 = M3 ^ M2;
  M17 = M5 ^ T24;  M18 = M8 ^ M7;   M19 = M10 ^ M15; M20 = M16 ^ M13;
  M21 = M17 ^ M15; M22 = M18 ^ M13; M23 = M19 ^ T25; M24 = M22 ^ M23;
  M25 = M22 & M20; M26 = M21 ^ M25; M27 = M20 ^ M21; M28 = M23 ^ M25;
  M29 = M28 & M27; M30 = M26 & M24; M31 = M20 & M23; M32 = M27 & M31;
  M33 = M27 ^ M25; M34 = M21 & M22; M35 = M24 & M34; M36 = M24 ^ M25;
  M37 = M21 ^ M29; M38 = M32 ^ M33; M39 = M23 ^ M30; M40 = M35 ^ M36;
  M41 = M38 ^ M40; M42 = M37 ^ M39; M43 = M37 ^ M38; M44 = M39 ^ M40;
  M45 = M42 ^ M41; M46 = M44 & T6;  M47 = M40 & T8;  M48 = M39 & U7;
  M49 = M43 & T16; M50 = M38 & T9;  M51 = M37 & T17; M52 = M42 & T15;
  M53 = M45 & T27; M54 = M41 & T10; M55 = M44 & T13; M56 = M40 & T23;
  M57 = M39 & T19; M58 = M43 & T3;  M59 = M38 & T22; M60 = M37 & T20;
  M61 = M42 & T1;  M62 = M45 & T4;  M63 = M41 & T2;

  /* bottom linear transform with the affine map: 30 XOR, then 4 XOR and 4 XNOR */
  L0 = M61 ^ M62;  L1 = M50 ^ M56;  L2 = M46 ^ M48;  L3 = M47 ^ M55;
  L4 = M54 ^ M58;  L5 = M49 ^ M61;  L6 = M62 ^ L5;   L7 = M46 ^ L3;
  L8 = M51 ^ M59;  L9 = M52 ^ M53;  L10 = M53 ^ L4;  L11 = M60 ^ L2;
  L12 = M48 ^ M51; L13 = M50 ^ L0;  L14 = M52 ^ M61; L15 = M55 ^ L1;
  L16 = M56 ^ L0;  L17 = M57 ^ L1;  L18 = M58 ^ L8;  L19 = M63 ^ L4;
  L20 = L0 ^ L1;   L21 = L1 ^ L7;   L22 = L3 ^ L12;  L23 = L18 ^ L2;
  L24 = L15 ^ L9;  L25 = L6 ^ L10;  L26 = L7 ^ L9;   L27 = L8 ^ L10;
  L28 = L11 ^ L14; L29 = L11 ^ L17;

  q[7] = L6 ^ L24;     /* S0 */
  q[6] = ~(L16 ^ L26); /* S1 */
  q[5] = ~(L19 ^ L28); /* S2 */
  q[4] = L6 ^ L21;     /* S3 */
  q[3] = L20 ^ L22;    /* S4 */
  q[2] = L25 ^ L29;    /* S5 */
  q[1] = ~(L13 ^ L27); /* S6 */
  q[0] = ~(L6 ^ L23);  /* S7 */
