/* mceliece6960119: Classic McEliece round 4, m = 13, n = 6960, t = 119, systematic public key. */
#define MCELIECE_M 13
#define MCELIECE_N 6960
#define MCELIECE_T 119
#define MCELIECE_FTAIL { { 8, 1 }, { 0, 1 } }
#define MCELIECE_SEMI 0
