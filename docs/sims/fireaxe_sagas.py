#!/usr/bin/env python3
"""fireaxe_sagas.py [DIR]: how often each of Fire & Axe's 27 sagas was completed in the chunks of
docs/sims/out (the saga.won tally), per 100 games at each player count, both tables of a count
summed, as a Markdown table in the deck's order (rules/fireaxe/atlas/sagas.toml)."""
import glob, json, os, re, sys, tomllib
here = os.path.dirname(os.path.abspath(__file__))
d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, 'out')
sagas = tomllib.load(open(os.path.join(here, '..', '..', 'rules', 'fireaxe', 'atlas', 'sagas.toml'), 'rb'))['saga']
games, won = {}, {}
for f in sorted(glob.glob(os.path.join(d, 'fireaxe-*-c*.json'))):
    c = json.load(open(f))
    p = c['players']
    games[p] = games.get(p, 0) + c['games']
    for x in c.get('tally') or []:
        m = re.search(r'the saga "([^"]+)"', x['text'])
        if m:
            won[(p, m.group(1))] = won.get((p, m.group(1)), 0) + x['count']
counts = sorted(games)
print('| Era | saga | homeland | kind | bonus | ' + ' | '.join(f'{p} players' for p in counts) + ' |')
print('|---|---|---|---|---|' + '---|' * len(counts))
for s in sagas:
    row = [str(s['era']), s['name'], s['homeland'].capitalize(), s['kind'], str(s.get('bonus', 0) or '')]
    row += [f"{100 * won.get((p, s['name']), 0) / games[p]:.1f}" for p in counts]
    print('| ' + ' | '.join(row) + ' |')
tot = [sum(v for (p, _), v in won.items() if p == q) for q in counts]
print('| | **all sagas, a game** | | | | ' + ' | '.join(f'{t / games[p]:.2f}' for t, p in zip(tot, counts)) + ' |')
print('\ngames: ' + ', '.join(f'{games[p]} at {p} players' for p in counts))
