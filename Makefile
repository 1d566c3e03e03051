# amp: top-level build. GNU make.
#   make              build ./amp
#   make check        build and run every test (ends with "N passed, N failed")
#   make check SAN=1  the same, built with AddressSanitizer and UBSan
#   make demo         characterize (quick), profile a program, predict, plot
#   make install PREFIX=/usr/local DESTDIR=
#   make clean        V=1 shows the commands

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
DATADIR = $(PREFIX)/share/amp
MANDIR = $(PREFIX)/share/man/man1

CC ?= gcc
FLEX ?= flex
BISON ?= bison
PKG_CONFIG ?= pkg-config

WARN = -Wall -Wextra -Wshadow -Wundef -Wwrite-strings -Wstrict-prototypes \
       -Wmissing-prototypes -Wpointer-arith -Wformat=2 -Wno-format-nonliteral
CSTD = -std=c99 -D_DEFAULT_SOURCE
OPT ?= -O2 -g
CAIRO_CFLAGS := $(shell $(PKG_CONFIG) --cflags cairo 2>/dev/null)
CAIRO_LIBS := $(shell $(PKG_CONFIG) --libs cairo 2>/dev/null || echo -lcairo)
LIBS = -lgsl -lgslcblas $(CAIRO_LIBS) -lm

ifeq ($(SAN),1)
BUILD = build-san
SANFLAGS = -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
OPT = -O1 -g
else
BUILD = build
SANFLAGS =
endif

ifeq ($(V),1)
Q =
else
Q = @
endif

SUBDIRS = common analyzer profiler characterizer predictor
INCLUDES = $(addprefix -I,$(SUBDIRS)) -Iprofiler/runtime -I$(BUILD)/analyzer
ALL_CFLAGS = $(CSTD) $(WARN) $(OPT) $(SANFLAGS) $(INCLUDES) $(CAIRO_CFLAGS) $(CFLAGS)
# Generated scanner/parser code is not ours to warn about line by line.
GEN_CFLAGS = $(CSTD) -Wall -Wno-unused-function -Wno-unused-parameter -Wno-sign-compare \
             $(OPT) $(SANFLAGS) $(INCLUDES) $(CAIRO_CFLAGS) $(CFLAGS)

YACC_SRCS = $(wildcard analyzer/*.y)
LEX_SRCS = $(wildcard analyzer/*.l)
GEN_C = $(patsubst analyzer/%.y,$(BUILD)/analyzer/%.tab.c,$(YACC_SRCS)) \
        $(patsubst analyzer/%.l,$(BUILD)/analyzer/%.yy.c,$(LEX_SRCS))
GEN_H = $(patsubst analyzer/%.y,$(BUILD)/analyzer/%.tab.h,$(YACC_SRCS)) \
        $(patsubst analyzer/%.l,$(BUILD)/analyzer/%.yy.h,$(LEX_SRCS))

SRCS = $(filter-out common/amp.c,$(foreach d,$(SUBDIRS),$(wildcard $(d)/*.c)))
OBJS = $(patsubst %.c,$(BUILD)/%.o,$(SRCS)) $(GEN_C:.c=.o)
MAIN_OBJ = $(BUILD)/common/amp.o
LIBAMP = $(BUILD)/libamp.a

UNIT_SRCS = $(wildcard tests/unit/*.c)
UNIT_BINS = $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(UNIT_SRCS))

ifeq ($(SAN),1)
AMP_BIN = $(BUILD)/amp
else
AMP_BIN = amp
endif

.PHONY: all check demo install uninstall clean unit-tests bench
.DELETE_ON_ERROR:
# Generated sources are kept (make would delete them as intermediates).
.SECONDARY: $(GEN_C) $(GEN_H)

all: $(AMP_BIN)

$(AMP_BIN): $(MAIN_OBJ) $(LIBAMP)
	@echo "  LD      $@"
	$(Q)$(CC) $(ALL_CFLAGS) -o $@ $(MAIN_OBJ) $(LIBAMP) $(LIBS) $(LDFLAGS)

ifeq ($(SAN),1)
# The sanitizer build lives beside its data so amp_datadir() finds it.
$(BUILD)/characterizer:
	$(Q)mkdir -p $(BUILD) && ln -sfn ../characterizer $@
all: $(BUILD)/characterizer $(BUILD)/profiler
$(BUILD)/profiler:
	$(Q)mkdir -p $(BUILD) && ln -sfn ../profiler $@
# The links first: an object compiled before would make a real folder there.
$(OBJS) $(MAIN_OBJ): | $(BUILD)/characterizer $(BUILD)/profiler
endif

$(LIBAMP): $(OBJS)
	@echo "  AR      $@"
	$(Q)rm -f $@ && ar rcs $@ $(OBJS)

$(BUILD)/%.o: %.c $(GEN_H) $(wildcard */*.h) $(wildcard profiler/runtime/*.h)
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(BUILD)/analyzer/%.tab.o: $(BUILD)/analyzer/%.tab.c $(GEN_H) $(wildcard */*.h)
	@echo "  CC      $<"
	$(Q)$(CC) $(GEN_CFLAGS) -c -o $@ $<

