package testgames

import (
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
)

func (s *BrigadeState) SeatLabel(seat rules.Seat) string {
	if !validSeat(seat, s.setup.Players) {
		return "nobody"
	}
	return []string{"Red", "Blue", "Green", "Gold"}[seat]
}

// FormatMove writes "die 3", "pass", "shield", "douse 2", "water 4",
// "draw" or "wait".
func (s *BrigadeState) FormatMove(m rules.Move) string {
	if face := dieFace(m); face > 0 {
		return "die " + strconv.Itoa(face)
	}
	switch base, h := houseOf(m); base {
	case moveDouse:
		return "douse " + strconv.Itoa(h)
	case moveWater:
		return "water " + strconv.Itoa(h)
	}
	for name, w := range brigadeWords {
		if w == m {
			return name
		}
	}
	return fmt.Sprintf("?%d", uint64(m))
}

var brigadeWords = map[string]rules.Move{"pass": BrigadePass, "shield": BrigadeShield, "draw": BrigadeDraw, "wait": BrigadeWait}

func (s *BrigadeState) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := fmt.Errorf("bucket brigade move %q: write die <1-6>, pass, shield, douse <1-5>, water <1-5>, draw or wait", text)
	switch {
	case len(f) == 1 && brigadeWords[f[0]] != 0:
		return brigadeWords[f[0]], nil
	case len(f) != 2:
		return 0, bad
	}
	n, err := strconv.Atoi(f[1])
	switch {
	case err != nil:
		return 0, bad
	case f[0] == "die" && n >= 1 && n <= 6:
		return Die(n), nil
	case f[0] == "douse" && n >= 1 && n <= houses:
		return moveDouse + rules.Move(n), nil
	case f[0] == "water" && n >= 1 && n <= houses:
		return moveWater + rules.Move(n), nil
	}
	return 0, bad
}

func (s *BrigadeState) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d/%d, fire %v, deck %d, played %d shields and %d water\n",
		s.turn+1, s.turns(), s.fire, s.deckN, s.used[0], s.used[1])
	for o := range s.setup.Players {
		hand := fmt.Sprintf("%d shields, %d water", s.hand[o][0], s.hand[o][1])
		if s.masked[o] {
			hand = fmt.Sprintf("%d hidden", s.handN[o])
		}
		fmt.Fprintf(&b, "%s: %s\n", s.SeatLabel(rules.Seat(o)), hand)
	}
	switch s.phase {
	case phaseRoll:
		b.WriteString("to move: chance (the fire die)\n")
	case phaseWindow:
		fmt.Fprintf(&b, "house %d threatened; to move: %s (shield or pass)\n", s.target, s.SeatLabel(s.ToMove()))
	case phaseAct:
		fmt.Fprintf(&b, "to move: %s\n", s.SeatLabel(s.ToMove()))
	default:
		b.WriteString("game over\n")
	}
	return b.String()
}

const brigadeFormat = "embers.testgames.brigade"

type brigadeBody struct {
	Fire   []int8    `json:"fire"`
	Turn   int       `json:"turn"`
	Phase  int8      `json:"phase"`
	Target int8      `json:"target"`
	Asked  int8      `json:"asked"`
	Hands  [][2]int8 `json:"hands"`
	HandN  []int8    `json:"hand_sizes"`
	Masked []bool    `json:"masked"`
	Deck   []uint8   `json:"deck"`
	Used   [2]int8   `json:"used"`
	RNG    []byte    `json:"rng"`
}

func (s *BrigadeState) Encode() []byte {
	n := s.setup.Players
	return encodeEnvelope(brigadeFormat, s.setup, brigadeBody{Fire: s.fire[:], Turn: s.turn, Phase: int8(s.phase),
		Target: s.target, Asked: s.asked, Hands: s.hand[:n], HandN: s.handN[:n], Masked: s.masked[:n],
		Deck: s.deck[:s.deckN], Used: s.used, RNG: marshalSource(s.rng)})
}

func (g brigadeGame) Decode(data []byte) (rules.State, error) {
	var b brigadeBody
	setup, err := decodeEnvelope(data, brigadeFormat, &b)
	if err != nil {
		return nil, err
	}
	n := setup.Players
	if n < 1 || n > brigadeMaxN || len(b.Hands) != n || len(b.HandN) != n || len(b.Masked) != n ||
		len(b.Fire) != houses || len(b.Deck) > deckSize || b.Phase < 0 || b.Phase > int8(phaseOver) {
		return nil, fmt.Errorf("%s: %d players with %d hands, %d houses, %d deck cards, phase %d; the state is damaged",
			brigadeFormat, n, len(b.Hands), len(b.Fire), len(b.Deck), b.Phase)
	}
	st, err := g.New(setup)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", brigadeFormat, err)
	}
	s := st.(*BrigadeState)
	s.setup = setup
	copy(s.fire[:], b.Fire)
	s.turn, s.phase, s.target, s.asked, s.used = b.Turn, brigadePhase(b.Phase), b.Target, b.Asked, b.Used
	s.hand, s.handN, s.masked = [brigadeMaxN][2]int8{}, [brigadeMaxN]int8{}, [brigadeMaxN]bool{}
	copy(s.hand[:], b.Hands)
	copy(s.handN[:], b.HandN)
	copy(s.masked[:], b.Masked)
	s.deck, s.deckN = [deckSize]uint8{}, int8(len(b.Deck))
	copy(s.deck[:], b.Deck)
	if s.rng, err = unmarshalSource(b.RNG, brigadeFormat); err != nil {
		return nil, err
	}
	if err := s.Check(); err != nil {
		return nil, err
	}
	return s, nil
}
