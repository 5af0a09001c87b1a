package game

import "embers/rules"

// The reaction-window policy.
//
// A game opens a window (rules.Reactor) for every seat that could react as
// far as the others can tell, say every seat with cards in hand, so the
// window itself tells nothing. What a person sees must tell nothing either:
//
//   - One person at the table (every other seat the computer): a window in
//     which the pass is the person's only legal move passes at once. Nobody
//     else is watching, and the computer does not read the clock.
//   - A game without secrets (rules.Info.Secrets false): the same; every
//     hand is on the table anyway.
//   - Two or more people at a game with secrets: every window the game
//     opens is shown to the person asked, after the "pass to" screen like
//     any turn, even when the pass is all they can play. Were it passed at
//     once for those holding nothing, the handoff screens would tell the
//     table who holds a card.
//
// An automatic pass is the same move as a chosen one, so the history, the
// log and the save cannot tell them apart. Computer seats decide their own
// windows (the AI passes without a search when the pass is all it would
// consider).

// Automatic is the move the session makes now without asking anyone, if
// any: chance's outcome from the state's generator, or a person's pass in a
// window that the policy above passes at once. Play it with Play.
func (s *Session) Automatic() (rules.Move, bool) {
	st := s.Match.State
	to := st.ToMove()
	if c, ok := st.(rules.Chancer); ok && to == rules.Chance {
		return c.Roll(), true
	}
	r, ok := st.(rules.Reactor)
	if !ok || !s.IsHuman(to) {
		return 0, false
	}
	pass, open := r.Window()
	if !open || (s.Match.Game.Info().Secrets && s.Humans() >= 2) {
		return 0, false
	}
	var buf [2]rules.Move
	if legal := st.Legal(buf[:0]); len(legal) == 1 && legal[0] == pass {
		return pass, true
	}
	return 0, false
}