$(BUILD)/analyzer/%.yy.o: $(BUILD)/analyzer/%.yy.c $(GEN_H) $(wildcard */*.h)
	@echo "  CC      $<"
	$(Q)$(CC) $(GEN_CFLAGS) -c -o $@ $<

$(BUILD)/analyzer/%.tab.c $(BUILD)/analyzer/%.tab.h: analyzer/%.y
	@mkdir -p $(dir $@)
	@echo "  BISON   $<"
	$(Q)$(BISON) -Wall -Werror --defines=$(BUILD)/analyzer/$*.tab.h -o $(BUILD)/analyzer/$*.tab.c $<

$(BUILD)/analyzer/%.yy.c $(BUILD)/analyzer/%.yy.h: analyzer/%.l
	@mkdir -p $(dir $@)
	@echo "  FLEX    $<"
	$(Q)$(FLEX) --header-file=$(BUILD)/analyzer/$*.yy.h -o $(BUILD)/analyzer/$*.yy.c $<

$(BUILD)/tests/%: tests/unit/%.c $(LIBAMP) tests/unit/unit.h
	@mkdir -p $(dir $@)
	@echo "  CC      $<"
	$(Q)$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(LIBAMP) $(LIBS) $(LDFLAGS)

unit-tests: $(UNIT_BINS)

check: all $(UNIT_BINS)
	@AMP="$(CURDIR)/$(AMP_BIN)" BUILD="$(CURDIR)/$(BUILD)" SAN="$(SAN)" JOBS="$(JOBS)" \
		sh tests/run-tests.sh

demo: all
	@sh docs/demo.sh

bench: all
	@sh tests/bench/run-all.sh

install: all
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR) $(DESTDIR)$(MANDIR)
	install -m 755 $(AMP_BIN) $(DESTDIR)$(BINDIR)/amp
	install -m 644 docs/amp.1 $(DESTDIR)$(MANDIR)/amp.1
	@set -e; for f in $$(find characterizer profiler -type f \( -name '*.f' -o -name '*.f90' -o -name '*.c' -o -name '*.h' -o -name '*.inc' -o -name '*.txt' \) | sort); do \
		install -d $(DESTDIR)$(DATADIR)/$$(dirname $$f); \
		install -m 644 $$f $(DESTDIR)$(DATADIR)/$$f; \
	done
	@for f in $$(find characterizer profiler -type f -perm -u+x | sort); do \
		install -m 755 $$f $(DESTDIR)$(DATADIR)/$$f; \
	done
	install -d $(DESTDIR)$(DATADIR)/machines $(DESTDIR)$(DATADIR)/programs
	@for f in $$(ls machines/*.vec machines/*/*.vec machines/*.weights programs/list programs/*.f programs/*.f90 2>/dev/null); do \
		install -d $(DESTDIR)$(DATADIR)/$$(dirname $$f); \
		install -m 644 $$f $(DESTDIR)$(DATADIR)/$$f; \
	done

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/amp $(DESTDIR)$(MANDIR)/amp.1
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build build-san amp tests/tmp
