/* harness/machine.c: describes the CPU for the data file's `machine` lines.
   x86: cpuid (vendor, brand string, family/model/stepping with the extended fields folded in
   as the Intel SDM and AMD APM say: extended family added when the family is 15, extended
   model prepended when the family is 6 or 15). ARM: the MIDR from sysfs, else assembled from
   /proc/cpuinfo (implementer, variant, part, revision; architecture field 0xF); the model
   from /proc/cpuinfo or the device tree. uarch and year come from uarch.c.
   Public domain (CC0).
   20261129: first version. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dataline.h"
#include "machine.h"
#include "sysinfo.h"
#include "uarch.h"

/* Spaces (runs of them) become one '_'; leading and trailing ones go. */
static void squeeze(char *out, int len, const char *in)
{
  int n = 0;
  while (*in == ' ' || *in == '\t') in++;
  for (; *in && n < len - 1; in++)
    if (*in != ' ' && *in != '\t') out[n++] = *in;
    else if (in[1] && in[1] != ' ' && in[1] != '\t') out[n++] = '_';
  out[n] = 0;
}

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static int x86(struct machine *m)
{
  unsigned r[12], a, b, c, d, leaf;
  int family, model;
  char vendor[13], brand[49];
  if (!__get_cpuid(0, &a, &b, &c, &d)) return 0;
  memcpy(vendor, &b, 4); memcpy(vendor + 4, &d, 4); memcpy(vendor + 8, &c, 4);
  vendor[12] = 0;
  __get_cpuid(1, &a, &b, &c, &d);
  family = (a >> 8) & 15;
  model = (a >> 4) & 15;
  if (family == 6 || family == 15) model += ((a >> 16) & 15) << 4;
  if (family == 15) family += (a >> 20) & 255;
  snprintf(m->signature, sizeof m->signature, "x86-%d-%d-%u", family, model, a & 15);
  uarch_x86(vendor, family, model, &m->uarch, &m->year);
  memset(r, 0, sizeof r);
  for (leaf = 0; leaf < 3; leaf++) { /* brand string: 3 leaves of 16 bytes */
    unsigned *q = &r[4 * leaf];
    if (!__get_cpuid(0x80000002 + leaf, &q[0], &q[1], &q[2], &q[3])) break;
  }
  memcpy(brand, r, 48);
  brand[48] = 0;
  squeeze(m->cpu, sizeof m->cpu, brand);
  return 1;
}

#else

static int x86(struct machine *m) { (void)m; return 0; }

#endif

static int cpuinfo_number(const char *key, unsigned long *v)
{
  char s[64];
  if (!cpucycles_cpuinfo(s, sizeof s, key)) return 0;
  *v = strtoul(s, 0, 0);
  return 1;
}

/* The model: "model name" (32-bit kernels: "ARMv7 Processor rev 4 (v7l)"), else the board
   from "Model" or the device tree, else "Hardware" last: Raspberry Pi kernels say
   "BCM2835" there whatever the board. */
static void arm_model(char *s, int len)
{
  s[0] = 0;
  if (cpucycles_cpuinfo(s, len, "model name") || cpucycles_cpuinfo(s, len, "Model")) return;
  if (cpucycles_readline(s, len, "/proc/device-tree/model")) return;
  if (cpucycles_readline(s, len, "/sys/firmware/devicetree/base/model")) return;
  cpucycles_cpuinfo(s, len, "Hardware");
}

static void arm(struct machine *m)
{
  unsigned long midr = 0, imp, var, part, rev;
  char s[128];
  if (cpucycles_readline(s, sizeof s, "/sys/devices/system/cpu/cpu0/regs/identification/midr_el1"))
    midr = strtoul(s, 0, 16);
  else if (cpuinfo_number("CPU implementer", &imp) && cpuinfo_number("CPU variant", &var)
           && cpuinfo_number("CPU part", &part) && cpuinfo_number("CPU revision", &rev))
    midr = imp << 24 | var << 20 | 0xful << 16 | part << 4 | rev;
  if (midr) {
    snprintf(m->signature, sizeof m->signature, "arm-%08lx", midr & 0xffffffff);
    uarch_arm((unsigned)(midr >> 24) & 255, (unsigned)(midr >> 4) & 0xfff, &m->uarch, &m->year);
  }
  arm_model(s, sizeof s);
  squeeze(m->cpu, sizeof m->cpu, s);
}

