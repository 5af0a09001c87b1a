#!/usr/bin/env python3
"""mdtable.py GAME [DIR]: the chunks of a game (out/GAME-TABLE-cN.json) summed into one Markdown row a
table, as the rules docs show them, for tables of one seat against seats of another level: games,
errors, the first seat's wins and mean score, a seat of the others' (their wins and scores averaged
over them), the first seat's decision times (the chunks' median p50 and p95, the highest chunk's p95,
the longest decision) and the median game length in plies."""
import os, statistics, sys
from chunks import load
game = sys.argv[1]
d = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'out')
tables = {t: [c for _, c in cs] for t, cs in load(game, d).items()}
print("| players | seats | games | errors | first seat's wins | a seat of the others' wins | mean score: first seat / the others | first seat's decision p50 / p95 (highest chunk's p95) / longest | plies p50 |")
print('|---|---|---|---|---|---|---|---|---|')
for t, cs in sorted(tables.items(), key=lambda kv: (kv[1][0]['players'], kv[0])):
    G = sum(c['games'] for c in cs)
    n = len(cs[0]['seats'])
    levels = [s['level'] for s in cs[0]['seats']]
    wins = [sum(c['seats'][s]['wins'] for c in cs) for s in range(n)]
    mean = [sum(c['seats'][s]['mean_score'] * c['games'] for c in cs) / G for s in range(n)]
    ow, om = sum(wins[1:]) / (n - 1), sum(mean[1:]) / (n - 1)
    s0 = [c['seats'][0] for c in cs]
    times = (f"{statistics.median(x['decision_ms_p50'] for x in s0):.0f} / "
             f"{statistics.median(x['decision_ms_p95'] for x in s0):.0f} ({max(x['decision_ms_p95'] for x in s0):.0f}) / "
             f"{max(x['decision_ms_max'] for x in s0):,.0f} ms")
    seats = levels[0] + ', ' + levels[1] + (f" ×{n - 1}" if n > 2 else '')
    print(f"| {n} | {seats} | {G} | {sum(c['errors'] for c in cs)} | {wins[0]} ({100 * wins[0] / G:.1f}%) | "
          f"{ow:g} ({100 * ow / G:.1f}%) | {mean[0]:.1f} / {om:.1f} | {times} | {statistics.median(c['plies_p50'] for c in cs):g} |")
