package boardtest

import (
	"fmt"
	"image"
	"testing"

	"embers/game"
	"embers/rules"
	"embers/scenes/play/playtest"
)

// logKeepsSecrets checks the log lines shown to viewer: each is the line
// of a past event as viewer may see it (rules.Event.For), and none is the
// secret side of an event that viewer's view hides (another seat's
// face-down choice, a card only its owner saw).
func logKeepsSecrets(s *game.Session, viewer rules.Seat, shown []string) error {
	names := s.Names()
	may, hidden := map[string]bool{}, map[string]bool{}
	for _, p := range s.Match.History {
		for _, e := range p.Events {
			may[rules.Names(e.For(viewer).Text, names)] = true
			may[rules.Names(e.For(rules.NoSeat).Text, names)] = true
			if e.Secret != rules.NoSeat && e.Secret != viewer && e.SecretText != "" && e.SecretText != e.Text {
				hidden[rules.Names(e.SecretText, names)] = true
			}
		}
	}
	for _, line := range shown {
		switch {
		case hidden[line] && !may[line]:
			return fmt.Errorf("the log shown to seat %d tells a secret it may not see: %q", viewer, line)
		case !may[line]:
			return fmt.Errorf("the log shown to seat %d holds %q, no past event's line as that seat may see it", viewer, line)
		}
	}
	return nil
}

// handoffHides compares pictures at a handoff: the screen as it is, the
// same screen with the board reset on the public view, and on the view of
// the person about to take the screen. Where the last two differ lie that
// person's secrets as the handoff would let them through; there no pixel
// of the screen shown may be the secret one. It needs a display (else it
// passes: the pictures cannot be drawn).
func handoffHides(t *testing.T, tb *table) error {
	if !playtest.HasDisplay() {
		return nil
	}
	next, st := tb.s.ToMove(), tb.s.Match.State
	var shown, public, secret *image.RGBA
	playtest.OnUI(t, func() {
		shown = playtest.Picture(tb.sc)
		tb.board.Reset(st.View(rules.NoSeat), rules.NoSeat)
		public = playtest.Picture(tb.sc)
		tb.board.Reset(st.View(next), next)
		secret = playtest.Picture(tb.sc)
	})
	tb.board.Reset(st.View(tb.sc.Viewer()), tb.sc.Viewer())
	secrets, leaks := 0, 0
	for i := 0; i < len(shown.Pix); i += 4 {
		if !samePixel(public.Pix[i:], secret.Pix[i:]) {
			secrets++
			if samePixel(shown.Pix[i:], secret.Pix[i:]) {
				leaks++
			}
		}
	}
	t.Logf("handoff to %s: %d pixels would show their secrets through it; %d do", tb.s.Name(next), secrets, leaks)
	if leaks > 0 {
		return fmt.Errorf("the handoff to %s shows %d pixels of the board as they see it", tb.s.Name(next), leaks)
	}
	return nil
}

func samePixel(a, b []uint8) bool { return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] }
