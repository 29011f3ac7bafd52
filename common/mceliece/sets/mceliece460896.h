/* mceliece460896: Classic McEliece round 4, m = 13, n = 4608, t = 96, systematic public key. */
#define MCELIECE_M 13
#define MCELIECE_N 4608
#define MCELIECE_T 96
#define MCELIECE_FTAIL { { 10, 1 }, { 9, 1 }, { 6, 1 }, { 0, 1 } }
#define MCELIECE_SEMI 0
