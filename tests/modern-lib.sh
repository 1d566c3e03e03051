# modern-lib.sh: helpers of the tests on tests/fixtures/modern (t1104,
# t1105), sourced after lib.sh.

# The plain listing's line after "block N  FILE:FIRST-...", and the
# line after that (a per-element part).
row() { awk -v b="$1" -v f="$2" 'index($0, "block " b "  ") == 1 && index($0, f ":") { getline; print; exit }' "$T/out"; }
row2() { awk -v b="$1" -v f="$2" 'index($0, "block " b "  ") == 1 && index($0, f ":") { getline; getline; print; exit }' "$T/out"; }
# A profile's execution count of the block starting on line L of file F,
# and the total of a counter.
runs() { awk -F'\t' -v f="$1" -v l="$2" '$1 == "block" && $4 == l { n = split($3, p, "/"); if (p[n] == f) { print $7; exit } }' "$3"; }
tot() { awk -v n="$1" '$1 == "total" && $2 == n { print $3 }' "$2"; }
# Build and run a program with gfortran alone, in its own folder: the
# reference output of an instrumented run.
ref() {
	prog=$1; shift
	mkdir -p "$T/ref-$prog" && (cd "$T/ref-$prog" && cp "$@" . &&
		gfortran -w ${FCFLAGS:-} $(for f in "$@"; do basename "$f"; done) -o prog && ./prog > "$T/$prog.ref")
}
have_fc=1
command -v gfortran >/dev/null || { have_fc=0; echo "# gfortran missing: no profiles"; }
