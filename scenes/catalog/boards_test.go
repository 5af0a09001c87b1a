package catalog_test

import (
	"testing"

	"embers/scenes/play/boardtest"
	"embers/scenes/play/playtest"
)

func TestMain(m *testing.M) { playtest.Main(m) } // the suite's pictures need the display

// TestEveryBoardPassesTheSuite runs the shared board suite for every board
// the catalog brings, at the tables each registered (scenes/<id>/suite.go):
// a board cannot leave it out, and a new game is checked without a line
// here.
func TestEveryBoardPassesTheSuite(t *testing.T) { boardtest.RunAll(t) }
