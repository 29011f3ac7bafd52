/* cpucycles/sysinfo.c: the CPU clock as Linux describes it: /proc/cpuinfo and cpufreq.
   Only ever reads: cyclebench warns about frequency scaling and boost, never changes them.
   Public domain (CC0).
   20261129: first version. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sysinfo.h"

#define CPUFREQ "/sys/devices/system/cpu/cpu0/cpufreq/"

int cpucycles_readline(char *out, int len, const char *path)
{
  FILE *f = fopen(path, "r");
  int ok = f && fgets(out, len, f);
  if (f) fclose(f);
  if (!ok) out[0] = 0;
  out[strcspn(out, "\n")] = 0;
  return ok && out[0];
}

static char *trim(char *s)
{
  size_t n;
  while (*s == ' ' || *s == '\t') s++;
  n = strlen(s);
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n')) s[--n] = 0;
  return s;
}

int cpucycles_cpuinfo(char *out, int len, const char *key)
{
  char line[512], *colon;
  FILE *f = fopen("/proc/cpuinfo", "r");
  int found = 0;
  out[0] = 0;
  if (!f) return 0;
  while (!found && fgets(line, sizeof line, f)) {
    colon = strchr(line, ':');
    if (!colon) continue;
    *colon = 0;
    if (strcmp(trim(line), key) != 0) continue;
    snprintf(out, (size_t)len, "%s", trim(colon + 1));
    found = out[0] != 0;
  }
  fclose(f);
  return found;
}

double cpucycles_cpuinfo_mhz(void)
{
  char v[64];
  if (!cpucycles_cpuinfo(v, sizeof v, "cpu MHz")) return 0;
  return strtod(v, 0);
}

double cpucycles_cpufreq_mhz(const char *file)
{
  char path[256], v[64];
  snprintf(path, sizeof path, CPUFREQ "%s", file);
  if (!cpucycles_readline(v, sizeof v, path)) return 0;
  return strtod(v, 0) / 1000;
}

void cpucycles_governor(char *out, int len)
{
  char *p;
  if (!cpucycles_readline(out, len, CPUFREQ "scaling_governor")) snprintf(out, (size_t)len, "unknown");
  for (p = out; *p; p++) if (*p == ' ') *p = '_';
}

/* acpi-cpufreq and amd-pstate say "boost" (1 = on); intel_pstate says "no_turbo" (1 = off). */
const char *cpucycles_boost(void)
{
  char v[16];
  if (cpucycles_readline(v, sizeof v, "/sys/devices/system/cpu/cpufreq/boost")
      || cpucycles_readline(v, sizeof v, CPUFREQ "boost"))
    return v[0] == '1' ? "on" : v[0] == '0' ? "off" : "unknown";
  if (cpucycles_readline(v, sizeof v, "/sys/devices/system/cpu/intel_pstate/no_turbo"))
    return v[0] == '1' ? "off" : v[0] == '0' ? "on" : "unknown";
  return "unknown";
}
