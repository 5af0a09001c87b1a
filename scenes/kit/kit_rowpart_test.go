package kit

import (
	"math"
	"testing"
)

// A seat's row of servants (to 58), markers (to 142) and spread markers
// (to 260) names each part where it lies, and nothing past its end.
func TestRowPart(t *testing.T) {
	ends := []float64{58, 142, 260}
	for _, c := range []struct {
		dx   float64
		want string
	}{{0, "servants"}, {57.9, "servants"}, {58, "markers"}, {200, "spread"}, {260, ""}, {-1, "servants"}} {
		if got := RowPart(c.dx, ends, "servants", "markers", "spread"); got != c.want {
			t.Errorf("RowPart(%v) = %q, want %q", c.dx, got, c.want)
		}
	}
	if got := RowPart(1e6, []float64{200, math.Inf(1)}, "tokens", "score"); got != "score" {
		t.Errorf("a row whose last part runs on names %q far along it, want score", got)
	}
}
