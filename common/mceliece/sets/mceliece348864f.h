/* mceliece348864f: Classic McEliece round 4, m = 12, n = 3488, t = 64, semi-systematic public key (f). */
#define MCELIECE_M 12
#define MCELIECE_N 3488
#define MCELIECE_T 64
#define MCELIECE_FTAIL { { 3, 1 }, { 1, 1 }, { 0, 2 } }
#define MCELIECE_SEMI 1
