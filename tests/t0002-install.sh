#!/bin/sh
# t0002: make install PREFIX=... DESTDIR=... gives a working, relocated amp.
. "$(dirname "$0")/lib.sh"

root="$T/root"
ok "make install" make -s -C "$TOP" install PREFIX=/opt/amp DESTDIR="$root"
bin="$root/opt/amp/bin/amp"
check "binary installed" "[ -x '$bin' ]"
check "man page installed" "[ -f '$root/opt/amp/share/man/man1/amp.1' ]"
ok "installed amp runs" "$bin" --version
# Every data file amp reads at run time is installed beside it.
missing=0
for f in $(cd "$TOP" && find characterizer profiler -mindepth 2 -type f \( -name '*.f' -o -name '*.f90' -o -name '*.c' -o -name '*.h' -o -name '*.inc' \)); do
	[ -f "$root/opt/amp/share/amp/$f" ] || { echo "# not installed: $f"; missing=1; }
done
check "data files installed" "[ $missing = 0 ]"
# and so is every machine vector, those of the hosts' subfolders too
missing=0
for f in $(cd "$TOP" && ls machines/*.vec machines/*/*.vec); do
	[ -f "$root/opt/amp/share/amp/$f" ] || { echo "# not installed: $f"; missing=1; }
done
check "machine vectors installed" "[ $missing = 0 ]"
ok "make uninstall" make -s -C "$TOP" uninstall PREFIX=/opt/amp DESTDIR="$root"
check "uninstall removes the binary" "[ ! -e '$bin' ]"
test_done
