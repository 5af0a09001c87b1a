#!/usr/bin/env python3
"""agg.py GAME [DIR]: sums the 50-game chunks of `embers sim -json` (files GAME-TABLE-cN.json)."""
import sys, os, statistics
from chunks import load
game = sys.argv[1]
d = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), 'out')
for t, chunks in load(game, d).items():
    G = sum(c['games'] for _, c in chunks)
    err = sum(c['errors'] for _, c in chunks)
    gw = sum(c['group_win_rate'] * c['games'] for _, c in chunks)
    n = len(chunks[0][1]['seats'])
    alone = ""
    if any('sole_win_share' in c for _, c in chunks):  # semi-co-operative games: the share of won games with a sole winner
        sole = sum(c['sole_win_share'] * c['group_win_rate'] * c['games'] for _, c in chunks)
        alone = f", won alone {sole:.0f} ({100*sole/max(gw, 1):.1f}% of won games)"
    print(f"{t}: {G} games (chunks {','.join(str(i) for i,_ in chunks)}), errors {err}, table won {gw:.0f} ({100*gw/G:.1f}%){alone}, plies p50 of chunks {statistics.median(c['plies_p50'] for _,c in chunks)}")
    for s in range(n):
        lv = chunks[0][1]['seats'][s]['level']
        w = sum(c['seats'][s]['wins'] for _, c in chunks)
        sw = sum(c['seats'][s].get('sole_wins', 0) for _, c in chunks)
        ms = sum(c['seats'][s]['mean_score'] * c['games'] for _, c in chunks) / G
        mr = sum(c['seats'][s].get('mean_reward', 0) * c['games'] for _, c in chunks) / G
        p95 = [c['seats'][s]['decision_ms_p95'] for _, c in chunks]
        p50 = [c['seats'][s]['decision_ms_p50'] for _, c in chunks]
        extra = f" p50 {statistics.median(p50):.0f} ms, p95 chunks {min(p95):.0f}-{max(p95):.0f} ms (median {statistics.median(p95):.0f}), max {max(c['seats'][s]['decision_ms_max'] for _,c in chunks):.0f} ms" if lv not in ('random', 'greedy') else ''
        print(f"  seat {s+1} {lv}: wins {w} ({100*w/G:.1f}%), sole {sw}, mean score {ms:.1f}, reward {mr:.3f}{extra}")
        wb = [c for _, c in chunks if 'wins_by_seat' in c['seats'][s]]
        if wb:
            gs = [sum(c['seats'][s]['games_by_seat'][k] for c in wb) for k in range(len(wb[0]['seats'][s]['games_by_seat']))]
            ws = [sum(c['seats'][s]['wins_by_seat'][k] for c in wb) for k in range(len(gs))]
            print(f"    by chair ({len(wb)} chunks): " + ', '.join(f"{ws[k]}/{gs[k]} ({100*ws[k]/max(gs[k],1):.0f}%)" for k in range(len(gs))))
    for _, c in chunks[:1]:
        if 'rivals' in c:
            for r in range(len(c['rivals'])):
                w = sum(cc['rivals'][r]['wins'] for _, cc in chunks)
                print(f"  {c['rivals'][r]['name']}: wins {w} ({100*w/G:.1f}%)")
    bt = {}
    for _, c in chunks:
        for b in c.get('by_table_seat', []):
            x = bt.setdefault(b['seat'], [0, 0.0]); x[0] += b['wins']; x[1] += b['mean_score'] * c['games']
    if len(bt) > 1:
        print("  by chair: " + ', '.join(f"{k}: {v[0]} wins, {v[1]/G:.1f}" for k, v in sorted(bt.items())))
    tal = {}
    for _, c in chunks:
        for x in c.get('tally') or []:
            tal[x['text']] = tal.get(x['text'], 0) + x['count']
    if tal:
        print(f"  tally: {sum(tal.values())} events ({sum(tal.values())/G:.2f} a game), {len(tal)} different")
        for k, v in sorted(tal.items(), key=lambda kv: -kv[1]):
            print(f"    {v:5d} {k}")
