#!/bin/bash
# run.sh BINARY [GAME]: plays the chunks of jobs.txt (only GAME's, if given) that out/ does not hold yet,
# in order, 50 games each at seed 1000+chunk, one game at a time. Run it
# twice side by side for two cores: a chunk is claimed by making its lock.
# Each line of jobs.txt: game table chunk players seats variant ("-": none).
cd "$(dirname "$0")"
BIN=$(realpath "$1")
mkdir -p out locks
while read -r game table chunk players seats variant; do
	[ -n "$2" ] && [ "$game" != "$2" ] && continue
	name=$game-$table-c$chunk
	[ -e "out/$name.json" ] && continue
	mkdir "locks/$name" 2>/dev/null || continue
	extra=()
	[ "$variant" != "-" ] && extra+=(-variant "$variant")
	[ "$game" = fireaxe ] && extra+=(-tally saga.won)
	start=$(date +%s)
	if nice -n 10 "$BIN" sim -game "$game" -players "$players" -seats "$seats" -games 50 \
		-seed $((1000 + chunk)) -parallel 1 -json "${extra[@]}" >"out/$name.tmp" 2>"out/$name.err" </dev/null; then
		mv "out/$name.tmp" "out/$name.json"
		rm -f "out/$name.err"
		echo "$(date -u +%H:%M) $name $(($(date +%s) - start)) s, load $(cut -d' ' -f1 /proc/loadavg)"
	else
		echo "$(date -u +%H:%M) $name FAILED (out/$name.err)"
	fi
	rmdir "locks/$name"
done <jobs.txt
