/* mceliece8192128f: Classic McEliece round 4, m = 13, n = 8192, t = 128, semi-systematic public key (f). */
#define MCELIECE_M 13
#define MCELIECE_N 8192
#define MCELIECE_T 128
#define MCELIECE_FTAIL { { 7, 1 }, { 2, 1 }, { 1, 1 }, { 0, 1 } }
#define MCELIECE_SEMI 1
