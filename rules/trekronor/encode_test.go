package trekronor

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"embers/rules"
)

func TestEncodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for g := range 20 {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: uint64(g)})
		s := st.(*State)
		for s.phase != phaseOver {
			for _, x := range []*State{s, s.View(1).(*State), s.View(rules.NoSeat).(*State)} {
				back, err := Game.Decode(x.Encode())
				if err != nil {
					t.Fatalf("decode: %v\n%s", err, x.Encode())
				}
				if *back.(*State) != *x {
					t.Fatalf("round trip changed the state\n%s\n%s", x.Dump(), back.Dump())
				}
			}
			l := s.Legal(nil)
			if err := s.Play(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
		back, err := Game.Decode(s.Encode())
		if err != nil || *back.(*State) != *s {
			t.Fatalf("finished game round trip: %v", err)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := Game.New(rules.Setup{Players: 4, Seed: 9})
	good := string(st.Encode())
	cases := map[string]string{
		"format":    strings.Replace(good, "embers/trekronor-state", "embers/chess", 1),
		"version":   strings.Replace(good, `"version":1`, `"version":7`, 1),
		"players":   strings.Replace(good, `"players":4`, `"players":9`, 1),
		"supply":    strings.Replace(good, `"fireSupply":17`, `"fireSupply":16`, 1),
		"phase":     strings.Replace(good, `"phase":"action"`, `"phase":"dance"`, 1),
		"hand":      strings.Replace(good, `"hand":[6,6,6,6]`, `"hand":[6,6,6,60]`, 1),
		"unknown":   strings.Replace(good, `{"format"`, `{"colour":1,"format"`, 1),
		"truncated": good[:len(good)/2],
		"empty":     "",
		"trailing":  good + "}",
		"masked":    strings.Replace(good, `"buckets"`, `"pile":[{"owner":0,"value":"?","known":[0]}],"x":0,"buckets"`, 1),
	}
	for name, in := range cases {
		if _, err := Game.Decode([]byte(in)); err == nil {
			t.Errorf("%s: damaged input accepted", name)
		} else if !strings.HasPrefix(err.Error(), "trekronor:") && !strings.Contains(err.Error(), "cannot read") {
			t.Errorf("%s: unclear error %v", name, err)
		}
	}
	// A servant added without taking it from hand breaks the count.
	bad := strings.Replace(good, `"servants":[]`, `"servants":[{"square":"b0","seat":0}]`, 1)
	if _, err := Game.Decode([]byte(bad)); err == nil || !strings.Contains(err.Error(), "servants") {
		t.Errorf("servant count: %v", err)
	}
}

func FuzzDecode(f *testing.F) {
	st, _ := Game.New(rules.Setup{Players: 3, Seed: 1})
	f.Add(st.Encode())
	s := newPos(&testing.T{}, 4).hall("A1", "Bs+f+a Yt . .").servants("b0=B").pile("B:A").done()
	f.Add(s.Encode())
	f.Add(s.View(2).Encode())
	f.Add([]byte(`{"format":"embers/trekronor-state","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game.Decode(data)
		if err != nil {
			return
		}
		if err := st.Check(); err != nil {
			t.Fatalf("decoded state fails its check: %v", err)
		}
		if !bytes.Equal(st.Encode(), mustDecode(t, st.Encode()).Encode()) {
			t.Fatal("re-encoding is not stable")
		}
		_ = st.Dump()
		st.Legal(nil)
	})
}

func mustDecode(t *testing.T, b []byte) rules.State {
	st, err := Game.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func TestDumpShowsBoard(t *testing.T) {
	s := newPos(t, 4).hall("A1", "Bs+f+a Yt . .").servants("b0=B").corridorFire("d2").noBuckets("se").done()
	d := s.Dump()
	for _, want := range []string{"4 players", "Supply: 16 fire, 26 ash", "A1 The Armoury: 1 fire, 1 ash", "Blue save+ash+fire", "Yellow steal", " *", " w", "Pile: empty"} {
		if !strings.Contains(d, want) {
			t.Errorf("dump lacks %q:\n%s", want, d)
		}
	}
	if v := s.View(2).Dump(); !strings.Contains(v, "Blue ?") || !strings.Contains(v, "View of Red") {
		t.Errorf("view dump should hide kinds:\n%s", v)
	}
}
