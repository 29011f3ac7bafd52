/* the size of the digest, which api.h takes from here (as SUPERCOP's mlkem768/ref does) */
#define PARAMS_BYTES 32
