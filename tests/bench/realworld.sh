#!/bin/sh
# realworld.sh: amp on Fortran that was not written for it (validation.md,
# "Out of the corpus"). The library sources are not in this repository:
# SRC must hold netlib's linpackd.f (LINPACK benchmark), the reference
# BLAS dgemm.f, lsame.f and xerbla.f, LAPACK's dgetf2.f, dger.f, dscal.f,
# dswap.f, idamax.f and dlamch.f, QUADPACK's single precision qk15.f and
# dowhet.f (double precision Whetstone). The drivers in realworld/ take a
# size and repeat the work. For each machine vector: build with its
# compiler, flags, link flags and run prefix, time (least of REPS runs,
# user + system CPU, in rounds), predict from amp profile
# --memory statistics, print the errors.
#   sh tests/bench/realworld.sh SRC [REPS] VEC...
set -e
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP="$TOP/amp"
D="$TOP/tests/bench/realworld"
SRC=$(cd "$1" && pwd); shift
REPS=5
case "${1:-}" in [0-9]*) REPS=$1; shift ;; esac
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
# The LINPACK subroutines (MATGEN .. DMXPY), without its main program.
awk '/^      subroutine matgen/ { on = 1 } on' "$SRC/linpackd.f" > "$W/lpsub.f"
# R1MACH for QK15, and the Whetstone with 400 (native) or 40 loops.
cat > "$W/r1mach.f" <<'F'
      REAL FUNCTION R1MACH(I)
      INTEGER I
      R1MACH = EPSILON(1.0)
      IF (I .EQ. 1) R1MACH = TINY(1.0)
      IF (I .EQ. 2) R1MACH = HUGE(1.0)
      IF (I .EQ. 3) R1MACH = EPSILON(1.0) / RADIX(1.0)
      END
F
LIST="linpack:500_10:200_9 dgemm:300_3:120_6 dgetf2:500_5:200_9 qk15:20000_100:20000_5"
if [ -f "$SRC/dowhet.f" ]; then
	sed 's/numloop = [0-9]*/numloop = 400/' "$SRC/dowhet.f" > "$W/whet400.f"
	sed 's/numloop = [0-9]*/numloop = 40/' "$SRC/dowhet.f" > "$W/whet40.f"
	LIST="$LIST whet400:-:- whet40:-:-"
else
	echo "realworld.sh: no dowhet.f in $SRC, the Whetstone left out" >&2
fi
srcs() {
	case $1 in
	linpack) echo "$D/lpdrv.f $W/lpsub.f" ;;
	dgemm) echo "$D/dgdrv.f90 $SRC/dgemm.f $SRC/lsame.f $SRC/xerbla.f" ;;
	dgetf2) echo "$D/lu2drv.f90 $SRC/dgetf2.f $SRC/dger.f $SRC/dscal.f $SRC/dswap.f $SRC/idamax.f $SRC/dlamch.f $SRC/lsame.f $SRC/xerbla.f" ;;
	qk15) echo "$D/qkdrv.f $SRC/qk15.f $W/r1mach.f" ;;
	whet400) echo "$W/whet400.f" ;;
	whet40) echo "$W/whet40.f" ;;
	esac
}
# program, native size, emulated size (the Whetstone's size is its source)
hdr() { awk -v k="$2" '$1 == k { sub(/^[^ ]+ */, ""); print; exit }' "$1"; }
cputime() { # user + system seconds of one run of "$@"
	bash -c 'TIMEFORMAT="%3U %3S"; { time "$@" > /dev/null 2>&1; } 2>&1' _ "$@" | awk '{ print $1 + $2 }'
}
# Build and profile every pair first, then time them in rounds (each
# pair once a round) and keep each one's least time.
: > "$W/pairs"
for v in "$@"; do
	name=$(hdr "$v" name); fc=$(hdr "$v" compiler-command); fl=$(hdr "$v" flags)
	ld=$(hdr "$v" ldflags); pre=$(hdr "$v" run-prefix)
	for e in $LIST; do
		p=${e%%:*}; rest=${e#*:}; nat=${rest%%:*}; emu=${rest#*:}
		[ -n "$pre" ] && [ "$p" = whet400 ] && continue
		[ -z "$pre" ] && [ "$p" = whet40 ] && continue
		sz=$nat; [ -n "$pre" ] && sz=$emu
		args=$(echo "$sz" | tr _ ' '); [ "$sz" = - ] && args=""
		st="$W/$p-$sz.stats"
		[ -s "$st" ] || "$AMP" profile --memory $(srcs "$p") -o "$st" -- $args > /dev/null 2>&1
		mkdir -p "$W/$name"
		(cd "$W/$name" && $fc $fl -o "$p" $(srcs "$p") $ld > /dev/null 2>&1)
		echo "$v|$name|$p|$sz|$pre|$args" >> "$W/pairs"
	done
done
for r in $(seq "$REPS"); do
	n=0
	while IFS='|' read -r v name p sz pre args; do
		n=$((n + 1))
		t=$(cputime $pre "$W/$name/$p" $args)
		echo "$n $t" >> "$W/times"
	done < "$W/pairs"
done
printf '%-26s %-9s %-10s %11s %11s %7s\n' machine program size measured_s predicted_s error
n=0
while IFS='|' read -r v name p sz pre args; do
	n=$((n + 1))
	m=$(awk -v n="$n" '$1 == n && (b == "" || $2 < b) { b = $2 } END { print b }' "$W/times")
	pr=$("$AMP" predict --format csv "$W/$p-$sz.stats" -- "$v" | tail -1 | cut -d, -f2)
	printf '%-26s %-9s %-10s %11.4f %11.4f %+6.1f%%\n' "$name" "$p" "$sz" "$m" "$pr" \
		"$(echo "$m $pr" | awk '{ print 100 * ($2 / $1 - 1) }')"
done < "$W/pairs" | tee "$W/table"
awk '{ e = $NF; sub(/%/, "", e); e += 0; v[++n] = e; a = e < 0 ? -e : e
              w10 += a < 10; w20 += a < 20; w30 += a < 30 }
     END { for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j] < v[j - 1]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
           med = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
           printf "%d pairs: %.0f%% within 10%%, %.0f%% within 20%%, %.0f%% within 30%%, median %+.1f%%\n",
                  n, 100 * w10 / n, 100 * w20 / n, 100 * w30 / n, med }' "$W/table"