/* "... CPU @ 2.60GHz" in an x86 brand string: the nominal clock. */
static double brand_mhz(const char *cpu)
{
  const char *at = strchr(cpu, '@');
  char *end;
  double v;
  if (!at) return 0;
  for (at++; *at == '_'; at++) {}
  v = strtod(at, &end);
  if (!strncmp(end, "GHz", 3)) return v * 1000;
  if (!strncmp(end, "MHz", 3)) return v;
  return 0;
}

/* The brand string; else cpufreq's base, else its maximum; else what /proc/cpuinfo says
   now; else, for a TSC, its rate (the TSC runs at about the nominal clock). */
static long nominal_mhz(const struct machine *m, const struct cpucycles_summary *s)
{
  double v = brand_mhz(m->cpu);
  if (v <= 0) v = cpucycles_cpufreq_mhz("base_frequency");
  if (v <= 0) v = cpucycles_cpufreq_mhz("cpuinfo_max_freq");
  if (v <= 0) v = cpucycles_cpuinfo_mhz();
  if (v <= 0 && s && !strncmp(s->counter, "amd64-tsc", 9)) v = (double)s->persecond / 1e6;
  return (long)(v + 0.5);
}

void machine_describe(struct machine *m, const struct cpucycles_summary *counter)
{
  char v[128];
  memset(m, 0, sizeof *m);
  m->uarch = "unknown";
  if (!x86(m)) arm(m);
  if (!m->cpu[0] && cpucycles_cpuinfo(v, sizeof v, "model name")) squeeze(m->cpu, sizeof m->cpu, v);
  if (!m->cpu[0]) snprintf(m->cpu, sizeof m->cpu, "unknown");
  if (!m->signature[0]) snprintf(m->signature, sizeof m->signature, "unknown");
  m->cores = sysconf(_SC_NPROCESSORS_ONLN);
  if (m->cores < 0) m->cores = 0;
  m->mhz = nominal_mhz(m, counter);
}

/* a value printf-formatted (the line: dataline.c, without its prefix: the driver adds it) */
static void value(FILE *out, const char *key, const char *format, ...)
{
  char v[256];
  va_list ap;
  va_start(ap, format);
  vsnprintf(v, sizeof v, format, ap);
  va_end(ap);
  dataline_machine(out, 0, key, v);
}

static void number(FILE *out, const char *key, long v)
{
  if (v > 0) value(out, key, "%ld", v);
  else dataline_machine(out, 0, key, "-");
}

void machine_print(FILE *out)
{
  struct cpucycles_summary s;
  struct machine m;
  cpucycles_summarize(&s);
  machine_describe(&m, &s);
  dataline_machine(out, 0, "cpu", m.cpu);
  dataline_machine(out, 0, "signature", m.signature);
  dataline_machine(out, 0, "uarch", m.uarch);
  number(out, "year", m.year);
  number(out, "cores", m.cores);
  number(out, "mhz", m.mhz);
  dataline_machine(out, 0, "counter", s.counter);
  value(out, "counter_precision", "%lld", s.precision);
  value(out, "counter_overhead", "%.1f", s.overhead);
  value(out, "persecond", "%lld", s.persecond);
  dataline_machine(out, 0, "offcore", s.offcore ? "yes" : "no");
  if (s.core_per_tick > 0) value(out, "core_per_tick", "%.3f", s.core_per_tick);
  else dataline_machine(out, 0, "core_per_tick", "-");
  dataline_machine(out, 0, "scaling", s.scaling);
  dataline_machine(out, 0, "boost", s.boost);
}
