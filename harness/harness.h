/*
 * harness.h: what the parts of the harness program share beyond try.h and measure.h.
 * Public domain (CC0).
 */
#ifndef HARNESS_H
#define HARNESS_H

#include "cpucycles.h"

/* randombytes.c */
extern long long randombytes_calls, randombytes_bytes;
void randombytes_known(void);        /* restart SUPERCOP's knownrandombytes stream */
void randombytes_seed(void);         /* key the fast stream from the kernel */
void randombytes_program(const unsigned char *x, unsigned long long len); /* kat: exact bytes */
void randombytes_callback(unsigned char *x, unsigned long long xlen);

/* timecop.c: whether memcheck client requests are compiled in; they are made after
   timecop_enable() only (the timecop mode) */
extern const int timecop_available;
void timecop_enable(void);

/* pin.c: --cpu (timing on one CPU) */
int pin_cpu(const char *which);      /* a number or "last"; 0 and a message when it cannot */
int current_cpu(void);               /* -1 where the system does not say */

#endif
