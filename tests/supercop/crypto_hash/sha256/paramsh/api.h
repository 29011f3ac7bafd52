#include "params.h"
#define CRYPTO_BYTES PARAMS_BYTES
