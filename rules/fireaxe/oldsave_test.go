package fireaxe

import (
	"bytes"
	"os"
	"testing"

	"embers/rules"
)

// oldSaveGame is the game kept in testdata/version1.json: three players on
// the real map, seed 7, after oldSaveMoves moves picked by a fixed rule.
func oldSaveGame(t *testing.T) *State {
	t.Helper()
	st, err := Game.New(rules.Setup{Players: 3, Seed: 7, Variant: optAdvanced})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	for i := range oldSaveMoves {
		legal := s.Legal(nil)
		if len(legal) == 0 {
			t.Fatalf("no move after %d", i)
		}
		if err := s.Play(legal[(i*7)%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

const oldSaveMoves = 120

// A save of version 1 (JSON field by field, written by the code before
// version 2) still loads, to the same game as replaying its moves now.
func TestVersion1SaveLoads(t *testing.T) {
	data, err := os.ReadFile("testdata/version1.json")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Game.Decode(data)
	if err != nil {
		t.Fatalf("a version 1 save: %v", err)
	}
	want := oldSaveGame(t)
	if string(d.Encode()) != string(want.Encode()) || d.Dump() != want.Dump() {
		t.Fatalf("the version 1 save reads as\n%s\nnot\n%s", d.Dump(), want.Dump())
	}
	for _, bad := range [][]byte{data[:len(data)/2], bytes.Replace(data, []byte(`"ports":"`), []byte(`"ports":"9,`), 1),
		bytes.Replace(data, []byte(`"version":1`), []byte(`"version":0`), 1)} {
		if _, err := Game.Decode(bad); err == nil {
			t.Errorf("a damaged version 1 save was read: %.80s", bad)
		}
	}
}
