/* harness/uarch.h: microarchitecture and year from a CPU's identification (uarch.c).
   Public domain (CC0).
   20261129: first version. */
#ifndef uarch_h
#define uarch_h

/* Each returns 1 and sets *name ("Zen_4", "Cortex-A72") and *year when the table knows the
   CPU; 0 otherwise. x86: vendor string of cpuid leaf 0, family and model with the extended
   fields folded in. ARM: MIDR implementer and part number. */
int uarch_x86(const char *vendor, int family, int model, const char **name, int *year);
int uarch_arm(unsigned implementer, unsigned part, const char **name, int *year);

#endif
