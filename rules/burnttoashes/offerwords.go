package burnttoashes

import (
	"fmt"
	"strings"

	"embers/rules"
)

// The offering in words (docs/rules "The offering"): the table sees how
// many cards a ruler lays, never their worth, until the tile is turned
// and every offering with it. Playing together the rulers talk openly
// ("durch Absprachen und gegenseitiges Aushelfen"; the rulebook lets
// anyone speak of the worth of their cards), so in co-op each ruler tells
// the team what their cards hold: the event's Data carries it for a board.

// offerLaid records seat laying n gold on k cards face down.
func (s *State) offerLaid(log *rules.Recorder, seat, n, k int, first bool) {
	verb := "offers"
	if !first {
		verb = "changes their offering to"
	}
	cards := plural(k, "card", "cards")
	public := fmt.Sprintf("%s %s %s face down", who(seat), verb, cards)
	private := fmt.Sprintf("%s %s %d gold on %s face down", who(seat), verb, n, cards)
	told := s.c.Coop && s.n() > 1
	if k == 0 && !first { // every card back in hand
		public = who(seat) + " takes back their offering"
		private, told = public, false
	}
	if told {
		public = fmt.Sprintf("%s %s %s face down and tells the team: %d gold", who(seat), verb, cards, n)
		private = public
	}
	own := Laid{Seat: rules.Seat(seat), Gold: n, Cards: k, Told: told}
	shown := own
	if !told {
		shown.Gold = 0 // face down: the others see the cards, not their worth
	}
	log.Secret(EvOfferLaid, "offer", rules.Seat(seat), public, shown, private, own, goldPlaces()...)
}

// standWords is seat standing with k cards laid.
func standWords(seat, k int) string {
	if k == 0 {
		return who(seat) + " stands, offering nothing"
	}
	return fmt.Sprintf("%s stands with %s face down", who(seat), plural(k, "card", "cards"))
}

// gaveWords is the gold each ruler's offering held, once turned: ": Red 1,
// Blue 2" (nothing alone).
func (s *State) gaveWords() string {
	if s.n() < 2 {
		return ""
	}
	parts := make([]string, s.n())
	for seat := range s.n() {
		parts[seat] = fmt.Sprintf("%s %d", who(seat), s.c.Gave[seat])
	}
	return ": " + strings.Join(parts, ", ")
}
