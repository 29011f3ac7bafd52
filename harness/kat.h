/*
 * kat.h: official test vectors (known-answer tests), read by `harness kat FILE [KEY=VALUE...]`.
 * One reader for the text formats of ../shared/kat (doc in its README): `Name = value` records
 * separated by blank lines (CAVP, NIST LWC, XKCP, C2SP/CCTV), and Crypto++'s `Name: value`
 * blocks, where fields carry over to the next test until changed and `Test:` ends a block;
 * a line `Name(args):` (XKCP's KangarooTwelve.txt) starts a record with fields Call (the line)
 * and Output (the hex lines after it).
 * The operation's part (kat-hash.c ...) checks one record against the implementation.
 * Public domain (CC0).
 */
#ifndef KAT_H
#define KAT_H

#define KAT_FIELDS 96

struct kat_record {
  const char *file;
  int line;                               /* where the record starts */
  int n;
  char *key[KAT_FIELDS];
  char *value[KAT_FIELDS];
};

/* The value of the first field named key (case-insensitive), or 0. */
const char *kat_get(const struct kat_record *r, const char *key);

/* Decode a value: hex (optionally 0x-prefixed, spaces allowed), Crypto++'s `rN HEX` (the
   hex run HEX repeated N times) and "quoted text"; returns the length, or -1 when it is not
   bytes or longer than cap. */
long kat_bytes(const char *value, unsigned char *out, long cap);

/* A mismatch: prints file:line and the message, exits 111 (so the test fails). */
void kat_fail(const struct kat_record *r, const char *format, ...);

/* Compare got with the expected bytes of field `name`; fails with a hex excerpt. */
void kat_expect(const struct kat_record *r, const char *name, const unsigned char *got, long len);

/* Each operation: 1 = checked, 0 = not applicable to this primitive (sizes differ). */
int kat_hash(const struct kat_record *r);
int kat_stream(const struct kat_record *r);
int kat_aead(const struct kat_record *r);
int kat_kem(const struct kat_record *r);

/* Check every record of the open file f (named path); 0 when at least one applied and all
   passed. Filters KEY=VALUE keep only the records whose field KEY is VALUE; !KEY ignores the
   field KEY (a vector file of a draft standard whose keygen changed: !d). */
#include <stdio.h>
int kat_file(FILE *f, const char *path, int nfilters, char **filters);

#endif
