/* harness/uarch.c: a small table of facts: which microarchitecture a CPU signature means,
   and the year it first shipped. Sources: AMD's Zen generation model ranges as the Linux
   kernel sorts them (arch/x86/kernel/cpu/amd.c), Intel's model numbers
   (arch/x86/include/asm/intel-family.h), ARM and Apple part numbers
   (arch/arm64/include/asm/cputype.h). Add a row when a new machine reports `unknown`.
   Public domain (CC0).
   20261129: first version. */
#include <string.h>
#include "uarch.h"

#define AMD "AuthenticAMD"
#define INTEL "GenuineIntel"
#define HYGON "HygonGenuine"

static const struct { const char *vendor; int family, lo, hi; const char *name; int year; } x86[] = {
  /* AMD: the more specific rows come first */
  { AMD, 0x17, 0x08, 0x08, "Zen+", 2018 }, { AMD, 0x17, 0x18, 0x18, "Zen+", 2018 },
  { AMD, 0x17, 0x00, 0x2f, "Zen", 2017 },  { AMD, 0x17, 0x50, 0x5f, "Zen", 2017 },
  { AMD, 0x17, 0x30, 0x4f, "Zen_2", 2019 }, { AMD, 0x17, 0x60, 0x7f, "Zen_2", 2019 },
  { AMD, 0x17, 0x90, 0x91, "Zen_2", 2019 }, { AMD, 0x17, 0xa0, 0xaf, "Zen_2", 2019 },
  { HYGON, 0x18, 0x00, 0xff, "Zen", 2017 }, /* Hygon Dhyana: a Zen core */
  { AMD, 0x19, 0x00, 0x0f, "Zen_3", 2020 }, { AMD, 0x19, 0x20, 0x5f, "Zen_3", 2020 },
  { AMD, 0x19, 0x10, 0x1f, "Zen_4", 2022 }, { AMD, 0x19, 0x60, 0xaf, "Zen_4", 2022 },
  { AMD, 0x1a, 0x00, 0x2f, "Zen_5", 2024 }, { AMD, 0x1a, 0x40, 0x4f, "Zen_5", 2024 },
  { AMD, 0x1a, 0x60, 0x7f, "Zen_5", 2024 },
  /* Intel family 6, big cores */
  { INTEL, 6, 0x2a, 0x2a, "Sandy_Bridge", 2011 }, { INTEL, 6, 0x2d, 0x2d, "Sandy_Bridge", 2011 },
  { INTEL, 6, 0x3a, 0x3a, "Ivy_Bridge", 2012 }, { INTEL, 6, 0x3e, 0x3e, "Ivy_Bridge", 2012 },
  { INTEL, 6, 0x3c, 0x3c, "Haswell", 2013 }, { INTEL, 6, 0x3f, 0x3f, "Haswell", 2013 },
  { INTEL, 6, 0x45, 0x46, "Haswell", 2013 },
  { INTEL, 6, 0x3d, 0x3d, "Broadwell", 2014 }, { INTEL, 6, 0x47, 0x47, "Broadwell", 2014 },
  { INTEL, 6, 0x4f, 0x4f, "Broadwell", 2014 }, { INTEL, 6, 0x56, 0x56, "Broadwell", 2014 },
  /* Skylake core, also sold as Kaby/Coffee/Comet Lake and Cascade Lake */
  { INTEL, 6, 0x4e, 0x4e, "Skylake", 2015 }, { INTEL, 6, 0x5e, 0x5e, "Skylake", 2015 },
  { INTEL, 6, 0x55, 0x55, "Skylake", 2015 }, { INTEL, 6, 0x8e, 0x8e, "Skylake", 2015 },
  { INTEL, 6, 0x9e, 0x9e, "Skylake", 2015 }, { INTEL, 6, 0xa5, 0xa6, "Skylake", 2015 },
  { INTEL, 6, 0x7d, 0x7e, "Ice_Lake", 2019 }, { INTEL, 6, 0x6a, 0x6a, "Ice_Lake", 2019 },
  { INTEL, 6, 0x6c, 0x6c, "Ice_Lake", 2019 },
  { INTEL, 6, 0x8c, 0x8d, "Tiger_Lake", 2020 },
  { INTEL, 6, 0xa7, 0xa7, "Rocket_Lake", 2021 },
  { INTEL, 6, 0x97, 0x97, "Alder_Lake", 2021 }, /* Golden Cove + Gracemont */
  { INTEL, 6, 0x9a, 0x9a, "Alder_Lake", 2021 },
  { INTEL, 6, 0xb7, 0xb7, "Raptor_Lake", 2022 }, { INTEL, 6, 0xba, 0xba, "Raptor_Lake", 2022 },
  { INTEL, 6, 0xbf, 0xbf, "Raptor_Lake", 2022 },
  { INTEL, 6, 0x8f, 0x8f, "Sapphire_Rapids", 2023 }, /* Golden Cove */
  { INTEL, 6, 0xcf, 0xcf, "Emerald_Rapids", 2023 },
  { INTEL, 6, 0xaa, 0xaa, "Meteor_Lake", 2023 }, { INTEL, 6, 0xac, 0xac, "Meteor_Lake", 2023 },
  /* Intel family 6, small cores */
  { INTEL, 6, 0x37, 0x37, "Silvermont", 2013 }, { INTEL, 6, 0x4a, 0x4a, "Silvermont", 2013 },
  { INTEL, 6, 0x4d, 0x4d, "Silvermont", 2013 }, { INTEL, 6, 0x5a, 0x5a, "Silvermont", 2013 },
  { INTEL, 6, 0x5d, 0x5d, "Silvermont", 2013 }, { INTEL, 6, 0x4c, 0x4c, "Airmont", 2015 },
  { INTEL, 6, 0x5c, 0x5c, "Goldmont", 2016 }, { INTEL, 6, 0x5f, 0x5f, "Goldmont", 2016 },
  { INTEL, 6, 0x7a, 0x7a, "Goldmont_Plus", 2017 },
  { INTEL, 6, 0x86, 0x86, "Tremont", 2019 }, { INTEL, 6, 0x96, 0x96, "Tremont", 2019 },
  { INTEL, 6, 0x9c, 0x9c, "Tremont", 2019 }, { INTEL, 6, 0xbe, 0xbe, "Gracemont", 2021 },
};

