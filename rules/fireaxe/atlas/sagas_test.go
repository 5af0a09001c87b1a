package atlas

import (
	"fmt"
	"testing"
)

// meanDays is the average of a saga's ports' sailing days from home.
func meanDays(s Saga, days map[string]int) float64 {
	sum := 0
	for _, p := range s.Ports {
		sum += days[p]
	}
	return float64(sum) / float64(len(s.Ports))
}

// Each Era has three sagas of each homeland, and each saga lies nearer its
// own homeland than the others (NOTES.md §4a: Norway's sagas around the
// British Isles, Iceland and the West, Sweden's in Russia and the Baltic).
func TestSagasByHomeland(t *testing.T) {
	a := mustLoad(t)
	count := map[string]int{}
	days := daysFromHomes(a)
	for _, s := range a.Sagas {
		count[fmt.Sprint(s.Era, s.Homeland)]++
		own := meanDays(s, days[s.Homeland])
		for _, h := range homes(a) {
			if other := meanDays(s, days[h]); other < own {
				t.Errorf("saga %q of %s lies nearer %s (%.1f days against %.1f)", s.ID, s.Homeland, h, other, own)
			}
		}
	}
	for era := 1; era <= Eras; era++ {
		for _, h := range homes(a) {
			if n := count[fmt.Sprint(era, h)]; n != 3 {
				t.Errorf("era %d has %d sagas of %s, want 3", era, n, h)
			}
		}
	}
}

// Era I's sagas lie nearer home than Era II's, and those than Era III's,
// on average: the game opens near home and ends on the far voyages.
func TestSagasReachFartherEraByEra(t *testing.T) {
	a := mustLoad(t)
	days := daysFromHomes(a)
	var sum [Eras + 1]float64
	for _, s := range a.Sagas {
		sum[s.Era] += meanDays(s, days[s.Homeland]) / SagasPerEra
	}
	if !(sum[1] < sum[2] && sum[2] < sum[3]) {
		t.Errorf("mean days from home by Era: I %.2f, II %.2f, III %.2f; want rising", sum[1], sum[2], sum[3])
	}
	if sum[1] > 4 || sum[3] < 6 {
		t.Errorf("Era I sagas should lie within a few days of home (%.2f) and Era III a turn away (%.2f)", sum[1], sum[3])
	}
}

// No town is named by two raid sagas, so one raid saga is never half done by
// another; and a settle saga never waits on a town that no raid saga of its
// Era or an earlier one names (its ports are grey, or in a region without a
// town, or in one whose towns an earlier or same-Era raid saga takes).
func TestRaidAndSettleSagasFit(t *testing.T) {
	a := mustLoad(t)
	raidedBy := map[string]Saga{}
	for _, s := range a.Sagas {
		if s.Kind != Raid {
			continue
		}
		for _, p := range s.Ports {
			if o, dup := raidedBy[p]; dup {
				t.Errorf("town %q is named by raid sagas %q and %q", p, o.ID, s.ID)
			}
			raidedBy[p] = s
		}
	}
	for _, s := range a.Sagas {
		if s.Kind != Settle {
			continue
		}
		for _, id := range s.Ports {
			for _, town := range townsBlocking(a, portAt(a, id)) {
				if r, ok := raidedBy[town]; !ok || r.Era > s.Era {
					t.Errorf("settle saga %q (Era %d) needs town %q taken, which no raid saga of Era %d or before names", s.ID, s.Era, town, s.Era)
				}
			}
		}
	}
}

// townsBlocking are the towns that must be taken before p can be settled:
// its own and those of its region.
func townsBlocking(a *Atlas, p *Port) []string {
	var towns []string
	for _, q := range a.Ports {
		if (q.Star || q.Large) && (q.ID == p.ID || (p.Region != "" && q.Region == p.Region)) {
			towns = append(towns, q.ID)
		}
	}
	return towns
}
