package crownofash

import (
	"fmt"

	"embers/rules"
)

// rec collects a move's events; a nil rec (Play) collects nothing.
type rec struct{ list []rules.Event }

// add records a public event.
func (r *rec) add(kind, rule string, seat int8, data any, format string, args ...any) *rules.Event {
	if r == nil {
		return nil
	}
	st := rules.Seat(seat)
	if seat < 0 {
		st = rules.NoSeat
	}
	r.list = append(r.list, rules.Event{Kind: kind, Rule: rule, Seat: st, Text: sentence(fmt.Sprintf(format, args...)),
		Data: data, Places: eventPlaces(data), Secret: rules.NoSeat})
	return &r.list[len(r.list)-1]
}

// sentence begins a log line with a capital: "the AI deck gathers" and
// "the King wins" open lines as often as a seat's name does.
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
	r := &rec{}
	s.play(m, r)
	s.stepEvents(r.list)
	return r.list, nil
}

// Step is every event's payload (Data, and SecretData for the seat its
// secret is for): What the event names (AtWhere, AtFighter, AtPlace, a battle's Won, the
// AI deck's action card turned over as ActionTurned, the
// two combat cards shown as [2]int8, the die's face in the text, a
// round's scoring by lord and source (Scored), the rules' Result at the end; the secret card laid as
// an int) and, on a move's last event only, Table: the position once the
// move is done as the event's reader may see it (View), which a board
// takes as its model. Earlier events carry no table: inside a move the
// state is half-changed (a card laid is not yet face down by phase), and
// no picture of it may leak.
type Step struct {
	What  any
	Table *State
}

// stepEvents wraps each event's payloads in a Step and gives the last the
// tables: everyone's, and its secret seat's own.
func (s *State) stepEvents(list []rules.Event) {
	for i := range list {
		e := &list[i]
		e.Data = Step{What: e.Data}
		if e.SecretData != nil {
			e.SecretData = Step{What: e.SecretData}
		}
	}
	if len(list) == 0 {
		return
	}
	last := &list[len(list)-1]
	last.Data = Step{What: last.Data.(Step).What, Table: s.View(rules.NoSeat).(*State)}
	if rules.IsSeat(last.Secret) {
		what := last.Data.(Step).What
		if sd, ok := last.SecretData.(Step); ok {
			what = sd.What
		}
		last.SecretData = Step{What: what, Table: s.View(last.Secret).(*State)}
	}
}

func (s *State) Play(m rules.Move) error {
	if why := s.refuse(m); why != nil {
		return why
	}
	s.play(m, nil)
	return nil
}

// play applies a legal move.
func (s *State) play(m rules.Move, r *rec) {
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
			r.add("raise.pass", "raise", s.current(), nil, "%s raises no fighter", s.who(s.current()))
		}
		s.popTodo()
		s.advance(r)
	case mvRegion:
		s.AIRegion = int8(a)
		s.Phase = phAIAction
		ev := r.add("ai.region", "ai-turn", none, AtPlace("ai:die"), "The AI deck's die names %s", regions[a].Name)
		if ev != nil {
			ev.Reveal = true
		}
	case mvAction:
		s.aiAction(a, r)
	case mvDecider:
		s.Decid = int8(a)
		s.Phase = phOrder
		if r != nil {
			r.add("order.decider", "turn-order", int8(a), nil, "%s wins the roll and sets the order", s.who(int8(a))).Reveal = true
		}
	case mvFirst:
		s.pick(int8(a), r)
	}
}
