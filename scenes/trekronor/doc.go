// Package trekronor draws Tre Kronor Infernum's castle for the play scene:
// the nine stone halls with their doors, the corridors and courtyard, the
// wells and buckets, servants, fire, ash and face-down markers, every
// event animated, and the person's turn (legal targets lit, illegal ones
// explained by the rules). It registers itself with package play.
package trekronor

import (
	"embers/game"
	"embers/scenes/play"
)

func init() {
	play.Register("trekronor", func(s *game.Session) play.Board { return New(s) })
}
