#!/bin/sh
# Puts Embers in your applications menu, for you alone (no root needed): the
# program in ~/.local/bin, its menu entry and icon under ~/.local/share.
#
#   ./install.sh           install (again, to update)
#   ./install.sh --remove  take them away; your saved games and settings stay
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin=${XDG_BIN_HOME:-$HOME/.local/bin}
data=${XDG_DATA_HOME:-$HOME/.local/share}

case ${1:-} in
--remove)
	rm -f "$bin/embers" "$data/applications/embers.desktop"
	for d in "$here"/icons/hicolor/*/; do
		rm -f "$data/icons/hicolor/$(basename "$d")/apps/embers.png"
	done
	echo "Embers is out of the menu. Your saved games and settings are where they were."
	exit 0
	;;
"") ;;
*)
	echo "usage: ./install.sh, or ./install.sh --remove to take Embers out of the menu" >&2
	exit 2
	;;
esac

mkdir -p "$bin" "$data/applications"
cp "$here/embers" "$bin/embers.new" && mv -f "$bin/embers.new" "$bin/embers"
for d in "$here"/icons/hicolor/*/; do
	s=$(basename "$d")
	mkdir -p "$data/icons/hicolor/$s/apps"
	cp "$d/apps/embers.png" "$data/icons/hicolor/$s/apps/embers.png"
done
# The menu entry starts the copy in $bin by its full path, which need not be on PATH.
sed "s|^Exec=embers\$|Exec=\"$bin/embers\"|" "$here/embers.desktop" >"$data/applications/embers.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$data/applications" || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true; fi
echo "Embers is in your applications menu (under Games). You can also start it with: $bin/embers"
