#!/bin/sh
# fftstages.sh: where the corpus's fft loses time on this host
# (validation.md, "What would fix it"). The butterfly loop of
# programs/fft.f on 2^15 complex elements, each of its 15 stages timed
# alone (REPS passes, CPU_TIME), in three layouts: the program's own,
# the same code with every subscript written I + (I-1)/512*0 (the
# arithmetic of the next layout, the addresses of the first), and a
# padded one, I + (I-1)/512*8, which moves each run of 512 elements
# (4 KiB) one cache line further than the last. Operation counts per
# butterfly are the same in every stage of a layout, so amp prices every
# stage alike; the table prints nanoseconds per butterfly.
#   sh tests/bench/fftstages.sh [FC] [REPS]
set -e
FC=${1:-gfortran}
REPS=${2:-400}
command -v "$FC" >/dev/null || { echo "fftstages: $FC is missing" >&2; exit 1; }
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
cd "$W"
# gen NAME PAD: the stage timer with subscripts X + (X-1)/512*PAD (PAD
# empty: plain X)
gen() {
	if [ -n "$2" ]; then
		a() { echo "$1+($1-1)/512*$2"; }
	else
		a() { echo "$1"; }
	fi
	ai=$(a I "$2"); aip=$(a IP "$2")
	cat > "$1.f" <<F
      PROGRAM STAGES
      INTEGER N, M, L, LE, LE2, I, J, IP, R, NR
      COMPLEX A(70000), T, U, W
      REAL T0, T1, PI
      PARAMETER (PI = 3.14159265)
      M = 15
      N = 2**M
      NR = $REPS
      DO 5 I = 1, 70000
         A(I) = CMPLX(SIN(0.01*I), 0.0)
    5 CONTINUE
      DO 50 L = 1, M
         LE = 2**L
         LE2 = LE / 2
         CALL CPU_TIME(T0)
         DO 45 R = 1, NR
            U = (1.0, 0.0)
            W = CMPLX(COS(PI / LE2), SIN(PI / LE2))
            DO 40 J = 1, LE2
               DO 30 I = J, N, LE
                  IP = I + LE2
                  T = A($aip) * U
                  A($aip) = (A($ai) - T) * 0.5
                  A($ai) = (A($ai) + T) * 0.5
   30          CONTINUE
               U = U * W
   40       CONTINUE
   45    CONTINUE
         CALL CPU_TIME(T1)
         PRINT '(I3, F9.3)', L, (T1 - T0) / NR / (N / 2) * 1E9
   50 CONTINUE
      IF (ABS(A(1)) .GT. 1E30) PRINT *, A(1)
      END
F
	"$FC" -O0 -o "$1" "$1.f"
}
gen plain ""
gen same 0
gen padded 8
./plain > plain.out
./same > same.out
./padded > padded.out
echo "ns per butterfly, $FC -O0, 2^15 complex elements, $REPS passes a stage"
printf '%5s %10s %10s %10s %11s\n' stage plain 'same-addr' padded 'bytes I-IP'
paste plain.out same.out padded.out |
	awk '{ printf "%5d %10.3f %10.3f %10.3f %11d\n", $1, $2, $4, $6, 8 * 2 ^ ($1 - 1) }'
