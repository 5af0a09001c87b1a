package sim

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"embers/rules"
)

// courseReport is how the games went, for a game that tells it
// (rules.Course): how many ended each way, and its milestones.
type courseReport struct {
	// Ends counts the games without error by the way they ended, every way
	// the game has listed (0 when it never came up); only for a game with
	// more than one way to end.
	Ends map[string]int `json:"ends,omitempty"`
	// Milestones: per name, the games that reached it and its mean.
	Milestones map[string]milestoneReport `json:"milestones,omitempty"`
}

// milestoneReport is one milestone over the games without error.
type milestoneReport struct {
	Games int     `json:"games"` // games that reached it
	Share float64 `json:"share"` // of the games without error
	Mean  float64 `json:"mean"`  // its mean value in those games
	Max   int     `json:"max"`
}

// gameCourse is what one game told of its course.
type gameCourse struct {
	ending  string
	endings []string
	marks   map[string]int
}

// courseOf reads a finished game's course, if the game tells it.
func courseOf(s rules.State) *gameCourse {
	c, ok := s.(rules.Course)
	if !ok {
		return nil
	}
	return &gameCourse{ending: c.Ending(), endings: c.Endings(), marks: c.Milestones()}
}

// addCourse counts the endings and sums the milestones of the games
// without error.
func addCourse(r *simReport, outs []gameOutcome) {
	ends := map[string]int{}
	ways := map[string]bool{}
	sums := map[string]*milestoneReport{}
	done := 0
	for _, o := range outs {
		if o.err != "" || o.course == nil {
			continue
		}
		done++
		for _, e := range o.course.endings {
			ways[e] = true
		}
		ends[o.course.ending]++
		for k, v := range o.course.marks {
			m := sums[k]
			if m == nil {
				m = &milestoneReport{Max: v}
				sums[k] = m
			}
			m.Games++
			m.Mean += float64(v)
			m.Max = max(m.Max, v)
		}
	}
	if done == 0 {
		return
	}
	if len(ways) > 1 {
		r.Ends = map[string]int{}
		for w := range ways {
			r.Ends[w] = 0
		}
		for e, n := range ends {
			r.Ends[e] = n
		}
	}
	if len(sums) > 0 {
		r.Milestones = map[string]milestoneReport{}
		for k, m := range sums {
			m.Share = ratio(m.Games, done)
			m.Mean /= float64(m.Games)
			r.Milestones[k] = *m
		}
	}
}

func printCourse(w io.Writer, r simReport) {
	if len(r.Ends) > 0 {
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(r.Ends)) {
			parts = append(parts, fmt.Sprintf("%s %d", k, r.Ends[k]))
		}
		fmt.Fprintf(w, "ends: %s\n", strings.Join(parts, ", "))
	}
	if len(r.Milestones) > 0 {
		fmt.Fprintf(w, "%-20s %6s %7s %8s %6s\n", "milestone", "games", "share", "mean", "max")
		for _, k := range slices.Sorted(maps.Keys(r.Milestones)) {
			m := r.Milestones[k]
			fmt.Fprintf(w, "%-20s %6d %6.1f%% %8.2f %6d\n", k, m.Games, 100*m.Share, m.Mean, m.Max)
		}
	}
}
