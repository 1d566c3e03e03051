#!/bin/sh
# nbpath.sh: what nbody's inner block (programs/nbody.f90, the force
# between two bodies) costs as its dependence path within one execution
# (rule 17) grows, against what amp predicts. Four forms of its
# statement F = ...:
#   sqrt     F = B(J)%M / (R2 * SQRT(R2))   the program's own
#   div      F = B(J)%M / (R2 * R2)         no square root on the path
#   mul      F = B(J)%M * (R2 * R2)         no divide either
#   none     F = B(J)%M * 1.0E-3            F waits for nothing of R2
# (the forms but the first fail the program's energy check; its STOP is
# taken out so that every run exits 0). Each runs S and 2S steps on
# VEC's machine (its compiler, flags and run prefix; least of REPS wall
# times) and is predicted (amp profile --memory on this host, amp
# predict VEC) at S/10 and 2S/10 steps; the differences, per execution
# of the block (40 x 39 a step), in ns both ways and predicted over
# measured.
# Usage: sh tests/bench/nbpath.sh [VEC] [REPS] [S]
TOP=$(cd "$(dirname "$0")/../.." && pwd)
AMP=${AMP:-$TOP/amp}
VEC=${1:-$TOP/machines/host-gfortran-O0.vec}
REPS=${2:-3}
S=${3:-20000}
. "$TOP/tests/bench/vecenv.sh"
SP=$((S / 10))
printf '%-6s %10s %10s %9s\n' form meas_ns pred_ns pred/meas
for form in sqrt div mul none; do
	case $form in
	sqrt) rhs='b(j)%m / (r2 * sqrt(r2))' ;;
	div) rhs='b(j)%m / (r2 * r2)' ;;
	mul) rhs='b(j)%m * (r2 * r2)' ;;
	none) rhs='b(j)%m * 1.0e-3_dp' ;;
	esac
	sed "s|f = b(j)%m / (r2 \* sqrt(r2))|f = $rhs|; s|^ *stop 1\$|    continue|" \
		"$TOP/programs/nbody.f90" > "$TMP/$form.f90"
	grep -qF "f = $rhs" "$TMP/$form.f90" || { echo "nbpath: no force statement in programs/nbody.f90" >&2; exit 1; }
	(cd "$TMP" && $FC $FLAGS "$form.f90" $LDFLAGS -o "$form") || exit 1
	t1=$(least_wall "$form" "$S")
	t2=$(least_wall "$form" $((2 * S)))
	p1=$(predicted "$form.f90" "$SP")
	p2=$(predicted "$form.f90" $((2 * SP)))
	echo "$form $t1 $t2 $p1 $p2" | awk -v s="$S" -v sp="$SP" '{
		m = ($3 - $2) / (s * 1560) * 1e9; p = ($5 - $4) / (sp * 1560) * 1e9
		printf "%-6s %10.2f %10.2f %9.2f\n", $1, m, p, (m > 0 ? p / m : 0) }'
done
