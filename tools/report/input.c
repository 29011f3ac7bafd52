/* input.c -- a data file as it comes: text, or gzip (SUPERCOP's data.gz) read through
 * `gzip -dc` on a pipe; read in blocks, a line at a time, never whole (doc/reports.md). */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

/* printable UTF-8: no control bytes, no invalid or overlong sequences */
int utf8ok(const unsigned char *s, const unsigned char *e)
{
  while (s < e) {
    unsigned c = *s++;
    int k = c < 0x80 ? 0 : (c & 0xe0) == 0xc0 ? 1 : (c & 0xf0) == 0xe0 ? 2 : (c & 0xf8) == 0xf0 ? 3 : -1;
    if (c < 0x20 || c == 0x7f || k < 0 || (k == 1 && c < 0xc2)) return 0;
    while (k-- > 0) if (s >= e || (*s++ & 0xc0) != 0x80) return 0;
  }
  return 1;
}

/* A data file as it comes: text, or gzip (SUPERCOP's data.gz) read through `gzip -dc` on a
 * pipe. It is read in blocks, a line at a time, never whole: the model alone stays in memory. */
static size_t fill(struct input *in)
{
  size_t k;
  if (in->pos) { memmove(in->b, in->b + in->pos, in->n - in->pos); in->n -= in->pos; in->pos = 0; }
  if (in->n == in->cap) in->b = xrealloc(in->b, in->cap *= 2);
  k = fread(in->b + in->n, 1, in->cap - in->n, in->f);
  if (!k) in->eof = 1;
  in->n += k;
  return k;
}

/* opens path; 0 and *why on a directory, a missing file or a file neither text nor gzip */
int input_open(struct input *in, const char *path, const char **why)
{
  struct stat st;
  int fd[2];
  const char *nl;
  memset(in, 0, sizeof *in);
  if (stat(path, &st)) { *why = "cannot read this file"; return 0; }
  if (S_ISDIR(st.st_mode)) { *why = "is a directory, not a data file"; return 0; }
  if (!(in->f = fopen(path, "rb"))) { *why = "cannot read this file"; return 0; }
  in->b = xmalloc(in->cap = 1 << 16);
  while (in->n < 4096 && fill(in)) ;
  in->eof = 0;
  if (in->n >= 2 && (unsigned char)in->b[0] == 0x1f && (unsigned char)in->b[1] == 0x8b) {
    if (pipe(fd) || (in->pid = fork()) < 0) { *why = "cannot start gzip -dc"; fclose(in->f); return 0; }
    if (!in->pid) {
      dup2(fileno(in->f), 0); dup2(fd[1], 1); close(fd[0]); close(fd[1]);
      lseek(0, 0, SEEK_SET);
      execlp("gzip", "gzip", "-dc", (char *)0);
      _exit(127);
    }
    close(fd[1]);
    fclose(in->f);
    in->f = fdopen(fd[0], "rb");
    in->n = 0;
    return 1;
  }
  nl = memchr(in->b, '\n', in->n);
  if (in->n && !utf8ok((const unsigned char *)in->b, (const unsigned char *)(nl ? nl : in->b + (in->n < 4096 ? in->n : 4096)))) {
    *why = "neither a text data file nor gzip (binary bytes in its first line)";
    fclose(in->f);
    return 0;
  }
  return 1;
}

/* the next line [*p, *e) without its newline; 0 at the end; *cut when the last line has none */
int input_line(struct input *in, const char **p, const char **e, int *cut)
{
  char *q;
  *cut = 0;
  for (;;) {
    q = memchr(in->b + in->pos, '\n', in->n - in->pos);
    if (q) break;
    if (in->eof || !fill(in)) {
      if (in->pos == in->n) return 0;
      *p = in->b + in->pos; *e = in->b + in->n; in->pos = in->n; *cut = 1;
      return 1;
    }
  }
  *p = in->b + in->pos;
  *e = q > *p && q[-1] == '\r' ? q - 1 : q;
  in->pos = (size_t)(q + 1 - in->b);
  return 1;
}

/* 0, or why the file could not be read to its end (gzip failed) */
const char *input_close(struct input *in)
{
  int st = 0;
  fclose(in->f);
  free(in->b);
  if (in->pid > 0 && (waitpid(in->pid, &st, 0) < 0 || !WIFEXITED(st) || WEXITSTATUS(st)))
    return WIFEXITED(st) && WEXITSTATUS(st) == 127 ? "gzip not found (needed for .gz data)" : "gzip -dc failed: a corrupt or truncated .gz file";
  return 0;
}

