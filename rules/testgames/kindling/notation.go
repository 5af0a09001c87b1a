package kindling

import (
	"fmt"
	"strconv"
	"strings"

	"embers/rules"
)

// The notation: "light 3" or "smother 3", logs numbered 1 to 5 from the
// left.
var kindWords = map[MoveKind]string{Light: "light", Smother: "smother"}

func (s *State) FormatMove(m rules.Move) string {
	w, ok := kindWords[KindOf(m)]
	if !ok || !moveCode.Fits(m) {
		return fmt.Sprintf("?%d", uint64(m))
	}
	return w + " " + strconv.Itoa(LogOf(m)+1)
}

func (s *State) ParseMove(text string) (rules.Move, error) {
	word, num, _ := strings.Cut(strings.TrimSpace(text), " ")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if err != nil || n < 1 || n > Logs {
		return 0, fmt.Errorf("Kindling's moves are \"light N\" and \"smother N\", N a log from 1 to 5, not %s", rules.Excerpt(text))
	}
	switch word {
	case "light":
		return LightMove(n - 1), nil
	case "smother":
		return SmotherMove(n - 1), nil
	}
	return 0, fmt.Errorf("Kindling's moves are \"light N\" and \"smother N\", N a log from 1 to 5, not %s", rules.Excerpt(text))
}
