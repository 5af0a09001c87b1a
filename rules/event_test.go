package rules

import "testing"

type testPayload struct{ At Place }

func TestRecorderRecordsWhatAMoveDid(t *testing.T) {
	var none *Recorder
	if e := none.Add("x", "1", 0, "text", nil); e != nil || none.Events() != nil {
		t.Fatalf("a nil recorder recorded %v", e)
	}
	none.Reveal() // must not panic

	r := &Recorder{Places: func(d any) []Place {
		if p, ok := d.(testPayload); ok {
			return []Place{p.At}
		}
		return nil
	}}
	r.Add("fire.landed", "5.4", -3, "Fire lands.", testPayload{"hall:B2"})
	r.Add("servant.placed", "5.1", 1, "{1} places.", testPayload{"sq:d1"}, "sq:d2")
	r.Secret("marker.placed", "5.3", 2, "{2} lays a marker.", testPayload{"hall:A1"}, "{2} lays a letter.", "letter")
	r.Reveal()
	got := r.Events()
	if len(got) != 3 {
		t.Fatalf("%d events, want 3", len(got))
	}
	if got[0].Seat != NoSeat || len(got[0].Places) != 1 || got[0].Places[0] != "hall:B2" {
		t.Errorf("the game's own event: seat %d places %v, want NoSeat [hall:B2]", got[0].Seat, got[0].Places)
	}
	if len(got[1].Places) != 1 || got[1].Places[0] != "sq:d2" {
		t.Errorf("places given to Add: %v, want them instead of the payload's", got[1].Places)
	}
	if got[0].Reveal || got[1].Reveal || !got[2].Reveal {
		t.Errorf("Reveal marked %v %v %v, want only the last", got[0].Reveal, got[1].Reveal, got[2].Reveal)
	}
	if o := got[2].For(1); o.Text != "{2} lays a marker." || o.Data != (testPayload{"hall:A1"}) || o.SecretText != "" {
		t.Errorf("another seat sees %q %v secret %q", o.Text, o.Data, o.SecretText)
	}
	if o := got[2].For(2); o.Text != "{2} lays a letter." || o.Data != "letter" {
		t.Errorf("the secret's seat sees %q %v", o.Text, o.Data)
	}
	if got[0].Secret != NoSeat || got[1].Secret != NoSeat {
		t.Errorf("public events carry a secret seat")
	}
}
