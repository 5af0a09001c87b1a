package crownofash

import "fmt"

// checkFighters and checkTiles: every fighter and every structure tile in
// exactly one place (a face-down one counted by the deck or stack slot
// that hides it in a view).
func (s *State) checkFighters() error {
	var all uint64
	add := func(g uint64, where string) error {
		if all&g != 0 || g>>NumFighters != 0 {
			return fmt.Errorf("a fighter is twice in play (%s)", where)
		}
		all |= g
		return nil
	}
	parts := []uint64{s.Table, s.FBox}
	for l := range MaxLords {
		parts = append(parts, s.Hand[l], s.Grave[l])
	}
	for w, d := range s.Def {
		most := 2
		if w == citadel {
			most = 3
		}
		if popcount(d) > most || (d != 0 && s.Ctrl[w] < 0) {
			return fmt.Errorf("%d defenders at %d", popcount(d), w)
		}
		parts = append(parts, d)
	}
	for _, id := range s.Display {
		if id < none || int(id) >= NumRaisable {
			return fmt.Errorf("display holds %d", id)
		}
		if id >= 0 {
			parts = append(parts, 1<<id)
		}
	}
	for _, p := range parts {
		if err := add(p, "hand, graveyard, region, display or box"); err != nil {
			return err
		}
	}
	hidden := 0
	for t := range Tiers {
		if s.DeckN[t] < 0 || int(s.DeckN[t]) > len(s.Deck[t]) {
			return fmt.Errorf("tier deck %d counts %d", t+1, s.DeckN[t])
		}
		for i, id := range s.Deck[t] {
			switch {
			case i >= int(s.DeckN[t]) && id != none, i < int(s.DeckN[t]) && id == none:
				return fmt.Errorf("tier deck %d is ragged", t+1)
			case id == none:
			case id == hiddenFtr && s.Mask:
				hidden++
			case id < 0 || int(id) >= NumRaisable || fighters[id].Tier != t+1:
				return fmt.Errorf("tier deck %d holds %d", t+1, id)
			default:
				if err := add(1<<id, "deck"); err != nil {
					return err
				}
			}
		}
	}
	if popcount(all)+hidden != NumFighters {
		return fmt.Errorf("%d fighters found; there are %d", popcount(all)+hidden, NumFighters)
	}
	return nil
}

func (s *State) checkTiles() error {
	var all uint64
	add := func(g uint64) error {
		if all&g != 0 || g>>NumTiles != 0 {
			return fmt.Errorf("a structure tile is twice in play")
		}
		all |= g
		return nil
	}
	parts := []uint64{uint64(s.Aside), uint64(s.TBox)}
	for reg, b := range s.Built {
		top := s.Top[reg]
		if (b == 0) != (top == none) || (b != 0 && (top < 0 || int(top) >= NumTiles || b&(1<<top) == 0)) || (b == 0) != (s.Ctrl[reg] == none) {
			return fmt.Errorf("region %d's stack %b, top %d, controller %d", reg+1, b, top, s.Ctrl[reg])
		}
		parts = append(parts, uint64(b))
	}
	for _, t := range s.Row {
		if t < none || int(t) >= NumTiles || (t >= 0 && tiles[t].Tier == 0) {
			return fmt.Errorf("the row holds %d", t)
		}
		if t >= 0 {
			parts = append(parts, 1<<t)
		}
	}
	for _, p := range parts {
		if err := add(p); err != nil {
			return err
		}
	}
	hidden := 0
	if s.StackN < 0 || int(s.StackN) > len(s.Stack) {
		return fmt.Errorf("the stack counts %d", s.StackN)
	}
	for i, t := range s.Stack {
		switch {
		case (i >= int(s.StackN)) != (t == none):
			return fmt.Errorf("the stack is ragged")
		case t == none:
		case s.Mask && (t == hiddenTile+1 || t == hiddenTile+2):
			hidden++
		case t < 0 || int(t) >= NumTiles || tiles[t].Tier == 0:
			return fmt.Errorf("the stack holds %d", t)
		default:
			if err := add(1 << t); err != nil {
				return err
			}
		}
	}
	if popcount(all)+hidden != NumTiles {
		return fmt.Errorf("%d structure tiles found; there are %d", popcount(all)+hidden, NumTiles)
	}
	return nil
}
