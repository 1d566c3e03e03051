# vecenv.sh: sourced by the benchmarks that build and run Fortran on the
# machine a vector describes. Given VEC, sets FC, FLAGS, LDFLAGS and
# PREFIX (compiler, flags, link flags, run prefix) from its header, and
# TMP, a scratch folder removed on exit; defines cputime, least_cputime,
# least_wall and predicted.
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
least_wall() { # the least wall seconds of REPS runs of $PREFIX $TMP/"$@" in TMP
	_best=
	_k=0
	while [ "$_k" -lt "$REPS" ]; do
		_t0=$(date +%s%N)
		(cd "$TMP" && $PREFIX ./"$@" > /dev/null)
		_t1=$(date +%s%N)
		_best=$(echo "$_t0 $_t1 $_best" | awk '{ s = ($2 - $1) / 1e9; print ($3 == "" || s < $3) ? sprintf("%.6f", s) : $3 }')
		_k=$((_k + 1))
	done
	echo "$_best"
}
predicted() { # VEC's predicted seconds for TMP/$1 run with the rest as arguments:
	# profiled on this host with its gfortran, as amp validate profiles
	_src=$1
	shift
	(cd "$TMP" && "$AMP" profile --memory "$_src" -o p.stats -- "$@" > /dev/null 2>&1) ||
		{ echo nan; return; }
	"$AMP" predict --format csv "$TMP/p.stats" "$VEC" | awk -F, 'NR == 2 { print $3 }'
}
