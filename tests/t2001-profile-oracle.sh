#!/bin/sh
# t2001: for every program in programs/, the instrumented program prints
# exactly what the original prints, and block counts agree with gcov's line
# counts of the uninstrumented program (gfortran --coverage -O0).
. "$(dirname "$0")/lib.sh"
command -v gfortran >/dev/null || { echo "# gfortran missing"; test_done; exit; }
grep -v '^#' "$TOP/programs/list" | while read -r name srcs dsize tsize esize; do
	[ -n "$name" ] || continue
	files=""
	for s in $(echo "$srcs" | tr , " "); do files="$files $TOP/programs/$s"; done
	d="$T/$name"
	mkdir -p "$d"
	# The oracle: plain and coverage builds of the original.
	(cd "$d" && gfortran -O0 --coverage -o plain $files) >"$d/build.log" 2>&1 || { echo "not ok - build $name"; continue; }
	(cd "$d" && ./plain "$tsize") > "$d/expected.out" 2>&1
	"$AMP" profile $files -o "$d/$name.stats" -- "$tsize" > "$d/actual.out" 2>"$d/profile.err"
	echo "profiled $name: $?" >> "$T/log"
	cmp -s "$d/expected.out" "$d/actual.out" && echo "same-output $name" >> "$T/log"
	for s in $(echo "$srcs" | tr , " "); do
		(cd "$d" && gcov -o . "plain-${s%.*}.gcda" >/dev/null 2>&1)
	done
	# Blocks whose first line is a plain assignment: gcov counts that line
	# once per execution of the block. Two exceptions, where gcov's line
	# count is not a statement count: a Fortran 90 array assignment (gcov
	# counts its element loop; amp counts the statement and scales its
	# operations by the element count) and the last statement before an
	# END DO (gfortran puts the loop's increment and test on that line).
	"$AMP" analyze --format json $files 2>/dev/null | grep '"scaled":\[{' |
		sed 's/.*"first_line":\([0-9]*\).*/\1/' > "$d/array-lines"
	for s in $(echo "$srcs" | tr , " "); do
		g="$d/$s.gcov"
		[ -f "$g" ] || continue
		awk -F'\t' -v src="$TOP/programs/$s" -v gcov="$g" -v name="$name" -v arr="$d/array-lines" '
		BEGIN {
			while ((getline l < arr) > 0) skip[l + 0] = 1
			while ((getline l < gcov) > 0) {
				n = split(l, f, ":")
				if (n < 3) continue
				c = f[1]; gsub(/ /, "", c); ln = f[2] + 0
				text = substr(l, length(f[1]) + length(f[2]) + 3)
				src_line[ln] = toupper(text)
				t2 = src_line[ln]; gsub(/^ +/, "", t2)
				if (t2 ~ /^[0-9]* *END *DO/) {
					for (p = ln - 1; p > 0 && src_line[p] ~ /^ *(!.*)?$/; p--) ;
					skip[p] = 1
				}
				if (c == "#####" || c == "=====") c = 0
				else if (c == "-") continue
				sub(/\*$/, "", c)
				cnt[ln] = c; line[ln] = toupper(text)
			}
		}
		$1 == "block" && $3 == src {
			first[$4]++; exec[$4] = $7
		}
		END {
			for (ln in first) {
				if (first[ln] != 1 || !(ln in cnt) || (ln + 0) in skip) continue
				t = line[ln]
				if (t ~ /^ *[0-9]* *(IF|DO|ELSE|END|GO ?TO|CALL|PRINT|WRITE|READ|RETURN|STOP|SELECT|CASE|CONTINUE)/ ) continue
				if (t !~ /=/) continue
				if (t ~ /\&$/) continue
				compared++
				if (cnt[ln] + 0 != exec[ln] + 0) { bad++; printf "# %s line %d: amp %s, gcov %s\n", name, ln, exec[ln], cnt[ln] }
			}
			printf "compared %s %d %d\n", name, compared, bad + 0
		}' "$d/$name.stats" >> "$T/log"
	done
done
for name in $(grep -v '^#' "$TOP/programs/list" | awk 'NF { print $1 }'); do
	check "profile $name succeeds" "grep -qx 'profiled $name: 0' '$T/log'"
	check "$name: instrumented output is identical" "grep -qx 'same-output $name' '$T/log'"
	check "$name: block counts equal gcov's" "grep '^compared $name ' '$T/log' | awk '{ s += \$3; b += \$4 } END { exit !(s > 0 && b == 0) }'"
done
grep '^# ' "$T/log"
grep '^compared' "$T/log" | awk '{ s += $3 } END { print "# " s " blocks compared with gcov" }'
test_done
