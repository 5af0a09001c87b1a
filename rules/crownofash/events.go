package crownofash

import (
	"fmt"

	"embers/rules"
)

// Crown of Ash's events: each kind is a constant here, commented with its
// payload (the event's Data, a struct below or Scored, or the rules'
// Result); no two kinds share a payload type, so a board's animation
// switches on the payload's type alone. The rules record them through a
// rules.Recorder whose Places (eventPlaces) names what a payload touches.
// A payload holds what the event itself did; the position once a move is
// done is no event's (a board that shows what changed gets it from the
// play scene).
const (
	EvGold       = "gold"          // GoldTaken: a lord (or the AI deck) takes the gold space
	EvGather     = "gather"        // Gathered: a lord gathers in a region
	EvTax        = "tax"           // Taxed: the region's owner takes the tax
	EvBuild      = "build"         // Built: a structure is built in a region
	EvRefresh    = "refresh"       // Refreshed: a lord takes its combat cards back
	EvRaise      = "raise"         // Raised: a lord (or the AI deck) raises a fighter
	EvRaisePass  = "raise.pass"    // Passed: a lord raises nothing
	EvDefend     = "defend"        // Defended: a lord sets a region's defenders
	EvTake       = "take"          // Took: a special ingredient taken as a resource
	EvResurrect  = "resurrect"     // Resurrected: a fighter back from the graveyard
	EvBattle     = "battle"        // Attacked: an attack on a region or the citadel
	EvCardLaid   = "card.laid"     // CardLaid; its lord sees OwnCardLaid (the secret)
	EvCardsShown = "cards.shown"   // CardsShown: both combat cards turned over
	EvDie        = "die"           // Rolled: the die card's roll
	EvBattleWon  = "battle.won"    // Won: a battle's outcome
	EvCasualty   = "casualty"      // Lost: a fighter lost to the 0 card
	EvAIRegion   = "ai.region"     // RegionNamed: the AI deck's region die
	EvAIAction   = "ai.action"     // ActionTurned: the AI deck's action card
	EvScored     = "round.scored"  // Scored: a round's scoring
	EvDecider    = "order.decider" // DeciderSet: who sets the next round's order
	EvPick       = "order.pick"    // Picked: a lord placed in the order
	EvOrder      = "order"         // Ordered: the round's order, complete
	EvGameOver   = "game.over"     // rules.Result: the end
)

// The payloads of the events (see the kinds above). A Where is a region
// (0-5) or the citadel (Citadel); a lord may be the AI deck's.
type (
	// GoldTaken is a lord's minion on the gold space: Gold gold, or as
	// many VP for the AI deck (at the gold space).
	GoldTaken struct {
		Lord int8
		Gold int
	}
	// Gathered is a gather at the top tile of a region (at the region).
	Gathered struct{ Lord, Region, Tile int8 }
	// Taxed is the region's owner taking its tax (at the region).
	Taxed struct{ Lord, Region int8 }
	// Built is tile Tile laid on Region's stack, Claimed when the region
	// was nobody's (at the region).
	Built struct {
		Lord, Tile, Region int8
		Claimed            bool
	}
	// Defended is Group (fighters, a bit each) set to defend Where, none
	// when it is left undefended (at the region).
	Defended struct {
		Lord, Where int8
		Group       uint64
	}
	// Raised is a fighter raised from the display (at the fighter).
	Raised struct {
		Lord    int8
		Fighter int
	}
	// Attacked is a battle begun: Group attacks Where (at citadel position
	// Pos, else NoOne) held by Defender (a lord, King or NoOne), at Where.
	Attacked struct {
		Lord, Where, Pos, Defender int8
		Group                      uint64
	}
	// Lost is the winner's fighter lost to the 0 card (at Where).
	Lost struct {
		Lord, Where int8
		Fighter     int
	}
	// Rolled is the die card's roll: who rolled and the face (at the die).
	Rolled struct {
		Lord int8
		Face int
	}
	// ActionTurned is the AI deck's action card turned over (at its
	// deck): the card, and the event's text in its two parts, "The AI
	// deck turns over Muster" and its line of why.
	ActionTurned struct {
		Card      int8
		Head, Why string
	}
	// Won is a battle's outcome (at its region or the citadel): the
	// attacker's and the defender's totals, cards and rolls counted, and
	// the lords that fought (the defender may be King or NoOne).
	Won struct {
		Where            int8
		Att, Def         int
		AttLord, DefLord int8
	}
	// RegionNamed is the region (0-5) the AI deck's die names (at its die).
	RegionNamed struct{ Region int8 }
	// CardLaid is a combat card laid face down, as everyone sees it.
	CardLaid struct{ Lord int8 }
	// OwnCardLaid is the card laid, as the lord that laid it sees it.
	OwnCardLaid struct {
		Lord int8
		Card int8
	}
	// CardsShown are the attacker's and the defender's combat cards, turned
	// over together (NoOne: no card, the King's side).
	CardsShown struct{ Att, Def int8 }
	// Refreshed is a lord taking every combat card back into hand.
	Refreshed struct{ Lord int8 }
	// Passed is a lord raising no fighter.
	Passed struct{ Lord int8 }
	// Took is a special ingredient taken as one resource of Kind.
	Took struct{ Lord, Kind int8 }
	// Resurrected is a fighter a lord brings back to hand.
	Resurrected struct {
		Lord    int8
		Fighter int
	}
	// DeciderSet is the lord that sets the next round's order, by the fewest
	// VP or by winning the roll-off.
	DeciderSet struct{ Lord int8 }
	// Picked is Lord placed At (0: first) in the order by the decider.
	Picked struct{ Lord, At int8 }
	// Ordered is the round's order of play, lords first to last (NoOne
	// after the last).
	Ordered struct {
		Round int8
		Order [MaxLords]int8
	}
)

