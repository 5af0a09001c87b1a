package kindling

import (
	"embers/rules"
	kd "embers/rules/testgames/kindling"
)

// The hooks the shared board suite (scenes/play/boardtest) reads.

// PlacePoint is where place p lies: a log's middle.
func (b *Board) PlacePoint(p rules.Place) (x, y float64, ok bool) {
	s := kd.ParsePlace(p)
	if s.Kind != kd.LogSpot {
		return 0, 0, false
	}
	x, y = logRect(s.Index).Centre()
	return x, y, true
}

// Models is the logs drawn and the logs of the view, each with the end as
// the board tells it: who won, on how many burning logs.
func (b *Board) Models(view rules.State) (shown, fromView any) {
	r := view.Result()
	return hearthShown{b.m.Logs, b.Result.Over, b.Result.Scores, b.Result.Winners},
		hearthShown{modelOf(view.(*kd.State)).Logs, r.Over, r.Scores, r.Winners}
}

// hearthShown is what the board shows, compared field by field.
type hearthShown struct {
	Logs    [kd.Logs]kd.Log
	Over    bool
	Scores  []int
	Winners []rules.Seat
}
