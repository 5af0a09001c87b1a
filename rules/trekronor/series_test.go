package trekronor

import (
	"strings"
	"testing"

	"embers/rules"
)

// Tre Kronor has no series play: a Setup carrying scores is refused.
func TestSetupWithScoresRefused(t *testing.T) {
	setup := rules.Setup{Players: 3, Seed: 1}
	setup.Scores[0] = 5
	if _, err := Game.New(setup); err == nil || !strings.Contains(err.Error(), "Scores") {
		t.Fatalf("New with carried scores: err = %v, want a refusal naming Scores", err)
	}
	setup.Scores[0] = 0
	if _, err := Game.New(setup); err != nil {
		t.Fatalf("New without scores: %v", err)
	}
}
