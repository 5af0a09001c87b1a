package burnttoashes

import "fmt"

// The position travels as a compact run of bytes (base64 in the save's
// JSON): one byte a field, in the order fields below visits them, so the
// encoder and the decoder cannot drift apart. JSON field by field cost the
// random-play harness three quarters of its time.

// visitor reads or writes every byte of a position (a concrete type, so
// that visiting allocates nothing).
type visitor struct {
	reading bool
	buf     []byte
	err     error
}

func (c *core) fields(v *visitor) {
	v.i8(&c.Players, &c.Year, &c.Regent)
	v.flag(&c.Coop, &c.StartHelp)
	for p := range Provinces {
		v.i8(&c.Owner[p], &c.StackN[p], &c.MarkOrd[p])
		v.flag(&c.Lost[p])
		v.u8(&c.Known[p], &c.Guard[p])
		for i := range stackMax {
			v.i8((*int8)(&c.Stack[p][i]))
		}
	}
	for k := range tileKinds {
		v.i8(&c.Out[k])
	}
	for seat := range MaxPlayers {
		v.i8(&c.Quota[seat], &c.Power[seat], &c.Treas[seat], &c.HandN[seat], &c.OfferN[seat], &c.Debt[seat],
			&c.FHandN[seat], &c.Hunt[seat], &c.Gave[seat])
		for g := range 4 {
			v.i8(&c.Hand[seat][g], &c.Offer[seat][g])
		}
		for k := range Kinds {
			v.i8(&c.FHand[seat][k])
		}
	}
	for g := range 4 {
		v.i8(&c.Discard[g], &c.Paid[g], &c.Change[g])
	}
	v.i8(&c.AsideN, &c.AsideV, &c.Pawn, &c.FDeckN)
	for i := range Paths {
		v.i8(&c.Slot[i])
		v.flag(&c.Red[i], &c.Shown[i])
		v.u8(&c.Seen[i])
	}
	for i := range FollowerN {
		v.i8(&c.FDeck[i])
	}
	for i := range displaySize {
		v.i8(&c.Display[i])
	}
	for k := range Kinds {
		v.i8(&c.FOut[k])
	}
	v.flag(&c.Gained, &c.AbbotOn, &c.Cheap, &c.NoGear, &c.Struck, &c.Stopped, &c.Prevent, &c.Changed, &c.Over, &c.DragonWon)
	v.u8(&c.Agit, &c.Status, &c.Tied)
	v.i8(&c.HitsOn, &c.Victor, &c.Attacks, &c.Laid, &c.Decoy, &c.FightP, &c.Last, &c.Round, &c.Dir, &c.Gift, &c.Top,
		&c.SageTo, &c.Final, &c.Winner, &c.AgendaN, &c.Viewer)
	for k := range cardKinds {
		v.i8(&c.Deck[k], &c.Shown4[k])
	}
	for i := range c.Agenda {
		t := &c.Agenda[i]
		v.i8(&t.K, &t.Seat, &t.A, &t.B)
	}
}

func (v *visitor) byte(x byte) byte {
	if !v.reading {
		v.buf = append(v.buf, x)
		return x
	}
	if len(v.buf) == 0 {
		v.err = fmt.Errorf("the position ends too soon")
		return 0
	}
	b := v.buf[0]
	v.buf = v.buf[1:]
	return b
}

func (v *visitor) i8(xs ...*int8) {
	for _, x := range xs {
		*x = int8(v.byte(byte(*x)))
	}
}

func (v *visitor) u8(xs ...*uint8) {
	for _, x := range xs {
		*x = v.byte(*x)
	}
}

func (v *visitor) flag(xs ...*bool) {
	for _, x := range xs {
		b := byte(0)
		if *x {
			b = 1
		}
		b = v.byte(b)
		if b > 1 {
			v.err = fmt.Errorf("a yes-or-no field holds %d", b)
		}
		*x = b == 1
	}
}

func (c *core) marshal() []byte {
	v := visitor{buf: make([]byte, 0, 1024)}
	c.fields(&v)
	return v.buf
}

func (c *core) unmarshal(b []byte) error {
	v := visitor{reading: true, buf: b}
	c.fields(&v)
	if v.err == nil && len(v.buf) > 0 {
		v.err = fmt.Errorf("%d bytes too many in the position", len(v.buf))
	}
	return v.err
}
