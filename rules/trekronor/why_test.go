package trekronor

import (
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

// why reads a move in notation and returns WhyMove for it.
func why(t *testing.T, s *State, text string) string {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	return s.WhyMove(m)
}

func wantWhy(t *testing.T, s *State, move, want string) {
	t.Helper()
	if got := why(t, s, move); got != want {
		t.Errorf("WhyMove(%s) = %q\n                want %q", move, got, want)
	}
}

// The rulebook's §5.1 example: Green's servant on d1 finishes the chain
// from the south-west well to the door of A1.
func TestWhyPlaceLinksAWellToAFire(t *testing.T) {
	s := newPos(t, 4).hall("A1", "f+a f+a . .").hall("B2", ". . . .").
		servants("b0=B c0=Y d0=R").toMove('G').done()
	wantWhy(t, s, "place d1", "places a servant on d1: your chain now links the sw well to burning hall A1 (2 fire)")
	wantWhy(t, s, "place e0", "places a servant on e0 on a chain from the sw well: one servant short of the door of A1 (2 fire)")
	wantWhy(t, s, "place a1", "places a servant on a1 on a chain from the sw well: 3 servants short of the door of A1 (2 fire)")
	cut := newPos(t, 4).hall("A1", "f+a f+a . .").hall("B2", ". . . .").servants("d2=B").toMove('G').done()
	wantWhy(t, cut, "place d1", "places a servant on d1, at the door of A1 (2 fire), though no chain links it to a well yet")
}

func TestWhyMoveAndCorridorFire(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").corridorFire("e3").
		servants("b0=B c0=B d0=B").toMove('B').done()
	wantWhy(t, s, "place e0", "places a servant on e0 on a chain from the sw well: 3 servants short of the fire on e3")
	// b0 was the chain's link to the well: moved away, the chain has none.
	wantWhy(t, s, "move b0 e0", "moves a servant from b0 to e0: 3 servants short of the fire on e3")
}

func TestWhyDouse(t *testing.T) {
	s := newPos(t, 4).hall("A1", "f+a f+a . .").hall("B2", "f+a f+a f+a f+a").
		servants("b0=B c0=Y d0=R d1=G").toMove('B').done()
	wantWhy(t, s, "douse A1 sw", "puts out one of the 2 fires in A1 with the sw bucket")
	wantWhy(t, s, "douse B2 sw", "puts out a fire in B2 (4 fire) with the sw bucket before a fifth one bursts into the corridors")
	last := newPos(t, 3).hall("A1", "f+a . . .").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, last, "douse A1 sw", "puts out the last fire on the board with the sw bucket: the castle is saved and, with no marker that scores, everyone shares the win")
	corridor := newPos(t, 3).hall("B2", "f+a . . .").corridorFire("e3").servants("b0=B c0=B d0=B d1=B d2=B d3=B").toMove('B').done()
	wantWhy(t, corridor, "douse e3 sw", "puts out the fire on e3 with the sw bucket, so the corridor is open again")
}

func TestWhyMarkers(t *testing.T) {
	s := newPos(t, 4).hall("A1", "f+a f+a . .").hall("B1", "f+a a Rs .").hall("B2", ". . . .").
		servants("b0=B c0=Y d0=R d1=G").toMove('G').done()
	wantWhy(t, s, "save A1", "saves a possession from A1 (2 fire, 2 ash): +1 if no more ash falls there, −1 once it burns down; no one else has a marker there yet")
	wantWhy(t, s, "steal A1", "steals from A1 (2 fire, 2 ash): −1 as it stands, +1 once it burns down to 3 ash, +2 at 4; no one else has a marker there yet")
	wantWhy(t, s, "save B1", "saves a possession from B1 (1 fire, 2 ash): +1 if no more ash falls there, −1 once it burns down; Red has a marker there too")
	low := newPos(t, 3).hall("A1", "f+a . . .").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, low, "save A1", "saves a possession from A1 (1 fire, 1 ash): +2 if the hall is rescued with at most 1 ash; no one else has a marker there yet")
	two := newPos(t, 3).hall("A1", "f+a Ys Rt .").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, two, "steal A1 stack", "steals from A1 (1 fire, 1 ash), on top of another marker: −2 unless the hall burns down: +1 at 3 ash, +2 at 4; Yellow and Red have markers there too")
}