static const struct { unsigned implementer, part; const char *name; int year; } arm[] = {
  { 0x41, 0xb76, "ARM1176", 2003 },       { 0x41, 0xc07, "Cortex-A7", 2011 },
  { 0x41, 0xc08, "Cortex-A8", 2005 },     { 0x41, 0xc09, "Cortex-A9", 2007 },
  { 0x41, 0xc0e, "Cortex-A17", 2014 },    { 0x41, 0xc0f, "Cortex-A15", 2010 },
  { 0x41, 0xd01, "Cortex-A32", 2016 },    { 0x41, 0xd03, "Cortex-A53", 2012 },
  { 0x41, 0xd04, "Cortex-A35", 2015 },    { 0x41, 0xd05, "Cortex-A55", 2017 },
  { 0x41, 0xd07, "Cortex-A57", 2012 },    { 0x41, 0xd08, "Cortex-A72", 2015 },
  { 0x41, 0xd09, "Cortex-A73", 2016 },    { 0x41, 0xd0a, "Cortex-A75", 2017 },
  { 0x41, 0xd0b, "Cortex-A76", 2018 },    { 0x41, 0xd0c, "Neoverse-N1", 2019 },
  { 0x41, 0xd0d, "Cortex-A77", 2019 },    { 0x41, 0xd40, "Neoverse-V1", 2020 },
  { 0x41, 0xd41, "Cortex-A78", 2020 },    { 0x41, 0xd44, "Cortex-X1", 2020 },
  { 0x41, 0xd46, "Cortex-A510", 2021 },   { 0x41, 0xd47, "Cortex-A710", 2021 },
  { 0x41, 0xd48, "Cortex-X2", 2021 },     { 0x41, 0xd49, "Neoverse-N2", 2021 },
  { 0x41, 0xd4d, "Cortex-A715", 2022 },   { 0x41, 0xd4e, "Cortex-X3", 2022 },
  { 0x41, 0xd4f, "Neoverse-V2", 2022 },   { 0x41, 0xd80, "Cortex-A520", 2023 },
  { 0x41, 0xd81, "Cortex-A720", 2023 },   { 0x41, 0xd82, "Cortex-X4", 2023 },
  /* Apple: plain, Pro and Max parts of the same core */
  { 0x61, 0x022, "Apple_M1_Icestorm", 2020 },  { 0x61, 0x023, "Apple_M1_Firestorm", 2020 },
  { 0x61, 0x024, "Apple_M1_Icestorm", 2020 },  { 0x61, 0x025, "Apple_M1_Firestorm", 2020 },
  { 0x61, 0x028, "Apple_M1_Icestorm", 2020 },  { 0x61, 0x029, "Apple_M1_Firestorm", 2020 },
  { 0x61, 0x032, "Apple_M2_Blizzard", 2022 },  { 0x61, 0x033, "Apple_M2_Avalanche", 2022 },
  { 0x61, 0x034, "Apple_M2_Blizzard", 2022 },  { 0x61, 0x035, "Apple_M2_Avalanche", 2022 },
  { 0x61, 0x038, "Apple_M2_Blizzard", 2022 },  { 0x61, 0x039, "Apple_M2_Avalanche", 2022 },
};

int uarch_x86(const char *vendor, int family, int model, const char **name, int *year)
{
  unsigned i;
  for (i = 0; i < sizeof x86 / sizeof x86[0]; i++)
    if (!strcmp(vendor, x86[i].vendor) && family == x86[i].family
        && model >= x86[i].lo && model <= x86[i].hi) {
      *name = x86[i].name;
      *year = x86[i].year;
      return 1;
    }
  return 0;
}

int uarch_arm(unsigned implementer, unsigned part, const char **name, int *year)
{
  unsigned i;
  for (i = 0; i < sizeof arm / sizeof arm[0]; i++)
    if (implementer == arm[i].implementer && part == arm[i].part) {
      *name = arm[i].name;
      *year = arm[i].year;
      return 1;
    }
  return 0;
}
