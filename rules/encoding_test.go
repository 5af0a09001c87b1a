package rules

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

type sampleJSON struct {
	Header
	Seed int `json:"seed"`
}

func TestHeaderLeadsTheObject(t *testing.T) {
	out, err := json.Marshal(sampleJSON{Header{"embers/x-state", 2}, 7})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(out), `{"format":"embers/x-state","version":2,"seed":7}`; got != want {
		t.Errorf("encoded %s, want %s", got, want)
	}
}

func TestDecodeStrict(t *testing.T) {
	for _, c := range []struct {
		data, err string
		seed      int
	}{
		{`{"format":"embers/x-state","version":2,"seed":7}`, "", 7},
		{` {"seed":3,"version":2,"format":"embers/x-state"} `, "", 3},
		{`{"format":"embers/x-state","version":2,"seed":7,"colour":1}`, `unknown field "colour"`, 0},
		{`{"format":"embers/x-state","version":2,"seed":7}{}`, "unexpected data after", 0},
		{`{"format":"embers/y-state","version":2,"seed":7}`, `format is "embers/y-state"; expected "embers/x-state"`, 0},
		{`{"format":"embers/x-state","version":3,"seed":7}`, "version 3 is not supported; this program reads version 2", 0},
		{`{"format":"embers/x-state","version":2,"seed":"7"}`, "not valid state JSON", 0},
		{``, "not valid state JSON", 0},
	} {
		var j sampleJSON
		err := DecodeStrict([]byte(c.data), &j, &j.Header, "embers/x-state", 2)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.data, err)
		case c.err == "" && j.Seed != c.seed:
			t.Errorf("%s: seed %d, want %d", c.data, j.Seed, c.seed)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one saying %q", c.data, err, c.err)
		}
	}
}

// A record comes back as it was written, its generator included, and a
// record of another game is refused by DecodeStrict's rules.
func TestRecordRoundTrip(t *testing.T) {
	src := rand.NewPCG(3, 4)
	src.Uint64()
	data := EncodeRecord("embers/x-state", 1, Setup{Players: 3, Seed: 9}, []byte{1, 2, 250}, src)
	r, err := DecodeRecord(data, "embers/x-state", 1)
	if err != nil {
		t.Fatal(err)
	}
	if r.Setup.Players != 3 || r.Setup.Seed != 9 || !bytes.Equal(r.Core, []byte{1, 2, 250}) {
		t.Fatalf("read back %+v", r)
	}
	var back rand.PCG
	if err := back.UnmarshalBinary(r.RNG); err != nil || back.Uint64() != src.Uint64() {
		t.Fatalf("the generator came back as another (%v)", err)
	}
	if _, err := DecodeRecord(data, "embers/y-state", 1); err == nil || !strings.Contains(err.Error(), "expected \"embers/y-state\"") {
		t.Fatalf("another game's record: %v", err)
	}
}
