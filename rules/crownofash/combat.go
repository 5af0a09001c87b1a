package crownofash

import (
	"fmt"

	"embers/rules"
)

// attack starts a battle: l's minion on a combat space of region where (or
// a citadel position), the attackers on the table face up (rulebook,
// "Initiating Combat", "Attacking the Citadel").
func (s *State) attack(l, where, pos int8, g uint64, r *rules.Recorder) {
	s.Minions[l]--
	def := s.Ctrl[where]
	if where == citadel {
		if s.King {
			def = kingLord
		}
		if positions[pos].Once {
			s.Flank[pos] = l
		} else {
			s.Front[l]++
		}
	} else {
		s.CombatBy[where][s.freeCombat(int(where))] = l
	}
	s.Hand[l] &^= g
	s.Table = g
	s.Fight = battle{On: true, Att: l, Def: def, Where: where, Pos: pos, AttCard: none, DefCard: none}
	if r != nil {
		at := placeName(int(where))
		if pos >= 0 {
			at += " (" + positions[pos].Name + ")"
		}
		r.Add(EvBattle, "combat", lord(l), say("%s attacks %s held by %s with %s (strength %d)", s.who(l), at, s.who(def), s.groupName(g), Strength(g)),
			Attacked{Lord: l, Where: where, Pos: pos, Group: g, Defender: def})
	}
	s.nextCardStep(r)
}

// nextCardStep asks for the next combat card, or shows both and goes on
// to the dice (rulebook, "Initiating Combat": chosen face down, shown
// together; the King plays none).
func (s *State) nextCardStep(r *rules.Recorder) {
	f := &s.Fight
	defPlays := f.Def != kingLord
	switch {
	case f.AttCard == none && !s.isAI(f.Att):
		s.Phase = phCardAtt
	case defPlays && f.DefCard == none && !s.isAI(f.Def):
		s.Phase = phCardDef
	case f.AttCard == none || (defPlays && f.DefCard == none):
		s.Phase = phAICard
	default:
		s.reveal(r)
	}
}

// layCard is a seat's face-down combat card.
func (s *State) layCard(c int, r *rules.Recorder) {
	l := int8(s.ToMove())
	s.takeCard(l, c)
	if s.Phase == phCardAtt {
		s.Fight.AttCard = int8(c)
	} else {
		s.Fight.DefCard = int8(c)
	}
	if r != nil {
		r.Secret(EvCardLaid, "combat-cards", lord(l), say("%s lays a combat card face down", s.who(l)), CardLaid{Lord: l},
			fmt.Sprintf("%s lays the %s card face down", s.who(l), combatCards[c].Code), OwnCardLaid{Lord: l, Card: int8(c)})
	}
	s.nextCardStep(r)
}

// aiCard turns over the top card of the AI deck's combat cards.
func (s *State) aiCard(c int, r *rules.Recorder) {
	s.takeCard(s.AI, c)
	if s.Fight.Att == s.AI {
		s.Fight.AttCard = int8(c)
	} else {
		s.Fight.DefCard = int8(c)
	}
	s.nextCardStep(r)
}

func (s *State) takeCard(l int8, c int) {
	s.Cards[l].In &^= 1 << c
	s.Cards[l].N--
}

// reveal shows both cards; a die card is then rolled.
func (s *State) reveal(r *rules.Recorder) {
	f := s.Fight
	if r != nil {
		r.Add(EvCardsShown, "combat-cards", rules.NoSeat, say("The combat cards are shown: %s plays %s, %s plays %s",
			s.who(f.Att), cardName(f.AttCard), s.who(f.Def), cardName(f.DefCard)), CardsShown{Att: f.AttCard, Def: f.DefCard})
		r.Reveal()
	}
	s.rollNext(r)
}

func cardName(c int8) string {
	if c < 0 || int(c) >= NumCards {
		return "no card"
	}
	return "the " + combatCards[c].Code + " card"
}

func (s *State) rollNext(r *rules.Recorder) {
	f := s.Fight
	switch {
	case f.AttCard >= 0 && combatCards[f.AttCard].Die && f.AttDie == 0:
		s.Phase = phDieAtt
	case f.DefCard >= 0 && combatCards[f.DefCard].Die && f.DefDie == 0:
		s.Phase = phDieDef
	default:
		s.resolve(r)
	}
}

func (s *State) rolled(face int, r *rules.Recorder) {
	who := s.Fight.Att
	if s.Phase == phDieAtt {
		s.Fight.AttDie = int8(face)
	} else {
		s.Fight.DefDie, who = int8(face), s.Fight.Def
	}
	if r != nil {
		r.Add(EvDie, "combat-cards", lord(who), say("%s rolls %d for the die card", s.who(who), face), Rolled{Lord: who, Face: face})
		r.Reveal()
	}
	s.rollNext(r)
}

