"""chunks.load(game, d): the 50-game chunks of `embers sim -json` in d (files GAME-TABLE-cN.json) by
table, each table's chunks as (N, json) in chunk order; agg.py and mdtable.py sum them."""
import glob, json, os, re


def load(game, d):
    tables = {}
    for f in glob.glob(os.path.join(d, game + '-*-c*.json')):
        m = re.match(re.escape(game) + r'-(.+)-c(\d+)\.json$', os.path.basename(f))
        tables.setdefault(m.group(1), []).append((int(m.group(2)), json.load(open(f))))
    return {t: sorted(cs, key=lambda x: x[0]) for t, cs in sorted(tables.items())}
