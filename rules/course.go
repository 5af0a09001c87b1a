package rules

// Course is optional: a State that implements it tells how a finished game
// went, beyond who won, for the reports that measure a game's design (sim
// -json counts the endings by reason). It says nothing a player decides by.
type Course interface {
	// Ending names the way the game ended, in a short id such as
	// "final_rounds" or "last_saga": one of the game's Endings. It is ""
	// while the game goes on.
	Ending() string
	// Endings lists every id Ending may give, the game's ways to end under
	// its setup, so a report can show a way that never came up as 0.
	Endings() []string
	// Milestones are named figures of the game so far, such as the round
	// a deck ran out ("deck_spent_round") or the era reached ("era"); a
	// milestone not reached is absent.
	Milestones() map[string]int
}
