package trekronor

import (
	"strings"
	"testing"

	"embers/rules/rulestest"
)

func TestPlaceRules(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").corridorFire("d2").servants("d1=Y").toMove('B').done()
	refused(t, s, "place a0", "5.1")   // a well
	refused(t, s, "place b1", "5.1")   // a hall square
	refused(t, s, "place d1", "5.1")   // taken
	refused(t, s, "place d2", "5.1")   // on fire
	refused(t, s, "place e0", "5.1")   // next to nothing
	refused(t, s, "spread A", "5")     // act first
	rulestest.Play(t, s, "place d0")   // next to yellow's servant
	refused(t, s, "place b0", "5.4.1") // now the spread marker is due
	rulestest.Play(t, s, "spread A")
}

func TestPlaceNeedsServantInHand(t *testing.T) {
	s := newPos(t, 5).hall("B2", "f+a . . .").servants("b0=B c0=B d0=B e0=B f0=B").toMove('B').done()
	im := refused(t, s, "place a1", "5.1")
	if !strings.Contains(im.Reason, "no servants left") {
		t.Fatalf("reason %q", im.Reason)
	}
}

func TestMoveOnlyOwnServants(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=Y").toMove('B').done()
	refused(t, s, "move c0 a1", "5.1")
	refused(t, s, "move b0 b0", "5.1")
	rulestest.Play(t, s, "move b0 a1") // a1 touches the sw well
	if s.owner(sq("a1")) != 0 || s.owner(sq("b0")) >= 0 {
		t.Fatal("servant did not move")
	}
}

// The lifted servant does not count as its own neighbour.
func TestMoveJudgedWithServantLifted(t *testing.T) {
	s := newPos(t, 3).hall("B2", "f+a . . .").servants("e0=B").toMove('B').done()
	refused(t, s, "move e0 f0", "5.1")
	rulestest.Play(t, s, "move e0 b0")
}

// The only connection between a well and a burning hall may not be broken;
// a move that keeps it (or makes another) is fine; a hall without fire is free.
func TestOnlyConnectionRule(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=B c0=Y d0=R d1=B").toMove('B').done()
	im := refused(t, s, "move b0 a1", "5.1")
	if !strings.Contains(im.Reason, "A1") {
		t.Fatalf("reason %q should name the hall", im.Reason)
	}
	refused(t, s, "move d1 e0", "5.1")
	// A second chain to A1 through b3 frees d1.
	s = newPos(t, 3).hall("A1", "f+a . . .").servants("b0=B c0=Y d0=R d1=B a1=Y a2=Y a3=R b3=R").toMove('B').done()
	rulestest.Play(t, s, "move d1 e0")
	// Moving the door servant to the other door of the same hall keeps it connected.
	s = newPos(t, 3).hall("A1", "f+a . . .").servants("a1=Y a2=Y a3=R b3=B c3=R").toMove('B').done()
	refused(t, s, "move b3 e0", "5.1")
	// Without fire in A1 nothing is protected.
	s = newPos(t, 3).hall("B2", "f+a . . .").servants("b0=B c0=Y d0=R d1=B").toMove('B').done()
	rulestest.Play(t, s, "move d1 e0")
}

// Only-connection: a destination that rebuilds the link is allowed.
func TestOnlyConnectionDestinationRebuilds(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=Y c0=Y d0=Y d1=B a1=Y a2=Y a3=R").toMove('B').done()
	refused(t, s, "move d1 e0", "5.1")
	rulestest.Play(t, s, "move d1 b3") // A1's other door, next to a3
}

func TestDouseRules(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").hall("C3", "f+a . . .").corridorFire("d2").
		servants("b0=B c0=Y d0=Y d1=Y").toMove('B').done()
	refused(t, s, "douse C3 sw", "5.2") // not reached
	refused(t, s, "douse A2 sw", "5.2") // no fire there
	refused(t, s, "douse A1 se", "5.2") // chain does not touch se
	refused(t, s, "douse e3 sw", "5.2") // no fire on e3
	rulestest.Play(t, s, "douse d2 sw") // next to d1 in the chain
	if s.fire.has(sq("d2")) || s.bucket[0] {
		t.Fatal("d2 should be out and the sw bucket taken")
	}
	rulestest.Play(t, s, "spread A")
	// Yellow's own servants are in the chain, but the bucket is gone.
	refused(t, s, "douse A1 sw", "5.2")
}

// A chain with none of the mover's servants does not let the mover douse.
func TestDouseNeedsOwnServant(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=Y c0=Y d0=Y d1=Y").toMove('B').done()
	im := refused(t, s, "douse A1 sw", "5.2")
	if !strings.Contains(im.Reason, "servant of yours") {
		t.Fatalf("reason %q", im.Reason)
	}
}

