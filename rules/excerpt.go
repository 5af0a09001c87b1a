package rules

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// ExcerptRunes is how many characters of outside text (a typed move, a
// move read from a save) a message quotes at most.
const ExcerptRunes = 60

// Excerpt quotes text from outside for a message: whole, in quotes, when it
// is short; else its first ExcerptRunes characters in quotes, marked as cut
// by "…", and its length, so a huge input never makes a huge message:
//
//	"save A1"
//	"xxxxxxxx…xxxx"… (1048576 characters)
func Excerpt(text string) string {
	if len(text) <= ExcerptRunes { // bytes: at most that many characters
		return strconv.Quote(text)
	}
	n := 0
	for i := range text {
		if n == ExcerptRunes {
			return fmt.Sprintf("%s… (%d characters)", strconv.Quote(text[:i]), utf8.RuneCountInString(text))
		}
		n++
	}
	return strconv.Quote(text)
}
