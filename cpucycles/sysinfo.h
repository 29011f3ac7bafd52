/* cpucycles/sysinfo.h: what Linux says about the CPU clock, read only (sysinfo.c).
   Every function answers "unknown" (or 0) when /proc or /sys is missing or says nothing.
   Public domain (CC0).
   20261129: first version. */
#ifndef sysinfo_h
#define sysinfo_h

/* First line of a file without its newline; 1 on success, 0 (out = "") otherwise. */
int cpucycles_readline(char *out, int len, const char *path);

/* Value of the first "key : value" line of /proc/cpuinfo whose key is exactly key. */
int cpucycles_cpuinfo(char *out, int len, const char *key);

double cpucycles_cpuinfo_mhz(void);               /* "cpu MHz" of the first CPU; 0 unknown */
double cpucycles_cpufreq_mhz(const char *file);   /* cpu0/cpufreq/<file> (kHz) in MHz; 0 */
void cpucycles_governor(char *out, int len);      /* scaling_governor or "unknown" */
const char *cpucycles_boost(void);                /* "on", "off" or "unknown" */

#endif
