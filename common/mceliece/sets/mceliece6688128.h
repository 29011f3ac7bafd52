/* mceliece6688128: Classic McEliece round 4, m = 13, n = 6688, t = 128, systematic public key. */
#define MCELIECE_M 13
#define MCELIECE_N 6688
#define MCELIECE_T 128
#define MCELIECE_FTAIL { { 7, 1 }, { 2, 1 }, { 1, 1 }, { 0, 1 } }
#define MCELIECE_SEMI 0
