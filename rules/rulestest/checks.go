package rulestest

import (
	"bytes"
	"errors"
	"hash/fnv"
	"runtime/debug"

	"embers/rules"
)

func stack() string { return string(debug.Stack()) }

func fingerprint(b []byte) uint64 {
	h := fnv.New64a()
	h.Write(b)
	return h.Sum64()
}

// checkState checks every promise that holds at a single state.
func (p *player) checkState() *Failure {
	s := p.s
	if err := s.Check(); err != nil {
		return p.fail("invariant check: %v", err)
	}
	enc := s.Encode()
	p.steps = append(p.steps, fingerprint(enc))
	legal := s.Legal(nil)
	r := s.Result()
	if f := p.checkTurn(legal, r); f != nil {
		return f
	}
	if f := p.checkEncoding(enc); f != nil {
		return f
	}
	if f := p.checkClone(enc, legal); f != nil {
		return f
	}
	if f := p.checkIllegal(enc, legal); f != nil {
		return f
	}
	if f := p.checkNotation(legal); f != nil {
		return f
	}
	if f := p.checkChance(enc, legal); f != nil {
		return f
	}
	if f := p.checkDecision(legal); f != nil {
		return f
	}
	if f := p.checkResult(r); f != nil {
		return f
	}
	return p.checkViews(enc, legal)
}

func (p *player) checkTurn(legal []rules.Move, r rules.Result) *Failure {
	s := p.s
	over := r.Over
	if over != (s.ToMove() == rules.NoSeat) {
		return p.fail("Result().Over=%v but ToMove()=%d", over, s.ToMove())
	}
	if over != (len(legal) == 0) {
		return p.fail("Result().Over=%v but %d legal moves", over, len(legal))
	}
	if _, chancer := s.(rules.Chancer); !over && s.ToMove() == rules.Chance && !chancer {
		return p.fail("ToMove() is Chance, but the state does not implement rules.Chancer")
	}
	if !over && s.ToMove() != rules.Chance && (s.ToMove() < 0 || int(s.ToMove()) >= p.setup.Players) {
		return p.fail("ToMove()=%d is not a seat", s.ToMove())
	}
	set := make(map[rules.Move]bool, len(legal))
	for _, m := range legal {
		if set[m] {
			return p.fail("legal move %q listed twice", s.FormatMove(m))
		}
		set[m] = true
		if !p.known[m] {
			p.known[m] = true
			p.seen = append(p.seen, m)
		}
	}
	if !over {
		return nil
	}
	if len(r.Scores) != p.setup.Players {
		return p.fail("result has %d scores for %d players", len(r.Scores), p.setup.Players)
	}
	if r.Lost && len(r.Winners) > 0 {
		return p.fail("result is lost by everyone but names winners %v", r.Winners)
	}
	if !r.Lost && len(r.Winners) == 0 {
		return p.fail("result is not lost but has no winners")
	}
	for _, w := range r.Winners {
		if w < 0 || int(w) >= p.setup.Players {
			return p.fail("winner %d is not a seat", w)
		}
	}
	return nil
}

func (p *player) checkEncoding(enc []byte) *Failure {
	d, err := p.g.Decode(enc)
	if err != nil {
		return p.fail("Decode(Encode()): %v", err)
	}
	if again := d.Encode(); !bytes.Equal(again, enc) {
		return p.fail("encode → decode → encode differs:\n%s\n%s", enc, again)
	}
	// Damaged input must give an error, never a panic.
	for _, bad := range [][]byte{enc[:len(enc)/2], append(append([]byte{}, enc...), '}'), nil} {
		if _, err := p.g.Decode(bad); err == nil {
			return p.fail("Decode accepted damaged input %q", truncate(bad))
		}
	}
	return nil
}

func truncate(b []byte) string {
	if len(b) > 60 {
		return string(b[:60]) + "..."
	}
	return string(b)
}

func (p *player) checkClone(enc []byte, legal []rules.Move) *Failure {
	c := p.s.Clone()
	if !bytes.Equal(c.Encode(), enc) {
		return p.fail("Clone differs from the original")
	}
	if len(legal) == 0 {
		return nil
	}
	if err := c.Play(legal[p.rng.IntN(len(legal))]); err != nil {
		return p.fail("a legal move failed on a clone: %v", err)
	}
	if !bytes.Equal(p.s.Encode(), enc) {
		return p.fail("playing on a clone changed the original")
	}
	return nil
}

// checkIllegal tries moves that were legal elsewhere in this game (and a
// random code) and expects each to be refused without any change.
func (p *player) checkIllegal(enc []byte, legal []rules.Move) *Failure {
	set := make(map[rules.Move]bool, len(legal))
	for _, m := range legal {
		set[m] = true
	}
	tries := []rules.Move{rules.Move(p.rng.Uint64())}
	for i := 0; i < 8*p.o.Illegal && len(tries) <= p.o.Illegal && len(p.seen) > 0; i++ {
		if m := p.seen[p.rng.IntN(len(p.seen))]; !set[m] {
			tries = append(tries, m)
		}
	}
	for _, m := range tries {
		if set[m] {
			continue
		}
		_, err := p.s.Apply(m)
		var ill *rules.IllegalMove
		if err == nil {
			return p.fail("illegal move %q (code %d) was accepted", p.s.FormatMove(m), m)
		}
		if !errors.As(err, &ill) || ill.Reason == "" {
			return p.fail("illegal move %q refused without an *IllegalMove reason: %v", p.s.FormatMove(m), err)
		}
		if err := p.s.Play(m); err == nil {
			return p.fail("illegal move %q accepted by Play", p.s.FormatMove(m))
		}
		if !bytes.Equal(p.s.Encode(), enc) {
			return p.fail("refused move %q changed the state", p.s.FormatMove(m))
		}
	}
	return nil
}

