# cyclebench: the build graph (GNU Make). `./do` drives it; `make test` runs the test suite.
# Read top-down: 1 configuration, 2 host tools, 3 the plan, 4 the harness library per ABI,
# 5 one template per implementation x compiler, 6 the phases ./do runs, 7 user targets.
# Public domain (CC0).

# --- 1. configuration -------------------------------------------------------------------
SHELL := /bin/sh
HOST := $(shell mk/host)
BENCH ?= bench/$(HOST)
TOOLS := $(BENCH)/tools
WORK := $(BENCH)/work
VERSION := $(shell cat version)
RUNDATE ?= $(shell date +%Y%m%d)
HOSTCC ?= cc
HOSTCFLAGS ?= -O2 -Wall -Wextra -Wmissing-prototypes -Wvla
RUNNER ?=
TIMEOUT ?= 600
BUDGET ?= 30
WAIT_LEFT ?=

# --- 2. tools for this host (they never contain implementation code) ---------------------
CPUCYCLES_SRC := $(filter-out cpucycles/cpucycles-info.c,$(wildcard cpucycles/*.c))
MACHINE_SRC := harness/machine.c harness/uarch.c harness/dataline.c harness/pin.c
TOOL_PROGRAMS := $(TOOLS)/plan $(TOOLS)/cpucycles-info $(TOOLS)/machine-info $(TOOLS)/dataline

$(TOOLS)/plan: $(wildcard tools/plan/*.c tools/plan/plan.h) harness/frozen-salsa20.h
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -Iharness -o $@ $(filter %.c,$^)
$(TOOLS)/cpucycles-info: $(CPUCYCLES_SRC) cpucycles/cpucycles-info.c $(wildcard cpucycles/*.h)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -Icpucycles -o $@ $(filter %.c,$^)
# the data line for the shell scripts (harness/dataline.h: its one definition)
$(TOOLS)/dataline: tools/dataline.c harness/dataline.c harness/dataline.h
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -Iharness -o $@ $(filter %.c,$^)
$(TOOLS)/machine-info: $(CPUCYCLES_SRC) $(MACHINE_SRC) tools/machine-info.c harness/machine.h harness/dataline.h harness/harness.h
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -Icpucycles -Iharness -o $@ $(filter %.c,$^)

-include scripts/scripts.mk

# --- 3. the plan: implementations (tools/plan/) and working compilers (mk/compilers) --------
-include $(BENCH)/plan.mk
-include $(BENCH)/compilers.mk

# --- 4. the harness library, once per ABI, built with that ABI's first compiler line -----
# (with our libkeccak.a, which SUPERCOP links into every program: doc/supercop.md)
HARNESS_SRC := $(filter-out harness/glue-%,$(wildcard harness/*.c)) \
  $(CPUCYCLES_SRC) $(wildcard include/libkeccak.a.src/*.c)
HARNESS_DEPS := $(HARNESS_SRC) $(wildcard harness/*.h cpucycles/*.h include/*.h include/*/*.h common/keccak/*.h)

# the stem is ABI-KEY
$(WORK)/harness/%/libharness.a: $(HARNESS_DEPS)
	@CC='$($($(firstword $(subst -, ,$*)).cc).line)' OUT='$@' SOURCES='$(HARNESS_SRC)' mk/harness

# machine-info for the machine the programs run on, built as they are: ./do runs it through
# the runner (an emulator, ssh to a board) when there is one; the stem is the ABI
$(TOOLS)/machine-info-%: $(CPUCYCLES_SRC) $(MACHINE_SRC) tools/machine-info.c harness/machine.h harness/dataline.h harness/harness.h
	@mkdir -p $(@D)
	$($($*.cc).line) -Icpucycles -Iharness -o $@ $(filter %.c,$^)

# --- 5. one implementation x one compiler: build, try, tune ----------------------------
# Its work folder is $(WORK)/IMPLEMENTATION/COMPILERID-KEY: pattern rules read the
# implementation and the compiler back from the path, so no rule is written per item.
itemdir = $(WORK)/$(1)/$($(2).id)-$($(1).key)
impl_of = $(patsubst %/,%,$(dir $(1)))
compiler_of = $(id.$(firstword $(subst -, ,$(notdir $(1)))))
# An item's inputs are one file in its work folder, D/item (shell assignments, written by the
# rule of each step just before the step runs): what the item is and what builds it. Besides
# it, a step reads only the run's settings, the same for every item (exported below).
define item_text
IMPL='$(1)'
REAL='$($(1).real)'
FILES='$($(1).files)'
OPI='$($(1).opi)'
OP='$($(1).op)'
PRIM='$($(1).prim)'
SEC='$($(1).sec)'
ARCH='$($(1).arch)'
LIBS='$($(1).libs)'
LOOPS='$($(1).loops)'
EXPECT='$($(1).expect)'
CC='$($(2).line)'
NM='$($(2).nm)'
WORD='$($(2).word)'
ABI='$($(2).abi)'
HARNESS='$(WORK)/harness/$($(2).abi)-$(HARNESS_KEY)/libharness.a'
VERSION='$(VERSION)'
HOST='$(HOST)'
DATE='$(RUNDATE)'
endef
# (make writes it: no process per item; the folder first, then the file)
write_item = $(shell mkdir -p '$(WORK)/$(1)')$(file >$(WORK)/$(1)/item,$(call item_text,$(call impl_of,$(1)),$(call compiler_of,$(1))))
export RUNNER TIMEOUT BUDGET WAIT_LEFT MEASURED PASS TOOLS

.SECONDEXPANSION:
$(WORK)/%/build: $$(WORK)/harness/$$($$(call compiler_of,$$*).abi)-$$(HARNESS_KEY)/libharness.a
	@$(call write_item,$*)mk/build '$(WORK)/$*'
$(WORK)/%/try: $(WORK)/%/build
	@$(call write_item,$*)mk/step try '$(WORK)/$*'
$(WORK)/%/tune: $(WORK)/%/try
	@$(call write_item,$*)mk/step tune '$(WORK)/$*'

# one implementation with its fastest compiler (mk/fastest): @measure/IMPL, @again/IMPL,
# @timecop/IMPL (TIMECOP rebuilds the fastest item with other flags: it needs the harness library)
@measure/% @again/% @timecop/%: $(foreach a,$(ABIS),$(WORK)/harness/$(a)-$(HARNESS_KEY)/libharness.a)
	@mk/fastest $(subst @,,$(firstword $(subst /, ,$@))) $(foreach c,$(COMPILERS),$(call itemdir,$*,$(c)))

# --- 6. the phases of ./do ---------------------------------------------------------------
# try: compile and try every item (parallel); tune: time each alone (-j1);
# measure: per implementation, its fastest compiler over the lengths of doc/design.md section 5 (-j1);
# timecop: the fastest compiler's code under valgrind, where valgrind is installed (parallel).
ITEMS = $(foreach i,$(FOCUS),$(foreach c,$(COMPILERS),$(call itemdir,$(i),$(c))))
try-phase: $(addsuffix /try,$(ITEMS))
tune-phase: $(addsuffix /tune,$(ITEMS))
measure-phase: $(addprefix @measure/,$(FOCUS))
# the second pass: AGAIN, the disturbed implementations ./do names (cbreport disturbed), in
# that order
again-phase: $(addprefix @again/,$(filter $(FOCUS),$(AGAIN)))
timecop-phase: $(addprefix @timecop/,$(FOCUS))
# the work folders of every implementation for the current compilers (./do rebuilds data)
current-items:
	@printf '%s\n' $(foreach i,$(IMPLS),$(foreach c,$(COMPILERS),$(call itemdir,$(i),$(c))))
focus-items:
	@printf '%s\n' $(ITEMS)
count-items:
	@echo $(words $(ITEMS))
count-focus:
	@echo $(words $(FOCUS))
.PHONY: try-phase tune-phase measure-phase again-phase timecop-phase current-items focus-items count-items count-focus
# every file a pattern rule makes is a result to keep (make would delete "intermediate" ones);
# the @measure/ and @timecop/ targets are never files, but a .PHONY target skips pattern rules
.SECONDARY:

# --- 7. user targets ----------------------------------------------------------------------
UNIT_TESTS := $(patsubst tests/unit/%.c,$(TOOLS)/test-%,$(wildcard tests/unit/*.c))
$(TOOLS)/test-cryptoint: tests/unit/cryptoint.c harness/optblocker.c $(wildcard include/*.h include/*/*.h)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -fwrapv -Iinclude -o $@ $(filter %.c,$^)
$(TOOLS)/test-cpucycles: tests/unit/cpucycles.c $(CPUCYCLES_SRC) $(wildcard cpucycles/*.h)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOSTCFLAGS) -Icpucycles -o $@ $(filter %.c,$^)
$(TOOLS)/libharness.a: $(HARNESS_DEPS)
	@CC='$(HOSTCC) $(HOSTCFLAGS)' OUT='$@' SOURCES='$(HARNESS_SRC)' mk/harness
# (the unit tests include blocks of common/ and include/: a change there rebuilds them)
$(TOOLS)/test-%: tests/unit/%.c $(TOOLS)/libharness.a $(wildcard common/*/*.h common/*/*/*.h include/*.h)
	$(HOSTCC) $(HOSTCFLAGS) -Iharness -Icpucycles -Iinclude -Icommon -o $@ $(filter %.c %.a,$^)

# sort/int32-avx2.h is tested where the host runs AVX2
$(TOOLS)/test-sort: HOSTCFLAGS += $(shell grep -qw avx2 /proc/cpuinfo 2>/dev/null && echo -mavx2)

tools: $(TOOL_PROGRAMS)
unit-tests: $(UNIT_TESTS)
	@for t in $(UNIT_TESTS); do echo "== $$t"; $$t || exit 1; done
test: tools unit-tests
	@tests/run
clean:
	rm -rf $(BENCH)
.PHONY: tools unit-tests test clean
