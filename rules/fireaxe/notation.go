package fireaxe

import (
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
)

// The notation (docs/rules/fireaxe.md, "Notation"):
//
//	end                  end the turn          winter           to the Wintering box
//	load crew            a crewman aboard      load furs        a good aboard
//	launch norway        to a home port        sail northsea    to a space or port
//	draw                 a rune at home        trade skins      trade here
//	raid                 raid the town here    settle 2         settle with 2 dice
//	roll on / stop       a raid's next die     lose crew        lose tusks
//	found / keep crew    the crewless choice   die 4            chance
//	play fairwind        play demand tusks     play storm blue  discard calm
//	... wind cw          ... wind ccw          (a rune turning the wind dial)

var simpleMoves = map[string]int{"end": mvEnd, "winter": mvWinter, "load crew": mvLoadCrew, "draw": mvDraw,
	"raid": mvRaid, "roll on": mvRollOn, "stop": mvStop, "lose crew": mvLoseCrew, "found": mvFound, "keep crew": mvKeep}

var windWords = []string{"", " wind cw", " wind ccw"}

// FormatMove writes a move in the notation.
func (s *State) FormatMove(m rules.Move) string {
	k, a, b, c := unpack(m)
	for text, kind := range simpleMoves {
		if kind == k {
			return text
		}
	}
	switch k {
	case mvLoadGood, mvTrade, mvLoseGood:
		if a < NumGoods {
			return map[int]string{mvLoadGood: "load ", mvTrade: "trade ", mvLoseGood: "lose "}[k] + goodNames[a]
		}
	case mvLaunch, mvSail:
		if a < len(s.b.nodes) {
			return map[int]string{mvLaunch: "launch ", mvSail: "sail "}[k] + s.b.nodes[a].id
		}
	case mvSettle:
		return "settle " + strconv.Itoa(a)
	case mvDie:
		return "die " + strconv.Itoa(a)
	case mvPlay, mvDiscard:
		if a < len(runes) && c <= windCCW {
			return s.formatRune(k, a, b, c)
		}
	}
	return fmt.Sprintf("move#%d", uint64(m))
}

func (s *State) formatRune(k, kind, target, w int) string {
	t := "discard " + runes[kind].ID
	if k == mvPlay {
		t = "play " + runes[kind].ID
		if target > 0 {
			switch runes[kind].Effect {
			case "demand", "cargo":
				if target-1 < NumGoods {
					t += " " + goodNames[target-1]
				}
			default:
				if target-1 < len(seatColours) {
					t += " " + strings.ToLower(seatColours[target-1])
				}
			}
		}
	}
	return t + windWords[w]
}

// ParseMove reads the notation; it checks the form, not the legality.
func (s *State) ParseMove(text string) (rules.Move, error) {
	t := strings.Join(strings.Fields(strings.ToLower(text)), " ")
	if k, ok := simpleMoves[t]; ok {
		return mv(k, 0, 0, 0), nil
	}
	f := strings.Fields(t)
	if len(f) >= 2 {
		if m, ok := s.parseWithArg(f); ok {
			return m, nil
		}
	}
	return 0, fmt.Errorf("fireaxe: cannot read %s; moves look like \"sail irish-sea\", \"load crew\", \"trade skins\", \"raid\", \"settle 2\", \"roll on\", \"stop\", \"lose tusks\", \"play demand furs wind cw\", \"die 4\" or \"end\"", rules.Excerpt(text))
}

func (s *State) parseWithArg(f []string) (rules.Move, bool) {
	switch f[0] {
	case "load", "trade", "lose":
		g := goodIndex(f[1])
		if g < 0 || len(f) != 2 {
			return 0, false
		}
		return mv(map[string]int{"load": mvLoadGood, "trade": mvTrade, "lose": mvLoseGood}[f[0]], g, 0, 0), true
	case "launch", "sail":
		n, ok := s.b.byID[f[1]]
		if !ok || len(f) != 2 {
			return 0, false
		}
		return mv(map[string]int{"launch": mvLaunch, "sail": mvSail}[f[0]], n, 0, 0), true
	case "settle", "die":
		v, err := strconv.Atoi(f[1])
		if err != nil || len(f) != 2 || v < 1 || v > 6 || (f[0] == "settle" && v > MaxDice) {
			return 0, false
		}
		return mv(map[string]int{"settle": mvSettle, "die": mvDie}[f[0]], v, 0, 0), true
	case "play", "discard":
		return parseRune(f)
	}
	return 0, false
}

func parseRune(f []string) (rules.Move, bool) {
	kind := -1
	for k, r := range runes {
		if r.ID == f[1] {
			kind = k
		}
	}
	if kind < 0 {
		return 0, false
	}
	rest, w := f[2:], windStay
	if n := len(rest); n >= 2 && rest[n-2] == "wind" {
		switch rest[n-1] {
		case "cw":
			w = windCW
		case "ccw":
			w = windCCW
		default:
			return 0, false
		}
		rest = rest[:n-2]
	}
	target := 0
	if len(rest) == 1 && f[0] == "play" {
		if g := goodIndex(rest[0]); g >= 0 {
			target = g + 1
		} else if c := colourIndex(rest[0]); c >= 0 {
			target = c + 1
		} else {
			return 0, false
		}
	} else if len(rest) > 0 {
		return 0, false
	}
	k := mvPlay
	if f[0] == "discard" {
		k = mvDiscard
	}
	return mv(k, kind, target, w), true
}

func goodIndex(name string) int {
	for g, n := range goodNames {
		if n == name {
			return g
		}
	}
	return -1
}

func colourIndex(name string) int {
	for i, c := range seatColours {
		if strings.ToLower(c) == name {
			return i
		}
	}
	return -1
}
