/*
 * probe.c: compiled, linked and run with each compiler line (mk/compilers), as SUPERCOP's
 * okcompilers does; prints the ABI and the compiler's version.
 * Public domain (CC0).
 */
#include <stdio.h>

#if defined(__x86_64__) && defined(__ILP32__)
#define ABI "x32"
#elif defined(__x86_64__)
#define ABI "amd64"
#elif defined(__i386__)
#define ABI "x86"
#elif defined(__aarch64__) && defined(__ILP32__)
#define ABI "aarch64ilp32"
#elif defined(__aarch64__)
#define ABI "aarch64"
#elif defined(__arm__)
#define ABI "armeabi"
#elif defined(__riscv) && __riscv_xlen == 64
#define ABI "riscv64"
#elif defined(__powerpc64__)
#define ABI "ppc64"
#elif defined(__mips__)
#define ABI "mips"
#else
#define ABI "unknown"
#endif

#ifdef __VERSION__
#define VERSION __VERSION__
#else
#define VERSION "unknown"
#endif

int main(void)
{
  printf("%s %s\n", ABI, VERSION);
  return 0;
}
