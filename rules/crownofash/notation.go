package crownofash

import (
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
)

// The notation (docs/rules/crownofash.md, "Notation"): regions r1-r6,
// citadel positions left/right/front, tiles and fighters by their codes,
// lords by name, faces and action cards counted from 1.
//
//	gold  gather r3  build I07 r3  battle r3 bo3+as1  storm left bo5
//	refresh  card 3  card die  defend bo3+c1a  defend none  take blood
//	resurrect bo3  casualty bo3  raise su4  pass  first nox
//	die 4  region 5  action 2  aicard die  decider mors

var cardCodes = func() (out [NumCards]string) {
	for i := range out {
		out[i] = []string{"0", "1", "3", "4", "die"}[i]
	}
	return out
}()

func (s *State) FormatMove(m rules.Move) string {
	kind, a, b, g := unpack(m)
	switch kind {
	case mvGold:
		return "gold"
	case mvRefresh:
		return "refresh"
	case mvPass:
		return "pass"
	case mvGather:
		return "gather " + regionCode(a)
	case mvBuild:
		return "build " + tileCode(a) + " " + regionCode(b)
	case mvBattle:
		return "battle " + regionCode(a) + " " + groupCode(g)
	case mvStorm:
		return "storm " + posCode(a) + " " + groupCode(g)
	case mvCard:
		return "card " + cardCode(a)
	case mvAICard:
		return "aicard " + cardCode(a)
	case mvDefend:
		return "defend " + groupCode(g)
	case mvTake:
		if a < Kinds {
			return "take " + resNames[a]
		}
	case mvResurrect, mvCasualty, mvRaise:
		return moveWords[kind] + " " + fighterCode(a)
	case mvFirst, mvDecider:
		if a < MaxLords {
			return moveWords[kind] + " " + strings.ToLower(lordNames[a])
		}
	case mvDie, mvRegion, mvAction:
		return moveWords[kind] + " " + strconv.Itoa(a+map[bool]int{true: 0, false: 1}[kind == mvDie])
	}
	return fmt.Sprintf("?%d", uint64(m))
}

var moveWords = map[int]string{mvResurrect: "resurrect", mvCasualty: "casualty", mvRaise: "raise",
	mvFirst: "first", mvDie: "die", mvRegion: "region", mvAction: "action", mvDecider: "decider"}

func regionCode(r int) string {
	if r < Regions {
		return regions[r].Short
	}
	return "r?"
}

func posCode(p int) string {
	if p < Positions {
		return positions[p].Short
	}
	return "?"
}

func tileCode(t int) string {
	if t < NumTiles {
		return tiles[t].Code
	}
	return "?"
}

func fighterCode(id int) string {
	if id < NumFighters {
		return fighters[id].Code
	}
	return "?"
}

func cardCode(c int) string {
	if c < NumCards {
		return cardCodes[c]
	}
	return "?"
}

func groupCode(g uint64) string {
	if g == 0 {
		return "none"
	}
	var parts []string
	for p := g; p != 0; p &= p - 1 {
		parts = append(parts, fighterCode(lowBit(p)))
	}
	return strings.Join(parts, "+")
}

const notationHelp = "write gold, refresh, pass, gather r3, build I07 r3, battle r3 bo3+as1, storm left bo5, card 3, card die, " +
	"defend bo3+c1a, defend none, take blood, resurrect bo3, casualty bo3, raise su4, first nox, die 4, region 5, action 2, aicard 1 or decider mors"

func (s *State) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(what string) (rules.Move, error) {
		return 0, fmt.Errorf("crown of ash move %s: %s; %s", rules.Excerpt(text), what, notationHelp)
	}
	if len(f) == 0 {
		return bad("nothing written")
	}
	word, args := f[0], f[1:]
	simple := map[string]rules.Move{"gold": GoldSpace(), "refresh": Refresh(), "pass": Pass()}
	if m, ok := simple[word]; ok {
		if len(args) != 0 {
			return bad(word + " takes nothing more")
		}
		return m, nil
	}
	want := map[string]int{"gather": 1, "build": 2, "battle": 2, "storm": 2, "card": 1, "aicard": 1, "defend": 1, "take": 1,
		"resurrect": 1, "casualty": 1, "raise": 1, "first": 1, "die": 1, "region": 1, "action": 1, "decider": 1}
	n, ok := want[word]
	if !ok {
		return bad("unknown move " + rules.Excerpt(word))
	}
	if len(args) != n {
		return bad(fmt.Sprintf("%s takes %d part(s)", word, n))
	}
	m, err := parseArgs(word, args)
	if err != nil {
		return bad(err.Error())
	}
	return m, nil
}

