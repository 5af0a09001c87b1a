package tutorial

import (
	"errors"
	"strings"

	"embers/rules"
)

// Judge decides a learner's move m in st during step i: ok when it is one
// of the expected moves; else a gentle correction that says why — the
// rules' own reason when the move is illegal, else that it is allowed but
// not what this step is about.
func (sc *Script) Judge(st rules.State, i int, m rules.Move) (ok bool, correction string) {
	step := &sc.Steps[i]
	for _, text := range step.Expect {
		if em, err := st.ParseMove(text); err == nil && em == m {
			return true, ""
		}
	}
	goal := step.Goal
	if goal == "" {
		goal = "play " + strings.Join(step.Expect, " or ")
	}
	_, err := st.Clone().Apply(m)
	var im *rules.IllegalMove
	switch {
	case errors.As(err, &im):
		why := sentence(im.Reason)
		if im.Rule != "" {
			why += " (rule " + im.Rule + ")"
		}
		return false, "Not quite: " + why + ". Try again: " + goal + "."
	case err != nil:
		return false, "Not quite: " + err.Error() + ". Try again: " + goal + "."
	case step.HintWrong != "":
		return false, step.HintWrong
	}
	return false, "That move is allowed, but this step asks you to " + goal + "."
}

// sentence starts s with a capital letter, unless it starts with a name
// like d4 or sw.
func sentence(s string) string {
	if len(s) > 2 && s[0] >= 'a' && s[0] <= 'z' && s[1] >= 'a' && s[1] <= 'z' && s[2] != ' ' {
		return strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}