// The player chooses among the bucketed wells the chain touches.
func TestDouseChoosesWell(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a f+a . .").servants("a1=B b0=B c0=B d0=B d1=B").toMove('B').done()
	n := 0
	for _, m := range s.Legal(nil) {
		if k, a, _, _ := decodeMove(m); k == mvDouse && a == hallTarget {
			n++
		}
	}
	if n != 1 {
		t.Fatalf("%d ways to douse A1, want 1 (only sw touches)", n)
	}
	// A chain from sw to se reaching B1 offers both wells.
	s = newPos(t, 3).hall("B1", "f+a . . .").
		servants("b0=B c0=B d0=B e0=Y f0=Y g0=Y h0=R i0=R g1=R g2=R").toMove('B').done()
	n = 0
	for _, m := range s.Legal(nil) {
		if k, a, _, _ := decodeMove(m); k == mvDouse && a == hallTarget+3 {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d ways to douse B1, want 2 (sw and se)", n)
	}
	rulestest.Play(t, s, "douse B1 se")
	if s.bucket[1] || !s.bucket[0] {
		t.Fatal("only the se bucket should be taken")
	}
}

func TestMarkerRules(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a f+a f+a .").hall("B2", "f+a . . .").
		servants("b0=B c0=Y d0=R d1=B").toMove('B').done()
	refused(t, s, "save A1", "5.3") // 3 fire
	refused(t, s, "save A2", "5.3") // no fire
	s = newPos(t, 3).hall("A1", "f+a a a .").servants("b0=B c0=Y d0=R d1=B").toMove('B').done()
	refused(t, s, "steal A1", "5.3") // burnt down
	s = newPos(t, 3).hall("A1", "f+a Bs . .").hall("B2", "f+a . . .").servants("b0=Y c0=Y d0=R d1=B").toMove('B').done()
	refused(t, s, "save A1", "5.3") // already a marker, one servant
	refused(t, s, "steal A1 stack", "5.3")
	s = newPos(t, 3).hall("A1", "f+a . . .").hall("C1", "Bs+a Bs+a . .").hall("C2", "Bs+a . . .").
		servants("b0=Y c0=Y d0=R d1=B").toMove('B').done()
	refused(t, s, "save A1", "5.3") // all three saves used
	rulestest.Play(t, s, "steal A1")
	if got := hallCells(s, "A1"); got != "f+a Bt . ." {
		t.Fatalf("A1 = %q", got)
	}
	// Reach needs a chain that touches a well.
	s = newPos(t, 3).hall("A1", "f+a . . .").servants("d0=R d1=B").toMove('B').done()
	refused(t, s, "save A1", "5.3")
}

// With two own servants in connected chains, a second marker and a stacked
// marker are allowed (the T4 follow-up).
func TestStackException(t *testing.T) {
	s := newPos(t, 4).hall("A1", "a f+a Bs Rt").servants("b0=B c0=Y d0=R d1=G").toMove('G').done()
	refused(t, s, "save A1 stack", "5.3")
	s = newPos(t, 4).hall("A1", "a f+a Bs Rt").servants("b0=B c0=G d0=R d1=G").toMove('G').done()
	refused(t, s, "save A1", "5.3") // no empty square
	rulestest.Play(t, s, "save A1 stack")
	if got := hallCells(s, "A1"); got != "a f+a Bs+Gs Rt" {
		t.Fatalf("A1 = %q", got)
	}
	// A second unstacked marker of one's own is allowed too.
	s = newPos(t, 4).hall("A1", "f+a Gs . .").servants("b0=G c0=G d0=R d1=G").toMove('G').done()
	rulestest.Play(t, s, "steal A1")
	if got := hallCells(s, "A1"); got != "f+a Gs Gt ." {
		t.Fatalf("A1 = %q", got)
	}
	legal := map[string]bool{}
	for _, m := range s.Legal(nil) {
		legal[formatMove(m)] = true
	}
	if len(legal) != 6 {
		t.Fatalf("spread phase should list 6 markers, got %v", legal)
	}
}

func TestPassOnlyWhenNothingElse(t *testing.T) {
	s := newPos(t, 3).hall("A1", "f+a . . .").servants("b0=B").toMove('B').done()
	im := refused(t, s, "pass", "5")
	if !strings.Contains(im.Reason, "only when no action") {
		t.Fatalf("reason %q", im.Reason)
	}
	// Blue has every servant on the board, each the only link to a hall
	// with 3 fire; no bucket is left. Blue can only pass.
	s = newPos(t, 4).hall("A1", "f+a f+a f+a .").hall("C1", "f+a f+a f+a .").hall("A3", "f+a f+a f+a .").
		servants("b0=B c0=B d0=Y d1=B j1=Y j2=Y j3=B i3=B a8=Y a7=B a6=Y b6=Y").
		noBuckets("sw", "se", "nw", "ne").toMove('B').done()
	if l := s.Legal(nil); len(l) != 1 || l[0] != PassMove {
		var names []string
		for _, m := range l {
			names = append(names, formatMove(m))
		}
		t.Fatalf("legal %v, want only pass", names)
	}
	ev := rulestest.Play(t, s, "pass")
	if ev[0].Kind != EvPassed || !s.InSpreadPhase() {
		t.Fatal("pass should lead to the spread marker")
	}
}
