package burnttoashes

import (
	"fmt"
	"slices"

	"embers/rules"
)

// The city tile stacks: claimed at setup, looked at and put in order by
// their owner, bought from the top, lost with their province.

func (s *State) claimLegal(dst []rules.Move) []rules.Move {
	for p := range Provinces {
		if s.c.Owner[p] < 0 {
			dst = append(dst, mv(mvClaim, p, 0, 0))
		}
	}
	return dst
}

func (s *State) claim(seat, p int, log *rules.Recorder) {
	s.c.Owner[p] = int8(seat)
	s.c.Quota[seat]--
	s.pop()
	if log != nil {
		log.Add(EvProvinceClaimed, "setup", rules.Seat(seat), fmt.Sprintf("%s claims %s", who(seat), provinceName[p]), Claimed{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
}

// ownLegal lists moves of a kind on every province of seat.
func (s *State) ownLegal(dst []rules.Move, kind, seat int, ok func(p int) bool) []rules.Move {
	for p := range Provinces {
		if s.owns(seat, p) && ok(p) {
			dst = append(dst, mv(kind, p, 0, 0))
		}
	}
	return dst
}

func (s *State) startKnight(seat, p int, log *rules.Recorder) {
	s.c.Guard[p] |= gKnight
	s.pop()
	if log != nil {
		log.Add(EvKnightPlaced, "start", rules.Seat(seat), fmt.Sprintf("%s places a start knight in %s", who(seat), provinceName[p]), KnightPlaced{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
}

// peekWaits: a ruler looks at two stacks at setup, while any is left unseen.
func (s *State) peekWaits(t *task) bool {
	seat := int(t.Seat)
	if t.A == 0 || len(s.ownLegal(nil, mvLook, seat, func(p int) bool { return s.c.Known[p]&bit(seat) == 0 })) == 0 {
		s.pop()
		return false
	}
	return true
}

// look shows a stack to its owner, who then puts it in order.
func (s *State) look(seat, p int, log *rules.Recorder) {
	s.c.Known[p] |= bit(seat)
	s.push(task{K: tkOrder, Seat: int8(seat), A: int8(p)})
	if log != nil {
		log.Secret(EvStackLooked, "buy", rules.Seat(seat), fmt.Sprintf("%s looks at the stack of %s", who(seat), provinceName[p]), Looked{Seat: rules.Seat(seat), Province: p},
			fmt.Sprintf("%s looks at the stack of %s: %s (top first)", who(seat), provinceName[p], s.stackWords(p)), Looked{Seat: rules.Seat(seat), Province: p, Stack: s.stackTiles(p)}, pp(p))
	}
}

// orderLegal lists every distinct order of the stack, top first.
func (s *State) orderLegal(dst []rules.Move, p int) []rules.Move {
	n := int(s.c.StackN[p])
	tiles := make([]Tile, n)
	for i := range n {
		tiles[i] = s.c.Stack[p][n-1-i]
	}
	slices.Sort(tiles)
	for {
		dst = append(dst, orderMove(p, tiles))
		if !nextPermutation(tiles) {
			return dst
		}
	}
}

// nextPermutation steps tiles to the next order in lexical order; false
// after the last.
func nextPermutation(t []Tile) bool {
	i := len(t) - 2
	for i >= 0 && t[i] >= t[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(t) - 1
	for t[j] <= t[i] {
		j--
	}
	t[i], t[j] = t[j], t[i]
	slices.Reverse(t[i+1:])
	return true
}

// order lays the stack as chosen; only its owner knows it now.
func (s *State) order(seat int, m rules.Move, log *rules.Recorder) {
	p, tiles := orderOf(m)
	n := len(tiles)
	for i, t := range tiles {
		s.c.Stack[p][n-1-i] = t
	}
	s.c.Known[p] = bit(seat)
	s.pop()
	if log != nil {
		log.Add(EvStackOrdered, "buy", rules.Seat(seat), fmt.Sprintf("%s puts the stack of %s back in an order of their choosing", who(seat), provinceName[p]), AtProvince{Seat: rules.Seat(seat), Province: p}, pp(p))
	}
}

// shuffleUnseen shuffles every stack nobody looked at at setup (its owner
// may shuffle it; the program always does, so the knight on top tells
// nobody anything).
func (s *State) shuffleUnseen(log *rules.Recorder) {
	r := s.r()
	var shuffled []int
	for p := range Provinces {
		if s.c.Known[p] == 0 {
			st := s.c.Stack[p][:s.c.StackN[p]]
			r.Shuffle(len(st), func(i, j int) { st[i], st[j] = st[j], st[i] })
			if log != nil {
				shuffled = append(shuffled, p)
			}
		}
	}
	if log != nil {
		log.Add(EvStacksShuffled, "setup", rules.NoSeat, "The stacks nobody looked at are shuffled", StacksShuffled{Provinces: shuffled})
	}
}

// takeTop turns up the top tile of a stack.
func (s *State) takeTop(p int) Tile {
	s.c.StackN[p]--
	t := s.c.Stack[p][s.c.StackN[p]]
	s.c.Stack[p][s.c.StackN[p]] = NoTile
	s.c.Out[t]++
	if s.c.StackN[p] == 0 {
		s.c.Known[p] = 0
	}
	return t
}

// lose gives a province to the dragon: its coat, its stack (turned up as
// it goes) and whatever stands there leave the board.
func (s *State) lose(p int, log *rules.Recorder) {
	s.c.Lost[p] = true
	seat := int(s.c.Owner[p])
	s.c.Owner[p] = -1
	s.c.Guard[p], s.c.MarkOrd[p] = 0, 0
	if log != nil { // the stack is told before it goes
		text := fmt.Sprintf("%s of %s is burnt to ashes", provinceName[p], who(seat))
		if words := s.stackWords(p); words != "" {
			text += "; its stack held " + words
		}
		log.Add(EvProvinceLost, "attack", rules.Seat(seat), text, ProvinceLost{Owner: rules.Seat(seat), Province: p, Stack: s.stackTiles(p)}, pp(p))
		log.Reveal()
	}
	for s.c.StackN[p] > 0 {
		s.takeTop(p)
	}
	s.c.Known[p] = 0
}

// stackWords lists a stack top first.
func (s *State) stackWords(p int) string {
	out := ""
	for i := int(s.c.StackN[p]) - 1; i >= 0; i-- {
		if out != "" {
			out += ", "
		}
		out += tileNames[s.c.Stack[p][i]]
	}
	return out
}
