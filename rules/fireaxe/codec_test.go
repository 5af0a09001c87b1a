package fireaxe

import (
	"encoding/json"
	"strings"
	"testing"

	"embers/rules"
)

// The position's bytes read back to the same position, and every cut or
// changed byte is either refused with a reason or read as some position:
// never a panic (unmarshal is called directly, outside Decode's recover).
func TestPositionBytes(t *testing.T) {
	s := oldSaveGame(t)
	s.Attack = &Attack{Port: s.b.nSpaces, Value: 3, Dice: 2, Rolled: []int{4}}
	b := s.core.marshal()
	var c core
	if err := c.unmarshal(b); err != nil {
		t.Fatal(err)
	}
	if string(c.marshal()) != string(b) || c.Attack.Rolled[0] != 4 || len(c.Ports) != len(s.Ports) {
		t.Fatal("the position does not read back to itself")
	}
	wide := *s.clone()
	wide.Ports[1] = Port{Town: 7, Treasure: -1, Good: 3, Settler: 9, Tasked: true} // fits no one byte
	if err := c.unmarshal(wide.marshal()); err != nil || c.Ports[1] != wide.Ports[1] || c.Ports[0] != s.Ports[0] {
		t.Fatalf("a port that fits no one byte reads back as %+v (%v)", c.Ports[1], err)
	}
	for n := range len(b) {
		if err := c.unmarshal(b[:n]); err == nil {
			t.Fatalf("%d of %d bytes were read", n, len(b))
		}
	}
	if err := c.unmarshal(append(b, 0)); err == nil || !strings.Contains(err.Error(), "too many") {
		t.Fatalf("a byte too many: %v", err)
	}
	for i := range b {
		for _, x := range []byte{0, 1, 0x7f, 0x80, 0xff} {
			bad := append([]byte(nil), b...)
			bad[i] = x
			_ = c.unmarshal(bad)
		}
	}
}

// A save whose position bytes are damaged says so.
func TestDamagedPositionSave(t *testing.T) {
	s := oldSaveGame(t)
	enc := string(s.Encode())
	at := strings.Index(enc, `"core":"`) + len(`"core":"`)
	bad := enc[:at] + "AAAA" + enc[at+4:]
	_, err := Game.Decode([]byte(bad))
	if err == nil || !strings.Contains(err.Error(), "damaged") && !strings.Contains(err.Error(), "add up") {
		t.Fatalf("a damaged position: %v", err)
	}
}

// Encode's hand-written JSON is exactly what json.Marshal writes, for a
// state, a seat's view and the public's.
func TestEncodeByHandIsJSON(t *testing.T) {
	s := oldSaveGame(t)
	for _, st := range []*State{s, s.View(1).(*State), s.View(rules.NoSeat).(*State)} {
		want, err := json.Marshal(st.saved())
		if err != nil {
			t.Fatal(err)
		}
		if got := st.Encode(); string(got) != string(want) {
			t.Fatalf("by hand:\n%s\njson.Marshal:\n%s", got, want)
		}
	}
}
