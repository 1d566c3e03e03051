#!/bin/sh
# t0001: the amp command itself: help, version, usage errors, exit codes.
. "$(dirname "$0")/lib.sh"

ok "amp --help" "$AMP" --help
check "help lists commands" "grep -q '^  predict ' '$T/out' && grep -q '^  analyze ' '$T/out'"
ok "amp help catalog" "$AMP" help catalog
check "help shows usage" "grep -q '^usage: amp catalog' '$T/out'"
ok "amp catalog --help" "$AMP" catalog --help
ok "amp --version" "$AMP" --version
check "version names catalog" "grep -q 'amp-catalog-14, 128 parameters' '$T/out'"
fails "no command is a usage error" 2 "$AMP"
fails "unknown command" 2 "$AMP" frobnicate
check "unknown command message" "grep -qx \"amp: error: no such command 'frobnicate' (see 'amp help')\" '$T/err'"
fails "help for unknown command" 2 "$AMP" help frobnicate
fails "unknown option" 2 "$AMP" catalog --bogus
check "unknown option message" "head -1 '$T/err' | grep -qx \"amp: error: unknown option '--bogus'\""
fails "bad format" 2 "$AMP" catalog --format xml
ok "catalog text" "$AMP" catalog
check "catalog has 128 rows" "[ \$(grep -vc '^#' '$T/out') = 128 ]"
ok "catalog csv" "$AMP" catalog --format csv --aux
check "csv header" "head -1 '$T/out' | grep -qx 'mnemonic,reduced,reduced_name,description'"
ok "catalog json" "$AMP" catalog --format json
if command -v python3 >/dev/null; then
	check "catalog json parses" "python3 -c 'import json,sys; d=json.load(open(\"$T/out\")); assert len(d[\"parameters\"])==128'"
fi
if [ -w /dev/full ]; then
	fails "write error on stdout is reported" 1 sh -c "'$AMP' catalog > /dev/full"
fi
test_done
