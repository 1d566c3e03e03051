# vecenv.sh: sourced by the benchmarks that build and run Fortran on the
# machine a vector describes. Given VEC, sets FC, FLAGS, LDFLAGS and
# PREFIX (compiler, flags, link flags, run prefix) from its header, and
# TMP, a scratch folder removed on exit; defines cputime and least_cputime.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FC=$(sed -n 's/^compiler-command //p' "$VEC")
FLAGS=$(sed -n 's/^flags //p' "$VEC")
LDFLAGS=$(sed -n 's/^ldflags //p' "$VEC")
PREFIX=$(sed -n 's/^run-prefix //p' "$VEC")
cputime() { # user + system seconds of one run of "$@"
	bash -c 'TIMEFORMAT="%3U %3S"; { time "$@" > /dev/null 2>&1; } 2>&1' _ "$@" | awk '{ print $1 + $2 }'
}
least_cputime() { # the least of $1 runs' cputime of the rest
	_n=$1
	shift
	_best=
	for _r in $(seq "$_n"); do
		_t=$(cputime "$@")
		_best=$(echo "$_t $_best" | awk '{ print ($2 == "" || $1 < $2) ? $1 : $2 }')
	done
	echo "$_best"
}
