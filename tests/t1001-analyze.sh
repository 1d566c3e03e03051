#!/bin/sh
# t1001: amp analyze: the paper's Table 1, golden block listings of the
# torture sets, prescanned statements, exact diagnostics, the corpus.
. "$(dirname "$0")/lib.sh"
G="$TOP/tests/golden/analyze"
cd "$G" || exit 1

# Table 1: the NAS kernel loop. The statement's block counts exactly
# 1 SRDL, 4 ARDL, 4 MRDL, 10 ARR2, 6 ADDI, and LOOV; LOIN sits in the
# block of its DO statement.
ok "table 1 analyzes" "$AMP" analyze table1.f
check "table 1 loop body" "grep -A1 '^block 4  table1.f:7-9  MXM' '$T/out' | grep -qx '    SRDL 1  ADDI 6  ARDL 4  MRDL 4  ARR2 10  LOOV 1'"
check "LOIN with the DO" "grep -A1 '^block 3  table1.f:6-6  MXM' '$T/out' | grep -qx '    LOIN 1  LOOV 1'"
ok "table 1 as json" "$AMP" analyze --format json table1.f
check "json block 4 counts" "grep -q '\"SRDL\":1,\"ADDI\":6,\"ARDL\":4,\"MRDL\":4,\"ARR2\":10,\"LOOV\":1' '$T/out'"

# Golden listings (checked by hand once; see the comments in each source).
for f in torture.f torture.f90 ctor.f90 chain.f90 chainrec.f extents.f; do
	ok "analyze $f" "$AMP" analyze "$f"
	same "listing of $f" "$G/$f.expected" "$T/out"
done
for f in prescan.f prescan.f90; do
	ok "prescan $f" "$AMP" analyze --dump-statements "$f"
	same "statements of $f" "$G/$f.expected" "$T/out"
done

# Diagnostics: exact text, one per bad statement, and analysis goes on.
fails "errors are reported" 1 "$AMP" analyze errors.f
same "diagnostics" "$G/errors.f.expected" "$T/err"
printf '      X = 1\n     1+ 2\n   10 Y = 3\n   20+   Z\n      END\n' > "$T/cont.f"
fails "label on continuation" 1 "$AMP" analyze "$T/cont.f"
check "label on continuation text" "grep -q 'cont.f:4:4: error: label on a continuation line' '$T/err'"
printf '      S = '"'"'OPEN\n      END\n' > "$T/str.f"
fails "unterminated string" 1 "$AMP" analyze "$T/str.f"
check "unterminated string text" "grep -qx '$T/str.f:1:11: error: unterminated character constant' '$T/err'"
printf '      INCLUDE '"'"'nothere.inc'"'"'\n      END\n' > "$T/inc.f"
fails "missing include" 1 "$AMP" analyze "$T/inc.f"
check "missing include text" "grep -qx \"$T/inc.f:1:7: error: cannot open include file 'nothere.inc': No such file or directory\" '$T/err'"
printf 'x = 1 + &\n' > "$T/amp.f90"
fails "& at end of file" 1 "$AMP" analyze "$T/amp.f90"
check "& at end of file text" "grep -q \"amp.f90:1:9: error: '&' continues a statement past the end of the file\" '$T/err'"
fails "missing file" 1 "$AMP" analyze "$T/nothing.f"
check "missing file text" "grep -qx \"amp: error: cannot open '$T/nothing.f': No such file or directory\" '$T/err'"
fails "no files is a usage error" 2 "$AMP" analyze

# INCLUDE files and a static table.
printf '      COMMON /C/ A(10)\n' > "$T/com.inc"
printf '      PROGRAM P\n      INCLUDE '"'"'com.inc'"'"'\n      A(1) = 2.0\n      END\n' > "$T/useinc.f"
ok "include" "$AMP" analyze -o "$T/static.txt" "$T/useinc.f"
check "include makes A global" "grep -q 'SRSG 1' '$T/out'"
check "static table written" "head -1 '$T/static.txt' | grep -qx 'amp-static 1'"

# Every program of the corpus analyzes without a single diagnostic.
for f in "$TOP"/programs/*.f "$TOP"/programs/*.f90; do
	[ -f "$f" ] || continue
	ok "corpus $(basename "$f")" "$AMP" analyze "$f"
	check "no diagnostic for $(basename "$f")" "[ ! -s '$T/err' ]"
done
test_done
