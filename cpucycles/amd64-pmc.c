/* cpucycles/amd64-pmc.c: core cycles read with rdpmc from a perf_event mapped into memory.
   After libcpucycles' amd64-pmc (from SUPERCOP's amd64rdpmc); the read loop is the one
   documented in linux/perf_event.h (struct perf_event_mmap_page). rdpmc faults (SIGSEGV)
   when the kernel does not allow it (/sys/bus/event_source/devices/cpu/rdpmc = 0); then
   selection drops this counter.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__x86_64__) && defined(__linux__)

#include <unistd.h>
#include <sys/mman.h>
#include <linux/perf_event.h>

static volatile struct perf_event_mmap_page *page;

static long long ticks(void)
{
  uint32_t seq, index, lo, hi;
  int64_t count, pmc;
  int shift;

  do { /* retry when the kernel updated the page meanwhile */
    seq = page->lock;
    __asm__ volatile("" : : : "memory");
    index = page->index;
    count = page->offset;
    if (index) {
      __asm__ volatile("rdpmc" : "=a"(lo), "=d"(hi) : "c"(index - 1));
      shift = 64 - page->pmc_width; /* sign-extend the pmc_width-bit value */
      pmc = (int64_t)((((uint64_t)hi << 32) | lo) << shift) >> shift;
      count += pmc;
    }
    __asm__ volatile("" : : : "memory");
  } while (page->lock != seq);
  return (long long)count;
}

static long long setup(void)
{
  int fd;
  void *p;
  if (!page) {
    fd = cpucycles_perf_open();
    if (fd < 0) return CPUCYCLES_UNAVAILABLE;
    p = mmap(0, (size_t)sysconf(_SC_PAGESIZE), PROT_READ, MAP_SHARED, fd, 0);
    close(fd); /* the mapping keeps the event alive */
    if (p == MAP_FAILED) return CPUCYCLES_UNAVAILABLE;
    page = p;
  }
  if (!page->cap_user_rdpmc) return CPUCYCLES_UNAVAILABLE;
  if (page->pmc_width < 1 || page->pmc_width > 64) return CPUCYCLES_UNAVAILABLE;
  return CPUCYCLES_RATE_UNKNOWN;
}

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_amd64_pmc = { "amd64-pmc", ticks, setup, 1 };
