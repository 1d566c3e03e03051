#!/bin/sh
# deps.sh: install what amp needs on a Debian machine, only what is missing.
# Usage: sh tools/deps.sh [--all]   (--all adds flang and the qemu cross
# toolchains used to characterize other machines; CI uses --all)
set -e
PKGS="build-essential pkg-config gfortran flex bison libgsl-dev libcairo2-dev gcovr python3"
if [ "${1:-}" = "--all" ]; then
	PKGS="$PKGS valgrind flang-19 qemu-user gfortran-aarch64-linux-gnu gfortran-riscv64-linux-gnu"
fi
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