func parseArgs(word string, a []string) (rules.Move, error) {
	switch word {
	case "gather":
		r, err := parseRegion(a[0])
		return Gather(r), err
	case "build":
		t := tileByLower(a[0])
		r, err := parseRegion(a[1])
		if t < 0 {
			return 0, fmt.Errorf("no structure %s (codes S1-S4, I01-I12, II1-II8)", rules.Excerpt(a[0]))
		}
		return Build(t, r), err
	case "battle":
		r, err := parseRegion(a[0])
		g, err2 := parseGroup(a[1], false)
		return Battle(r, g), firstErr(err, err2)
	case "storm":
		p := posByCode(a[0])
		g, err := parseGroup(a[1], false)
		if p < 0 {
			return 0, fmt.Errorf("no citadel position %s (left, right or front)", rules.Excerpt(a[0]))
		}
		return Storm(p, g), err
	case "card", "aicard":
		c := cardByCode(a[0], word == "card")
		if c < 0 {
			return 0, fmt.Errorf("no combat card %s (0, 1, 3, 4 or die)", rules.Excerpt(a[0]))
		}
		return mk(map[string]int{"card": mvCard, "aicard": mvAICard}[word], c, 0, 0), nil
	case "defend":
		g, err := parseGroup(a[0], true)
		return Defend(g), err
	case "take":
		for k := range Kinds {
			if resNames[k] == a[0] {
				return Take(k), nil
			}
		}
		return 0, fmt.Errorf("a special ingredient becomes bone, ash, blood or sulphur, not %s", rules.Excerpt(a[0]))
	case "resurrect", "casualty", "raise":
		id := FighterByCode(a[0])
		if id < 0 {
			return 0, fmt.Errorf("no fighter %s", rules.Excerpt(a[0]))
		}
		return mk(map[string]int{"resurrect": mvResurrect, "casualty": mvCasualty, "raise": mvRaise}[word], id, 0, 0), nil
	}
	return parseNumber(word, a[0])
}

func parseNumber(word, arg string) (rules.Move, error) {
	if word == "first" || word == "decider" {
		for l, name := range lordNames {
			if strings.ToLower(name) == arg {
				return mk(map[string]int{"first": mvFirst, "decider": mvDecider}[word], l, 0, 0), nil
			}
		}
		return 0, fmt.Errorf("%s takes a lord: visio, nox, mors or fortis", word)
	}
	limit := map[string]int{"die": 6, "region": Regions, "action": NumActions}[word]
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > limit {
		return 0, fmt.Errorf("%s takes a number from 1 to %d", word, limit)
	}
	switch word {
	case "die":
		return Die(n), nil
	case "region":
		return RegionDie(n - 1), nil
	}
	return Action(n - 1), nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

func parseRegion(s string) (int, error) {
	for i, r := range regions {
		if r.Short == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("no region %s (r1-r6)", rules.Excerpt(s))
}

func posByCode(s string) int {
	for i, p := range positions {
		if p.Short == s {
			return i
		}
	}
	return -1
}

func cardByCode(s string, hidden bool) int {
	if s == "?" && hidden {
		return hiddenCard
	}
	for i, c := range cardCodes {
		if c == s {
			return i
		}
	}
	return -1
}

func tileByLower(s string) int {
	for i, t := range tiles {
		if strings.ToLower(t.Code) == s {
			return i
		}
	}
	return -1
}

func parseGroup(s string, noneOK bool) (uint64, error) {
	if s == "none" && noneOK {
		return 0, nil
	}
	var g uint64
	for _, code := range strings.Split(s, "+") {
		id := FighterByCode(code)
		if id < 0 {
			return 0, fmt.Errorf("no fighter %s (join fighters with +)", rules.Excerpt(code))
		}
		if g&(1<<id) != 0 { // a group names each fighter once (docs/rules/crownofash.md, Notation)
			return 0, fmt.Errorf("%s is named twice; name each fighter of the group once", fighters[id].Code)
		}
		g |= 1 << id
	}
	return g, nil
}
