package rulestest

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"embers/rules"
)

// Words plays one game of g from setup with moves drawn by seed and reads
// the rules' words for a person at every position, as boards show them: on
// each seat's View, every place the game knows (rules.Describer's
// DescribePlace, and rules.Refuser's WhyNotAt on the mover's view), and a
// label for every legal move of the seat to move. It fails on a panic, on
// a legal move labelled "", "?" or from a small letter, on a description
// that names a seat the game does not have ({7}), and on a refusal without
// a reason. A game whose states are no Describer fails at once.
func Words(g rules.Game, setup rules.Setup, seed uint64) (err error) {
	st, err := g.New(setup)
	if err != nil {
		return err
	}
	if _, ok := st.(rules.Describer); !ok {
		return fmt.Errorf("%s: the states are no rules.Describer", g.Info().ID)
	}
	rng := rand.New(rand.NewPCG(seed, 0x3c))
	ply := 0
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("ply %d: panic: %v\n%s", ply, r, stack())
		}
	}()
	for legal := st.Legal(nil); len(legal) > 0; legal = st.Legal(nil) {
		for seat := range setup.Players {
			if err := readWords(st.View(rules.Seat(seat)), setup.Players, legal, st.ToMove() == rules.Seat(seat)); err != nil {
				return fmt.Errorf("ply %d, seat %d's view: %w", ply, seat, err)
			}
		}
		if err := st.Play(legal[rng.IntN(len(legal))]); err != nil {
			return fmt.Errorf("ply %d: %w", ply, err)
		}
		ply++
	}
	return nil
}

// readWords reads view's words; legal are the mover's moves, labelled when
// view is the mover's.
func readWords(view rules.State, players int, legal []rules.Move, mover bool) error {
	d := view.(rules.Describer)
	var places []rules.Place
	if pl, ok := view.(rules.Placer); ok {
		places = pl.Places(nil)
	}
	ref, refuses := view.(rules.Refuser)
	for _, p := range places {
		if err := seatsNamed(d.DescribePlace(p), players); err != nil {
			return fmt.Errorf("place %s: %w", p, err)
		}
		if mover && refuses {
			if why := ref.WhyNotAt(p); why != nil && why.Reason == "" {
				return fmt.Errorf("place %s: a refusal without a reason", p)
			}
		}
	}
	if !mover {
		return nil
	}
	for _, m := range legal {
		label := d.DescribeMove(m)
		r, _ := utf8.DecodeRuneInString(label)
		if label == "" || label == "?" || !unicode.IsUpper(r) {
			return fmt.Errorf("legal move %s is labelled %q", view.FormatMove(m), label)
		}
		if err := seatsNamed(label, players); err != nil {
			return fmt.Errorf("move %s: %w", view.FormatMove(m), err)
		}
	}
	return nil
}

// seatsNamed checks that text names only seats 0 .. players-1 ({0}, {1}).
func seatsNamed(text string, players int) error {
	for rest := text; ; {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			return nil
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return fmt.Errorf("%q opens a seat's name and never closes it", text)
		}
		n, err := strconv.Atoi(rest[i+1 : i+j])
		if err != nil || n < 0 || n >= players {
			return fmt.Errorf("%q names seat %s of %d", text, rest[i+1:i+j], players)
		}
		rest = rest[i+j+1:]
	}
}
