/*
 * glue.h: shared by glue-<operation>.c, the only harness files compiled with an
 * implementation's generated headers (crypto_<op>.h). Each defines cb_primitive.
 * A primitive's supercop/test-loops.inc (SUPERCOP's hook to change LOOPS) is honoured when the
 * build passes -DCB_TEST_LOOPS='"path"': it is read once as try-small and once as try sees it.
 * Public domain (CC0).
 */
#ifndef GLUE_H
#define GLUE_H

#include "cb.h"

#ifdef CB_TEST_LOOPS
#define SMALL
#define LOOPS 0
#include CB_TEST_LOOPS
enum { glue_loops_small = LOOPS };
#undef SMALL
#undef LOOPS
#define LOOPS 0
#include CB_TEST_LOOPS
enum { glue_loops_big = LOOPS };
#undef LOOPS
#else
enum { glue_loops_small = 0, glue_loops_big = 0 };
#endif

#ifdef __VERSION__
#define GLUE_COMPILER_VERSION __VERSION__
#else
#define GLUE_COMPILER_VERSION "unknown"
#endif

/* The fields every operation fills the same way; name is crypto_hash, crypto_stream ... */
#define GLUE_COMMON(operation, name) \
  .op = &operation, .primitive = name##_PRIMITIVE, .implementation = name##_IMPLEMENTATION, \
  .version = name##_VERSION, .compiler_version = GLUE_COMPILER_VERSION, \
  .loops_small = glue_loops_small, .loops_big = glue_loops_big

#endif
