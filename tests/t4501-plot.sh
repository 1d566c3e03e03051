#!/bin/sh
# t4501: amp plot renders every kind to PNG, SVG and PDF from small fixtures,
# writes atomically, and refuses bad input with a clear message.
. "$(dirname "$0")/lib.sh"
F="$TOP/tests/fixtures/plot"

# png_dims FILE: "WIDTH HEIGHT" from the IHDR chunk (big-endian at 16..23).
png_dims() {
	od -An -tu1 -j16 -N8 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4, $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }'
}
# magic FILE HEX: the file starts with these bytes.
magic() { [ "$(od -An -tx1 -N"$(( ${#2} / 2 ))" "$1" | tr -d ' \n')" = "$2" ]; }
size() { wc -c < "$1" | tr -d ' '; }
PNG=89504e470d0a1a0a

ok "pershape png" "$AMP" plot pershape -o "$T/p.png" "$F/base.vec" "$F/mixed.vec" "$F/tenfold.vec"
check "pershape png magic" magic "$T/p.png" $PNG
check "pershape png 1020 wide, three charts in one row" "[ \"\$(png_dims '$T/p.png' | cut -d' ' -f1)\" = 1020 ]"
# A white page of this size compresses to a few kilobytes; charts, labels
# and legend take far more.
check "pershape png is not blank" "[ \$(size '$T/p.png') -gt 30000 ]"
ok "pershape --cols 1" "$AMP" plot pershape --cols 1 -o "$T/p1.png" "$F/base.vec" "$F/mixed.vec" "$F/tenfold.vec"
check "one column is taller than wide" "png_dims '$T/p1.png' | awk '{ exit !(\$2 > \$1) }'"
ok "pershape svg" "$AMP" plot pershape -o "$T/p.svg" "$F/base.vec" "$F/mixed.vec"
check "svg magic" "head -c 5 '$T/p.svg' | grep -q '<?xml'"
check "svg is whole" "tail -c 20 '$T/p.svg' | grep -q '</svg>'"
ok "pershape pdf" "$AMP" plot pershape -o "$T/p.pdf" "$F/base.vec" "$F/mixed.vec"
check "pdf magic" "head -c 5 '$T/p.pdf' | grep -q '%PDF-'"
check "pdf is whole" "tail -c 8 '$T/p.pdf' | grep -q '%%EOF'"
ok "baseline by name" "$AMP" plot pershape --baseline mixed -o "$T/b.png" "$F/base.vec" "$F/mixed.vec"
ok "baseline file not among the machines" "$AMP" plot pershape --baseline "$F/tenfold.vec" -o "$T/b2.png" "$F/base.vec" "$F/mixed.vec"
check "another baseline, another picture" "! cmp -s '$T/b.png' '$T/b2.png'"
fails "unknown baseline" 1 "$AMP" plot pershape --baseline nosuch -o "$T/b3.png" "$F/base.vec"
check "unknown baseline message" "grep -qx \"amp: error: no machine named 'nosuch' among the inputs\" '$T/err'"
check "no picture on error" "[ ! -e '$T/b3.png' ]"
fails "bad --cols" 2 "$AMP" plot pershape --cols 0 -o "$T/c.png" "$F/base.vec"
ok "weights from programs" "$AMP" plot pershape --weights "$F/dflops.stats" -o "$T/w.png" "$F/base.vec" "$F/mixed.vec"

ok "machine tree png" "$AMP" plot tree -o "$T/t.png" "$F/base.vec" "$F/mixed.vec" "$F/tenfold.vec"
check "tree png is 760 wide" "[ \"\$(png_dims '$T/t.png' | cut -d' ' -f1)\" = 760 ]"
check "tree png is not blank" "[ \$(size '$T/t.png') -gt 4000 ]"
ok "program tree pdf" "$AMP" plot tree --programs -o "$T/t.pdf" "$F/intloop.stats" "$F/dflops.stats" "$F/caller.stats"
check "pdf magic" "head -c 5 '$T/t.pdf' | grep -q '%PDF-'"
fails "a tree of one" 2 "$AMP" plot tree -o "$T/t1.png" "$F/base.vec"

ok "faces png" "$AMP" plot faces -o "$T/f.png" "$F/intloop.stats" "$F/dflops.stats" "$F/caller.stats"
check "faces png magic" magic "$T/f.png" $PNG
check "faces png is not blank" "[ \$(size '$T/f.png') -gt 30000 ]"
ok "faces svg" "$AMP" plot faces -o "$T/f.svg" "$F/intloop.stats" "$F/dflops.stats"
check "svg magic" "head -c 5 '$T/f.svg' | grep -q '<?xml'"
fails "faces of a missing file" 1 "$AMP" plot faces -o "$T/f2.png" "$F/intloop.stats" "$T/nosuch.stats"
check "missing file named" "grep -q 'nosuch.stats' '$T/err'"

ok "validation png" "$AMP" plot validation -o "$T/v.png" "$F/results.csv"
check "validation png 720x640" "[ \"\$(png_dims '$T/v.png')\" = '720 640' ]"
check "validation png is not blank" "[ \$(size '$T/v.png') -gt 20000 ]"
ok "validation pdf" "$AMP" plot validation -o "$T/v.pdf" "$F/results.csv"
fails "validation: wrong header" 1 "$AMP" plot validation -o "$T/v2.png" "$F/bad-header.csv"
check "header message" "grep -qx \"$F/bad-header.csv:1: error: expected the header 'machine,program,measured_s,predicted_s' or 'machine,program,measured_s,predicted_s,size'\" '$T/err'"
printf 'machine,program,measured_s,predicted_s,size\nm,p,1,2,40\nm,q,2,2,1000\n' > "$T/sized.csv"
ok "validation: the size column of amp validate's csv" "$AMP" plot validation -o "$T/v5.png" "$T/sized.csv"
check "and a picture" "[ \$(size '$T/v5.png') -gt 10000 ]"
printf 'machine,program,measured_s,predicted_s,size\nm,p,1,2\n' > "$T/short.csv"
fails "validation: a row without its size" 1 "$AMP" plot validation -o "$T/v6.png" "$T/short.csv"
check "says so" "grep -q 'short.csv:2: error: expected 5 comma-separated fields, not 4' '$T/err'"
fails "validation: bad number" 1 "$AMP" plot validation -o "$T/v2.png" "$F/bad-number.csv"
check "bad number message" "grep -qx \"$F/bad-number.csv:3: error: bad measured_s 'ten'\" '$T/err'"
printf 'machine,program,measured_s,predicted_s\n' > "$T/empty.csv"
fails "validation: no rows" 1 "$AMP" plot validation -o "$T/v2.png" "$T/empty.csv"
check "no rows message" "grep -q 'no results after the header' '$T/err'"
printf 'machine,program,measured_s,predicted_s\r\nm,p,1,2\r\nm,q,0,2\r\n' > "$T/crlf.csv"
ok "validation: CRLF lines, a zero time left out" "$AMP" plot validation -o "$T/v3.png" "$T/crlf.csv"
check "zero time warned about" "grep -q 'warning: 1 of 2 points left out' '$T/err'"
printf 'machine,program,measured_s,predicted_s\nm\351chant,p,1,2\nm\303\251chant\303\251 with a very long name that goes on and on \303\251\303\251\303\251\303\251,q,2,2\n' > "$T/utf8.csv"
ok "validation: broken and long UTF-8 names still draw" "$AMP" plot validation -o "$T/v4.png" "$T/utf8.csv"
check "and make a picture" "[ \$(size '$T/v4.png') -gt 10000 ]"
fails "validation: missing file" 1 "$AMP" plot validation -o "$T/v2.png" "$T/nosuch.csv"
check "missing file message" "grep -q \"amp: error: cannot read '$T/nosuch.csv'\" '$T/err'"
check "no picture after failures" "[ ! -e '$T/v2.png' ]"

# Atomic output: a failed plot leaves the old file as it was, and no
# temporary file behind.
cp "$T/v.png" "$T/keep.png"
fails "failure keeps the old picture" 1 "$AMP" plot validation -o "$T/keep.png" "$F/bad-header.csv"
check "old picture intact" "cmp -s '$T/v.png' '$T/keep.png'"
fails "unwritable folder" 1 "$AMP" plot validation -o "$T/no/such/dir/v.png" "$F/results.csv"
check "unwritable folder message" "grep -q \"cannot .*'$T/no/such/dir/v.png'\" '$T/err'"
fails "unknown suffix" 1 "$AMP" plot tree -o "$T/t.gif" "$F/base.vec" "$F/mixed.vec"
check "suffix message" "grep -qx \"amp: error: cannot tell the picture format of '$T/t.gif' (use .svg, .png or .pdf)\" '$T/err'"
check "no temporary files left" "[ -z \"\$(ls -a '$T' | grep tmp)\" ]"

fails "unknown kind" 2 "$AMP" plot pie -o "$T/x.png" "$F/base.vec"
fails "no output" 2 "$AMP" plot tree "$F/base.vec" "$F/mixed.vec"
fails "nothing to plot" 2 "$AMP" plot
ok "help" "$AMP" plot --help
check "help on stdout" "grep -q '^usage: amp plot pershape' '$T/out'"
test_done
