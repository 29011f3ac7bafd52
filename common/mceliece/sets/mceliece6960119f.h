/* mceliece6960119f: Classic McEliece round 4, m = 13, n = 6960, t = 119, semi-systematic public key (f). */
#define MCELIECE_M 13
#define MCELIECE_N 6960
#define MCELIECE_T 119
#define MCELIECE_FTAIL { { 8, 1 }, { 0, 1 } }
#define MCELIECE_SEMI 1