// say is an event's text: format filled in, begun with a capital ("the AI
// deck gathers" and "the King wins" open lines as often as a seat's name
// does). Only called with a recorder: Play and the AI build no text.
func say(format string, args ...any) string { return sentence(fmt.Sprintf(format, args...)) }

// lord is lord l as the seat of an event (the recorder makes a negative
// one, nobody or the King, rules.NoSeat).
func lord(l int8) rules.Seat { return rules.Seat(l) }

// sentence begins a log line with a capital.
func sentence(text string) string {
	if text != "" && text[0] >= 'a' && text[0] <= 'z' {
		return string(text[0]-'a'+'A') + text[1:]
	}
	return text
}

// who names a lord in event text: a seat as {n}, the AI deck by name.
func (s *State) who(l int8) string {
	switch {
	case l == kingLord:
		return "the King"
	case s.isAI(l):
		return "the AI deck"
	case l >= 0:
		return rules.SeatRef(rules.Seat(l))
	}
	return "nobody"
}

func (s *State) Apply(m rules.Move) ([]rules.Event, error) {
	if why := s.refuse(m); why != nil {
		return nil, why
	}
	r := &rules.Recorder{Places: eventPlaces}
	s.play(m, r)
	return r.Events(), nil
}

func (s *State) Play(m rules.Move) error {
	if why := s.refuse(m); why != nil {
		return why
	}
	s.play(m, nil)
	return nil
}

// play applies a legal move.
func (s *State) play(m rules.Move, r *rules.Recorder) {
	kind, a, b, g := unpack(m)
	if s.ToMove() == rules.Chance {
		s.rng.Uint64() // every outcome moves the generator alike (Roll reads the same draw)
	}
	switch kind {
	case mvGold, mvGather, mvBuild, mvRefresh:
		s.place(kind, a, b, r)
	case mvBattle:
		s.attack(s.current(), int8(a), none, g, r)
	case mvStorm:
		s.attack(s.current(), citadel, int8(a), g, r)
	case mvCard:
		s.layCard(a, r)
	case mvAICard:
		s.aiCard(a, r)
	case mvDie:
		s.rolled(a, r)
	case mvDefend:
		s.defend(g, r)
	case mvTake:
		s.take(a, r)
	case mvResurrect:
		s.resurrect(s.Todo[0].Lord, a, r)
		s.popTodo()
		s.advance(r)
	case mvCasualty:
		s.casualty(a, r)
	case mvRaise:
		s.raise(s.current(), a, r)
		s.popTodo()
		s.advance(r)
	case mvPass:
		if r != nil {
			r.Add(EvRaisePass, "raise", lord(s.current()), say("%s raises no fighter", s.who(s.current())), Passed{Lord: s.current()})
		}
		s.popTodo()
		s.advance(r)
	case mvRegion:
		s.AIRegion = int8(a)
		s.Phase = phAIAction
		if r != nil {
			r.Add(EvAIRegion, "ai-turn", rules.NoSeat, say("The AI deck's die names %s", regions[a].Name), RegionNamed{Region: int8(a)})
			r.Reveal()
		}
	case mvAction:
		s.aiAction(a, r)
	case mvDecider:
		s.Decid = int8(a)
		s.Phase = phOrder
		if r != nil {
			r.Add(EvDecider, "turn-order", lord(int8(a)), say("%s wins the roll and sets the order", s.who(int8(a))), DeciderSet{Lord: int8(a)})
			r.Reveal()
		}
	case mvFirst:
		s.pick(int8(a), r)
	}
}