func (p *player) checkNotation(legal []rules.Move) *Failure {
	mover := p.s.ToMove()
	for _, m := range legal {
		text := p.s.FormatMove(m)
		back, err := p.s.ParseMove(text)
		if err != nil {
			return p.fail("ParseMove(%q): %v", text, err)
		}
		if back != m {
			return p.fail("ParseMove(FormatMove(m)) changed %q", text)
		}
		if !rules.IsSeat(mover) { // a chance outcome has no mover to observe it
			continue
		}
		if o := p.s.Observe(m, mover); o != m {
			return p.fail("the mover observes %q as %q", text, p.s.FormatMove(o))
		}
	}
	return nil
}

// checkViews: a seat's view must not change when everything it cannot see
// is resampled, and the mover's legal moves must not depend on hidden facts.
func (p *player) checkViews(enc []byte, legal []rules.Move) *Failure {
	mover := p.s.ToMove()
	seats := []rules.Seat{rules.Seat(p.rng.IntN(p.setup.Players))}
	if rules.IsSeat(mover) && mover != seats[0] {
		seats = append(seats, mover)
	}
	for _, seat := range seats {
		v := p.s.View(seat)
		venc := v.Encode()
		if !bytes.Equal(p.s.Encode(), enc) {
			return p.fail("View(%d) changed the state", seat)
		}
		for _, from := range []rules.State{p.s, v} {
			d := from.Determinize(seat, p.rng)
			if err := d.Check(); err != nil {
				return p.fail("a determinization for seat %d fails its check: %v", seat, err)
			}
			if !bytes.Equal(d.View(seat).Encode(), venc) {
				return p.fail("seat %d's view changed when its hidden facts were resampled:\n%s\n%s",
					seat, venc, d.View(seat).Encode())
			}
			if seat == mover && !sameMoves(d.Legal(nil), legal) {
				return p.fail("the mover's legal moves depend on facts hidden from the mover")
			}
			if f := p.checkWindowHidden(d, seat); f != nil {
				return f
			}
		}
	}
	pub := p.s.View(rules.NoSeat).Encode()
	for seat := 0; seat < p.setup.Players; seat++ {
		if !bytes.Equal(p.s.View(rules.Seat(seat)).View(rules.NoSeat).Encode(), pub) {
			return p.fail("the public view differs from the public part of seat %d's view", seat)
		}
	}
	return nil
}

func sameMoves(a, b []rules.Move) bool {
	if len(a) != len(b) {
		return false
	}
	set := make(map[rules.Move]bool, len(a))
	for _, m := range a {
		set[m] = true
	}
	for _, m := range b {
		if !set[m] {
			return false
		}
	}
	return true
}

// step plays m with Apply, and checks Play gives the same state and that
// every event is well formed.
func (p *player) step(m rules.Move) *Failure {
	text := p.s.FormatMove(m)
	c := p.s.Clone()
	events, err := p.s.Apply(m)
	p.moves = append(p.moves, text)
	p.codes = append(p.codes, m)
	if err != nil {
		return p.fail("legal move %q refused: %v", text, err)
	}
	if f := p.checkPlaces(c, m, events); f != nil { // c is still the state before m
		return f
	}
	if err := c.Play(m); err != nil {
		return p.fail("Play refused %q that Apply accepted: %v", text, err)
	}
	if !bytes.Equal(c.Encode(), p.s.Encode()) {
		return p.fail("Play and Apply of %q give different states", text)
	}
	if len(events) == 0 {
		return p.fail("move %q produced no events", text)
	}
	for i, e := range events {
		if e.Kind == "" || e.Rule == "" || e.Text == "" {
			return p.fail("event %d of %q lacks a kind, rule or text: %+v", i, text, e)
		}
		pub := e.For(rules.NoSeat)
		if pub.SecretText != "" || pub.SecretData != nil {
			return p.fail("event %d of %q shows its secret publicly", i, text)
		}
	}
	return nil
}

// checkReplay: the same setup and moves must give the same game, state by
// state, both from the codes and from the notation.
func (p *player) checkReplay() *Failure {
	for pass, fromText := range []bool{false, true} {
		s, err := p.g.New(p.setup)
		if err != nil {
			return p.fail("replay New: %v", err)
		}
		for i := range p.codes {
			if fingerprint(s.Encode()) != p.steps[i] {
				return p.fail("replay %d differs before move %d %q", pass, i+1, p.moves[i])
			}
			m := p.codes[i]
			if fromText {
				if m, err = s.ParseMove(p.moves[i]); err != nil {
					return p.fail("replay: cannot read move %d %q: %v", i+1, p.moves[i], err)
				}
			}
			if err := s.Play(m); err != nil {
				return p.fail("replay: move %d %q refused: %v", i+1, p.moves[i], err)
			}
		}
		if fingerprint(s.Encode()) != p.steps[len(p.steps)-1] {
			return p.fail("replay %d ends in a different state", pass)
		}
	}
	return nil
}