// cardValue is what a played card adds: its value, or the die's roll.
func cardValue(c, die int8) int {
	if c < 0 {
		return 0
	}
	if combatCards[c].Die {
		return int(die)
	}
	return combatCards[c].Value
}

// Totals are the two sides' attack values in the battle at hand.
func (s *State) totals() (att, def int) {
	f := s.Fight
	att, def = s.bases()
	return att + cardValue(f.AttCard, f.AttDie), def + cardValue(f.DefCard, f.DefDie)
}

// bases are the two sides' strength before the cards: the fighters, their
// kind bonus and the citadel position's modifier; the King's 5.
func (s *State) bases() (att, def int) {
	f := s.Fight
	att = Strength(s.Table)
	if f.Pos >= 0 {
		att += positions[f.Pos].Modifier
	}
	if f.Def == kingLord {
		return att, kingAttack
	}
	return att, Strength(s.Def[f.Where])
}

// resolve decides the battle: the defender wins ties; the loser's
// fighters go to its graveyard, a winning attacker moves in and takes
// control; each side takes its own card's reward (rulebook, "Combat
// Outcome", "Rewards"; NOTES CA2-CA4).
func (s *State) resolve(r *rules.Recorder) {
	f := s.Fight
	att, def := s.totals()
	won := att > def
	if won {
		s.toGrave(f.Def, s.Def[f.Where])
		if f.Def == kingLord {
			s.King = false // back to the box
		}
		s.Def[f.Where], s.Table = s.Table, 0
		s.Ctrl[f.Where] = f.Att
	} else {
		s.toGrave(f.Att, s.Table)
		s.Table = 0
	}
	winner := f.Att
	if !won {
		winner = f.Def
	}
	if r != nil {
		r.Add(EvBattleWon, "combat", lord(winner), say("%s wins at %s, %d against %d", s.who(winner), placeName(int(f.Where)), max(att, def), min(att, def)),
			Won{Where: f.Where, Att: att, Def: def, AttLord: f.Att, DefLord: f.Def})
	}
	s.reward(f.Att, f.AttCard, won, r)
	s.reward(f.Def, f.DefCard, !won, r)
	loserCard := f.AttCard
	if won {
		loserCard = f.DefCard
	}
	casualty := loserCard >= 0 && combatCards[loserCard].Casualty && winner >= 0
	s.discard(f.Att, f.AttCard)
	s.discard(f.Def, f.DefCard)
	s.Fight = battle{Att: none, Def: none, Where: none, Pos: none, AttCard: none, DefCard: none}
	if casualty {
		s.insertTodo(todo{Kind: tCasualty, Lord: winner, Where: f.Where})
	}
	if !s.isAI(f.Att) {
		s.push(todo{Kind: tRaise, Lord: f.Att})
	}
	s.advance(r)
}

// insertTodo puts t first: a casualty is settled before anything else.
func (s *State) insertTodo(t todo) {
	copy(s.Todo[1:], s.Todo[:s.TodoN])
	s.Todo[0] = t
	s.TodoN++
}

func (s *State) toGrave(l int8, g uint64) {
	if l >= 0 {
		s.Grave[l] |= g
	}
}

// reward gives lord l its card's win or loss section.
func (s *State) reward(l, c int8, won bool, r *rules.Recorder) {
	if l < 0 || c < 0 {
		return
	}
	items := combatCards[c].Lose
	if won {
		items = combatCards[c].Win
	}
	s.gainAll(l, items, srcCombat, r)
}

// discard lays a played card face up; a lord whose five are all used takes
// them back at once (rulebook, "Discarding Combat Cards").
func (s *State) discard(l, c int8) {
	if l < 0 || c < 0 {
		return
	}
	h := &s.Cards[l]
	h.Disc[h.DiscN] = c
	h.DiscN++
	if h.N == 0 {
		s.refreshCards(l)
	}
}

func (s *State) refreshCards(l int8) {
	h := &s.Cards[l]
	h.In, h.N, h.DiscN, h.Disc = 1<<NumCards-1, NumCards, 0, [5]int8{}
}

// casualty is the winner's chosen fighter lost to a 0 card.
func (s *State) casualty(id int, r *rules.Recorder) {
	s.loseFighter(s.Todo[0], id, r)
	s.popTodo()
	s.advance(r)
}

func (s *State) loseFighter(t todo, id int, r *rules.Recorder) {
	s.Def[t.Where] &^= 1 << id
	s.Grave[t.Lord] |= 1 << id
	if r != nil {
		r.Add(EvCasualty, "combat-cards", lord(t.Lord), say("%s loses %s to the 0 card", s.who(t.Lord), s.fighterName(id)), Lost{Lord: t.Lord, Where: t.Where, Fighter: id})
	}
}
