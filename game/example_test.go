package game_test

import (
	"fmt"
	"time"

	"embers/config"
	"embers/game"
	"embers/game/gametest"
	"embers/rules"
)

// A board scene drives a session like this each tick: hand the screen over
// when another person must decide, let the computer think in the background,
// and play whatever move comes, from a person or the computer, through Play.
func ExampleSession() {
	seats := []game.SeatInfo{{Name: "Anna"}, {Name: "Bot", Level: "random"}}
	s, err := game.NewSession(gametest.Game, rules.Setup{Players: 2, Seed: 2}, seats, game.Options{})
	if err != nil {
		panic(err)
	}
	// A real program keeps its games in saves.DefaultStore(); Adopt makes
	// the session autosave there after every move.
	for s.ToMove() != rules.NoSeat {
		to := s.ToMove()
		if s.NeedsHandoff() {
			s.HandoffDone() // after the "pass to" screen was clicked
		}
		var mv rules.Move
		if s.IsHuman(to) {
			mv = 1 // the person's click; a scene asks State.Legal first
		} else {
			s.Think(to, config.AIConfig{ThinkMsCap: 1000})
			var ok bool
			for mv, ok = s.Thought(); !ok; mv, ok = s.Thought() {
				time.Sleep(time.Millisecond) // a scene polls once per tick instead
			}
		}
		events, err := s.Play(mv)
		if err != nil {
			panic(err)
		}
		for _, e := range events {
			_ = e.For(s.Viewer()) // animate what the viewer may see
		}
	}
	fmt.Println(s.Log(rules.NoSeat)[0])
	fmt.Println(s.Match.State.Result().Summary)
	// Output:
	// Anna takes 1
	// the last ember was taken
}
