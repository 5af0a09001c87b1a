#!/usr/bin/env python3
"""fireaxe_sagas.py [[LABEL=]DIR ...]: how often each of Fire & Axe's 27 sagas was completed in the
sim -json files fireaxe-*.json of each DIR (the saga.won tally; docs/sims/out if none is given), per
100 games at each player count of each DIR, as a Markdown table in the deck's order
(rules/fireaxe/atlas/sagas.toml). A column is a DIR's LABEL and player count; the files of one count
in one DIR (both tables of the issue, hard against greedy and against random) are summed."""
import glob, json, os, re, sys, tomllib
here = os.path.dirname(os.path.abspath(__file__))
args = sys.argv[1:] or [os.path.join(here, 'out')]
sagas = tomllib.load(open(os.path.join(here, '..', '..', 'rules', 'fireaxe', 'atlas', 'sagas.toml'), 'rb'))['saga']
games, won, cols = {}, {}, []
dirs = [a.rpartition('=') for a in args]  # (LABEL, '=', DIR); LABEL is '' without one
labels = [label for label, _, _ in dirs]
for label, _, d in dirs:
    for f in sorted(glob.glob(os.path.join(d, 'fireaxe-*.json'))):
        c = json.load(open(f))
        col = (label, c['players'])
        if col not in games:
            cols.append(col)
        games[col] = games.get(col, 0) + c['games']
        for x in c.get('tally') or []:
            m = re.search(r'the saga "([^"]+)"', x['text'])
            if m:
                won[(col, m.group(1))] = won.get((col, m.group(1)), 0) + x['count']
cols.sort(key=lambda c: (labels.index(c[0]), c[1]))
name = lambda c: (c[0] + ', ' if c[0] else '') + f'{c[1]} players'
print('| Era | saga | homeland | kind | bonus | ' + ' | '.join(name(c) for c in cols) + ' |')
print('|---|---|---|---|---|' + '---|' * len(cols))
for s in sagas:
    row = [str(s['era']), s['name'], s['homeland'].capitalize(), s['kind'], str(s.get('bonus', 0) or '')]
    row += [f"{100 * won.get((c, s['name']), 0) / games[c]:.1f}" for c in cols]
    print('| ' + ' | '.join(row) + ' |')
tot = [sum(v for (c, _), v in won.items() if c == q) for q in cols]
print('| | **all sagas, a game** | | | | ' + ' | '.join(f'{t / games[c]:.2f}' for t, c in zip(tot, cols)) + ' |')
print('\ngames: ' + ', '.join(f'{games[c]} ({name(c)})' for c in cols))
