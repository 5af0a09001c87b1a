package rules

import (
	"strings"
	"testing"
)

func TestExcerpt(t *testing.T) {
	short := strings.Repeat("a", ExcerptRunes)
	cases := []struct{ in, want string }{
		{"save A1", `"save A1"`},
		{short, `"` + short + `"`},
		{short + "b", `"` + short + `"… (61 characters)`},
		{strings.Repeat("Å", 100), `"` + strings.Repeat("Å", 60) + `"… (100 characters)`},
		{"tab\there", `"tab\there"`},
	}
	for _, c := range cases {
		if got := Excerpt(c.in); got != c.want {
			t.Errorf("Excerpt(%.20q) = %s, want %s", c.in, got, c.want)
		}
	}
	huge := strings.Repeat("\x00", 1<<20)
	if got := Excerpt(huge); len(got) > 400 || !strings.HasSuffix(got, "(1048576 characters)") {
		t.Errorf("a megabyte of NULs is quoted in %d bytes: %.80s", len(got), got)
	}
}