func TestWhySpread(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").toMove('R').done()
	s.phase = phaseSpread
	wantWhy(t, s, "spread A", "starts the spread pile with A: fire spreads only once letters and numbers meet")
	s = newPos(t, 3).hall("B2", "f+a . . .").pile("B:A Y:B").toMove('R').done()
	s.phase = phaseSpread
	s.pile[0].Known |= 1 << 2 // Red looked at Blue's marker on its last turn
	v := s.View(2).(*State)
	wantWhy(t, v, "spread C", "lays C on a pile of letters: no fire spreads this turn")
	wantWhy(t, v, "spread 2", "lays 2 on a pile holding A: the fire spreads to A2 (x1), and where the marker you have not seen points")
	blind := s.View(0).(*State) // Blue saw only its own A
	wantWhy(t, blind, "spread 1", "lays 1 on a pile holding A: the fire spreads to A1 (x1), and where the marker you have not seen points")
	none := s.View(rules.NoSeat).(*State)
	wantWhy(t, none, "spread 1", "lays spread marker 1 on a pile you have not seen")
	if got := why(t, v, "spread 2"); strings.Contains(got, "B") {
		t.Errorf("Red's view names Yellow's unseen marker: %q", got)
	}
	one := newPos(t, 3).hall("B2", "f+a . . .").pile("Y:A").toMove('R').done()
	one.phase = phaseSpread
	small := "lays 1 on a pile of one you have not seen, taken for a letter: a small spread of one fire, as this table plays"
	wantWhy(t, one.View(2).(*State), "spread 1", small) // nobody has kept a pile of one
	one.noteAnswer(0, false)                            // blue kept one: the table keeps its piles
	wantWhy(t, one.View(2).(*State), "spread 1", "lays spread marker 1 on a pile you have not seen")
}

// Putting out the last fire says what the win is: alone, shared, or how the
// mover's points stand against the others' face-down markers.
func TestWhyLastFireNamesTheWin(t *testing.T) {
	alone := newPos(t, 3).hall("A1", "f+a Bs . .").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, alone, "douse A1 sw", "puts out the last fire on the board with the sw bucket: the castle is saved and your markers score +2; no one else laid one, so you win alone")
	against := newPos(t, 3).hall("A1", "f+a Bs Ys Rt").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, against, "douse A1 sw", "puts out the last fire on the board with the sw bucket: the castle is saved; your markers score +2 against 2 face-down markers of the others")
	behind := newPos(t, 3).hall("A1", "f+a Bt . .").hall("B2", ". . . .").servants("b0=B c0=B d0=B d1=B").toMove('B').done()
	wantWhy(t, behind, "douse A1 sw", "puts out the last fire on the board with the sw bucket: the castle is saved, but your markers score −2 and the others share the win")
}

// A spread that breaks the pile names the halls it sends fire to and whose
// markers lie there: the hint steers fire toward a rival's saves.
func TestWhySpreadNamesTheTargets(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a Ys . .").hall("A2", "f+a Bt . .").pile("Y:A Y:B").toMove('B').done()
	s.phase = phaseSpread
	s.pile[0].Known |= 1
	s.pile[1].Known |= 1
	wantWhy(t, s.View(0).(*State), "spread 2", "lays 2 on a pile holding A, B: the fire spreads to A2 (x1, where your steal is), B2 (x1, where Yellow's marker is)")
}

// Over random games every legal move gets a reason, the same on the full
// state and on the mover's view (a reason never needs a secret), and no
// reason is a format slip.
func TestWhyEveryLegalMove(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for game := range 6 {
		st, _ := Game.New(rules.Setup{Players: 3 + game%3, Seed: uint64(game)})
		s := st.(*State)
		for ply := 0; ply < 400 && s.ToMove() != rules.NoSeat; ply++ {
			view := s.View(s.ToMove()).(*State)
			legal := s.Legal(nil)
			for _, m := range legal {
				full, seen := s.WhyMove(m), view.WhyMove(m)
				if full == "" || strings.Contains(full, "%!") || strings.Contains(full, "??") {
					t.Fatalf("game %d ply %d: bad reason %q for %s", game, ply, full, s.FormatMove(m))
				}
				if k, _, _, _ := decodeMove(m); k != mvSpread && full != seen {
					t.Fatalf("game %d ply %d: %s explained as %q, on the view as %q", game, ply, s.FormatMove(m), full, seen)
				}
			}
			if _, err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
