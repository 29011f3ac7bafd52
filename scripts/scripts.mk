# scripts/scripts.mk -- builds cbreport, the report tool behind scripts/pages, summary, export
# and compare (doc/reports.md), and runs its tests. Included by the top Makefile, which sets:
#   TOOLS       directory for programs built for this host (bench/<host>/tools)
#   HOSTCC      the host C compiler;  HOSTCFLAGS  its flags (-O2 and the strict warnings)
# Defines $(TOOLS)/cbreport (appended to TOOL_PROGRAMS, so `make tools` builds it) and the
# target test-reports (the whole report test suite; nonzero exit on failure).
# The sh entry points do not need the top Makefile: scripts/report.sh runs
#   make -f scripts/scripts.mk TOOLS=bench/<host>/tools HOSTCC=cc ... bench/<host>/tools/cbreport
# with host = `mk/host` (the one host-name rule), so the tool is
# rebuilt whenever a source changes; CBREPORT=/path/to/cbreport in the environment skips that.

REPORT_DIR := $(patsubst %/,%,$(dir $(lastword $(MAKEFILE_LIST))))
# the tree's top: empty when make runs there (the top Makefile, scripts/report.sh), else DIR/
TOP := $(filter-out ./,$(dir $(REPORT_DIR)))
# (StQ is the harness's, harness/stq.c: one definition for the measurements and the tables;
# harness/uarch.c names the microarchitecture of a SUPERCOP file's cpuid line; harness/dataline.c
# is the one definition of the data line)
REPORT_SRC := $(wildcard $(TOP)tools/report/*.c) $(addprefix $(TOP)harness/,stq.c uarch.c dataline.c)
REPORT_HDR := $(wildcard $(TOP)tools/report/*.h) $(addprefix $(TOP)harness/,stq.h uarch.h dataline.h)
TOOL_PROGRAMS += $(TOOLS)/cbreport

$(TOOLS)/cbreport: $(REPORT_SRC) $(REPORT_HDR)
	@mkdir -p $(TOOLS)
	$(HOSTCC) $(HOSTCFLAGS) -I$(TOP)harness -o $@ $(REPORT_SRC) -lm

.PHONY: test-reports
test-reports: $(TOOLS)/cbreport
	CBREPORT=$(TOOLS)/cbreport sh $(TOP)tests/reports/run.sh
