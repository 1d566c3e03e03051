#!/bin/sh
# qemu-pages.sh: what a page boundary of code costs under qemu-user
# (characterizer.md, step 1). qemu chains one translated block to the next
# only within a guest page; a jump into another page looks its target up.
#
# 1. A loop of eight integer additions in subroutine WORK, 2*10^7
#    iterations, with a padding subroutine linked before it that grows by
#    4 statements at a time: WORK's start moves through a page, and the
#    loop crosses the boundary for some of the paddings. Prints WORK's
#    address, whether WORK crosses a page boundary and the least of REPS
#    runs (user + system CPU seconds).
# 2. A function reference F(D) in a loop against its body written inline
#    (the three timed in turn, REPS rounds):
#    the function in the caller's object file (the same page here) and in
#    a file of its own with 16 KiB of code between them (another page).
#
#   sh tests/bench/qemu-pages.sh [riscv64|aarch64] [REPS]
set -e
ARCH=${1:-riscv64}
REPS=${2:-3}
FC=$ARCH-linux-gnu-gfortran
NM=$ARCH-linux-gnu-nm
QEMU=qemu-$ARCH
for c in $FC $NM $QEMU; do
	command -v $c >/dev/null || { echo "qemu-pages: $c is missing" >&2; exit 1; }
done
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
N=20000000

# one run of ./$1 under qemu (user + system CPU seconds), and the lesser
# of it and $2
least1() {
	t=$(bash -c 'TIMEFORMAT="%3U %3S"; { time "$@" > /dev/null 2>&1; } 2>&1' _ $QEMU "./$1" $N | awk '{ print $1 + $2 }')
	awk -v b="$2" -v t="$t" 'BEGIN { print (b == "" || t + 0 < b + 0) ? t : b }'
}
# least CPU seconds of REPS runs of ./$1
least() {
	best=
	j=0
	while [ $j -lt "$REPS" ]; do
		best=$(least1 "$1" "$best")
		j=$((j + 1))
	done
	echo "$best"
}

cat > main.f <<'F'
      PROGRAM M
      INTEGER N
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) N
      CALL WORK(N)
      END
F
cat > work.f <<'F'
      SUBROUTINE WORK(N)
      INTEGER N, I, K1, K2, K3, K4
      K1 = 1
      K2 = 2
      K3 = 3
      K4 = 4
      DO 10 I = 1, N
         K1 = K1 + K2
         K2 = K2 + K3
         K3 = K3 + K4
         K4 = K4 + K1
         K1 = K1 + K2
         K2 = K2 + K3
         K3 = K3 + K4
         K4 = K4 + K1
   10 CONTINUE
      PRINT *, K1 + K2 + K3 + K4
      END
F
# padding: p statements X(a) = X(b)
pad() {
	{
		echo "      SUBROUTINE PAD(X)"
		echo "      INTEGER X(100)"
		awk -v n="$1" 'BEGIN { for (i = 1; i <= n; i++) printf "      X(%d) = X(%d)\n", i % 100 + 1, (i * 7) % 100 + 1 }'
		echo "      END"
	} > pad.f
}

echo "# 1. $ARCH: a loop of 8 integer additions, $N iterations, WORK moved by padding"
echo "# padding  WORK-address  WORK-crosses-a-page  seconds"
p=96
while [ $p -le 200 ]; do
	pad $p
	$FC -O0 -static main.f pad.f work.f -o l$p 2>/dev/null
	set -- $($NM -S l$p | awk '$4 == "work_" { print $1, $2 }')
	cross=$(python3 -c "s=int('$1',16); z=int('$2',16); print('yes' if s//4096 != (s+z-1)//4096 else 'no')")
	echo "$p  0x$1  $cross  $(least l$p)"
	p=$((p + 4))
done

cat > fmain.f <<'F'
      PROGRAM C
      INTEGER I, N
      DOUBLE PRECISION S, D, F
      CHARACTER*16 ARG
      CALL GET_COMMAND_ARGUMENT(1, ARG)
      READ (ARG, *) N
      D = 0.5D0
      S = 0
      DO 10 I = 1, N
         S = F(D)
   10 CONTINUE
      PRINT *, S
      END
F
cat > ff.f <<'F'
      DOUBLE PRECISION FUNCTION F(X)
      DOUBLE PRECISION X
      F = X * 2.0D0
      END
F
# the same program with F's body in place of the reference
sed -e 's/S = F(D)/S = D * 2.0D0/' -e 's/DOUBLE PRECISION S, D, F/DOUBLE PRECISION S, D/' fmain.f > inl.f
cat fmain.f ff.f > near.f
pad 1200
$FC -O0 -static near.f -o near 2>/dev/null
$FC -O0 -static fmain.f pad.f ff.f -o far 2>/dev/null
$FC -O0 -static inl.f -o inl 2>/dev/null
pages() { $NM "$1" | awk '$3 == "MAIN__" { m = $1 } $3 == "f_" { f = $1 } END { print substr(m, 1, length(m) - 3) == substr(f, 1, length(f) - 3) ? "same page" : "other pages" }'; }
# in rounds, the three one after the other: this host changes pace from
# time to time, and all three see the same pace within a round
ti=; tn=; tf=
i=0
while [ $i -lt "$REPS" ]; do
	ti=$(least1 inl "$ti")
	tn=$(least1 near "$tn")
	tf=$(least1 far "$tf")
	i=$((i + 1))
done
echo "# 2. $ARCH: S = F(D) against S = D * 2.0D0, $N iterations"
echo "inline  $ti s"
echo "near    $tn s  ($(pages near))  $(echo "$tn $ti $N" | awk '{ printf "%.1f ns a call", ($1 - $2) / $3 * 1e9 }')"
echo "far     $tf s  ($(pages far))  $(echo "$tf $ti $N" | awk '{ printf "%.1f ns a call", ($1 - $2) / $3 * 1e9 }')"
