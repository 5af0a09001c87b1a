package burnttoashes

import (
	"strings"
	"testing"
)

// A province's tip names the tiles of a stack its viewer has looked at,
// top first, and only the count to anyone else.
func TestProvinceTipNamesALookedStack(t *testing.T) {
	s := newGame(t, 2, "", 4)
	playUntil(t, s, func(s *State) bool { t := s.top(); return t != nil && t.K == tkPeek })
	seat := s.ToMove()
	look := s.Legal(nil)[0]
	_, p, _, _ := split(look)
	play(t, s, s.FormatMove(look))
	mine := s.View(seat).(*State).DescribePlace(provPlace[p])
	theirs := s.View(1 - seat).(*State).DescribePlace(provPlace[p])
	top := tileNames[s.c.Stack[p][s.c.StackN[p]-1]]
	if !strings.Contains(mine, ": "+top) || !strings.Contains(mine, "from the top") {
		t.Errorf("the looker's tip %q does not name the stack from its top (%s)", mine, top)
	}
	if strings.Contains(theirs, "from the top") || !strings.Contains(theirs, "tiles in its stack") {
		t.Errorf("another seat's tip %q names the stack", theirs)
	}
}
