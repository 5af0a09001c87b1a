package cronberg

import (
	"fmt"

	"embers/rules"
)

// Apply plays m and returns what happened, or an *rules.IllegalMove that
// says why not (the state is then unchanged).
func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if err := s.refuse(m); err != nil {
		return nil, err
	}
	rec := &rules.Recorder{Places: eventPlaces}
	s.do(m, rec)
	return rec.List, nil
}

// Play is Apply without events.
func (s *State) Play(m rules.Move) error {
	if err := s.refuse(m); err != nil {
		return err
	}
	s.do(m, nil)
	return nil
}

func (s *State) illegal(m rules.Move, rule, format string, args ...any) error {
	return &rules.IllegalMove{Move: formatMove(m), Reason: fmt.Sprintf(format, args...), Rule: rule}
}

// refuse explains why m is not legal now, or returns nil.
func (s *State) refuse(m rules.Move) error {
	if s.phase == phaseOver {
		return s.illegal(m, RuleEnd, "the game is over")
	}
	if s.masked {
		return s.illegal(m, RuleRhombus, "this is a seat's view with the pile's order hidden; determinize it before playing on it")
	}
	if !validMove(m) {
		return s.illegal(m, RuleTurn, "no such move; write token 17, draw, lay c3 c4 or pass")
	}
	k, a, b := decodeMove(m)
	if s.phase == phaseLay && k != mvLay {
		return s.illegal(m, RuleRhombus, "you drew the %s; lay it on two free adjacent triangles first", rhombi[s.drawn].Name)
	}
	switch k {
	case mvToken:
		return s.refuseToken(m, a)
	case mvDraw:
		return s.refuseDraw(m)
	case mvLay:
		return s.refuseLay(m, a, b)
	}
	if s.canAct(s.toMove) {
		return s.illegal(m, RuleTurn, "you may pass only when you can neither place a token nor lay a rhombus")
	}
	return nil
}

func (s *State) refuseToken(m rules.Move, c int) error {
	switch {
	case s.hand[s.toMove] == 0:
		return s.illegal(m, RuleToken, "all your tokens are on the board; one comes back when it is scored or driven away")
	case s.token[c] != 0:
		return s.illegal(m, RuleToken, "crossing %s already has a token", crossNames[c])
	case s.closed[c]:
		return s.illegal(m, RuleToken, "crossing %s touches an activated guard; no token may stand there again", crossNames[c])
	case !s.hasFree(c):
		return s.illegal(m, RuleToken, "every triangle at crossing %s is built over; a token needs at least one free triangle", crossNames[c])
	}
	return nil
}

func (s *State) refuseDraw(m rules.Move) error {
	switch {
	case s.pileN == 0:
		return s.illegal(m, RuleRhombus, "the pile is empty")
	case !s.freePair():
		return s.illegal(m, RuleRhombus, "no two free adjacent triangles are left, so no rhombus can be laid")
	}
	return nil
}

func (s *State) refuseLay(m rules.Move, t, u int) error {
	switch {
	case s.phase != phaseLay:
		return s.illegal(m, RuleRhombus, "draw a rhombus first, then lay it")
	case s.tile[t] != noTile:
		return s.illegal(m, RuleRhombus, "triangle %s is already built over", triName[t])
	case s.tile[u] != noTile:
		return s.illegal(m, RuleRhombus, "triangle %s is already built over", triName[u])
	}
	return nil
}

// do plays a legal move.
func (s *State) do(m rules.Move, rec *rules.Recorder) {
	k, a, b := decodeMove(m)
	switch k {
	case mvToken:
		s.placeToken(a, rec)
	case mvDraw:
		s.draw(rec)
		return // the same seat lays it
	case mvLay:
		s.lay(a, b, rec)
	case mvPass:
		if rec != nil {
			rec.Add(EvPassed, RuleTurn, s.toMove, rules.SeatRef(s.toMove)+" cannot place a token or lay a rhombus, and passes",
				Passed{Seat: s.toMove, Reason: s.passReason()})
		}
	}
	s.nextTurn(rec)
}

func (s *State) passReason() string {
	if s.hand[s.toMove] == 0 {
		return "no tokens in hand, and no rhombus can be laid"
	}
	return "no crossing is open for a token, and no rhombus can be laid"
}

func (s *State) placeToken(c int, rec *rules.Recorder) {
	seat := s.toMove
	s.token[c] = int8(seat) + 1
	s.hand[seat]--
	if rec != nil {
		rec.Add(EvTokenPlaced, RuleToken, seat, fmt.Sprintf("%s places a token on crossing %s", rules.SeatRef(seat), crossNames[c]),
			TokenPlaced{Seat: seat, Crossing: c, InHand: int(s.hand[seat])})
	}
}

func (s *State) draw(rec *rules.Recorder) {
	s.pileN--
	s.drawn = s.pile[s.pileN]
	s.pile[s.pileN] = noTile
	s.phase = phaseLay
	if rec != nil {
		r := rhombi[s.drawn]
		e := rec.Add(EvTileDrawn, RuleRhombus, s.toMove,
			fmt.Sprintf("%s draws the %s (%+d / %+d)", rules.SeatRef(s.toMove), r.Name, r.Blunt(), r.Sharp()),
			TileDrawn{Seat: s.toMove, Tile: int(s.drawn), Name: r.Name, Blunt: r.Blunt(), Sharp: r.Sharp(), PileLeft: int(s.pileN)})
		e.Reveal = true
	}
}

// lay puts the drawn rhombus on t and u, then scores surrounded tokens
// (rule 3.3) and activates isolated triangles (rule 3.4).
func (s *State) lay(t, u int, rec *rules.Recorder) {
	tile := s.drawn
	s.tile[t], s.tile[u] = tile, tile
	s.mate[t], s.mate[u] = int8(u), int8(t)
	s.drawn = noTile
	s.laid++
	s.phase = phaseTurn
	corners := Corners(int(tile), t, u)
	if rec != nil {
		r := rhombi[tile]
		rec.Add(EvTileLaid, RuleRhombus, s.toMove,
			fmt.Sprintf("%s lays the %s on %s and %s", rules.SeatRef(s.toMove), r.Name, triName[t], triName[u]),
			TileLaid{Seat: s.toMove, Tile: int(tile), Name: r.Name, Triangles: [2]int{t, u}, Corners: corners})
	}
	for _, c := range corners {
		if s.token[c.Crossing] != 0 && s.surrounded(c.Crossing) {
			s.scoreSurrounded(c.Crossing, rec)
		}
	}
	s.isolateAround(t, rec)
	s.isolateAround(u, rec)
	if s.pileN == 0 {
		s.emptyPile(rec)
	}
}

// nextTurn passes the turn on, or ends the game when nobody can act.
func (s *State) nextTurn(rec *rules.Recorder) {
	if !s.anyoneCanAct() {
		s.finish(rec)
		return
	}
	s.toMove = (s.toMove + 1) % rules.Seat(s.players)
}
