/*
 * sandbox.h: run a function in a limited child process (sandbox.c).
 * Public domain (CC0).
 */
#ifndef SANDBOX_H
#define SANDBOX_H

struct sandbox_end {
  int code;                     /* exit code, 128+signal, or 124 for the time limit */
  char reason[128];             /* empty for a normal exit */
};

/* Run fn(arg) in a child with rlimits and a time limit (seconds, 0 = none); every line it
   prints (stdout and stderr) goes to line(text, ctx). Returns -1 if no child could be made. */
int sandbox(int (*fn)(void *), void *arg, int seconds, void (*line)(const char *, void *),
            void *ctx, struct sandbox_end *end);

#endif
