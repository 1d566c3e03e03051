# lib.sh: helpers for amp's shell tests. A test script sources this file,
# runs cases with ok/fails/same, and ends with test_done.
#   ok NAME CMD...            the command exits 0
#   fails NAME CODE CMD...    the command exits with CODE (1 or 2 ...)
#   same NAME EXPECTED ACTUAL the two files are identical (diff shown if not)
#   check NAME CONDITION...   the shell condition holds ([ ... ], grep -q ...)
# $AMP is the amp binary; $T is a fresh scratch folder for this script;
# $TOP is the source tree.

set -u
TOP=$(cd "$(dirname "$0")/.." && pwd)
: "${AMP:=$TOP/amp}"
name=$(basename "$0" .sh)
T="$TOP/tests/tmp/$name"
rm -rf "$T"
mkdir -p "$T"
n_pass=0
n_fail=0

pass() { n_pass=$((n_pass + 1)); [ -n "${VERBOSE:-}" ] && echo "ok - $1"; return 0; }
failed() { n_fail=$((n_fail + 1)); echo "not ok - $name: $1"; }

ok() {
	t=$1; shift
	if "$@" >"$T/out" 2>"$T/err"; then pass "$t"; else
		failed "$t (exit $?)"; sed 's/^/#   /' "$T/err" | head -20; fi
}

fails() {
	t=$1; want=$2; shift 2
	"$@" >"$T/out" 2>"$T/err"
	got=$?
	if [ "$got" = "$want" ]; then pass "$t"; else
		failed "$t (exit $got, wanted $want)"; sed 's/^/#   /' "$T/err" | head -20; fi
}

same() {
	t=$1
	if diff -u "$2" "$3" >"$T/diff" 2>&1; then pass "$t"; else
		failed "$t"; head -40 "$T/diff" | sed 's/^/#   /'; fi
}

check() {
	t=$1; shift
	if eval "$@"; then pass "$t"; else failed "$t: $*"; fi
}

test_done() {
	echo "# $n_pass passed, $n_fail failed"
	[ "$n_fail" = 0 ]
}
