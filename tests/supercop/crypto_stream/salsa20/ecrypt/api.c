#include "estream-convert-api.h"
