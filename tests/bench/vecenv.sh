# vecenv.sh: sourced by the benchmarks that build and run Fortran on the
# machine a vector describes. Given VEC, sets FC, FLAGS, LDFLAGS and
# PREFIX (compiler, flags, link flags, run prefix) from its header, and
# TMP, a scratch folder removed on exit.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
FC=$(sed -n 's/^compiler-command //p' "$VEC")
FLAGS=$(sed -n 's/^flags //p' "$VEC")
LDFLAGS=$(sed -n 's/^ldflags //p' "$VEC")
PREFIX=$(sed -n 's/^run-prefix //p' "$VEC")
