package rules

import "testing"

func TestSupplyPlaceReadsBack(t *testing.T) {
	p := SupplyPlace(2, "servants")
	if p != "seat:2:servants" {
		t.Fatalf("SupplyPlace(2, servants) = %q", p)
	}
	seat, part, ok := ReadSupplyPlace(p)
	if !ok || seat != 2 || part != "servants" {
		t.Fatalf("ReadSupplyPlace(%q) = %d %q %v", p, seat, part, ok)
	}
	for _, bad := range []Place{"pile", "seat:", "seat:x:servants", "seat:-1:score", "seat:1:", "seat:1"} {
		if _, _, ok := ReadSupplyPlace(bad); ok {
			t.Errorf("ReadSupplyPlace(%q) accepted a place that is no seat's supply", bad)
		}
	}
}
