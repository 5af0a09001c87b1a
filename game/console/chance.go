package console

import (
	"fmt"

	"embers/game"
	"embers/rules"
)

// The console's chance: when a die or a draw decides, the history and legal
// list the outcomes as moves; typing one forces it, roll (or an empty line)
// lets the state's own generator decide.

// who names a seat of the history or the seat to move: its label, or
// "chance" for an outcome.
func (c *console) who(seat rules.Seat) string {
	if seat == rules.Chance {
		return game.ChanceName
	}
	return c.m.State.SeatLabel(seat)
}

// roll plays the outcome the state's generator gives.
func (c *console) roll() {
	if c.m.State.ToMove() != rules.Chance {
		c.errorf("chance is not to move; %s decides (type legal for the moves)", c.who(c.m.State.ToMove()))
		return
	}
	c.apply(c.m.Roll())
}

// emptyLine rolls when chance is to move and does nothing otherwise.
func (c *console) emptyLine() {
	if c.m.State.ToMove() == rules.Chance {
		c.roll()
	}
}

// outcomes lists chance's outcomes with their weights and odds.
func (c *console) outcomes(ch rules.Chancer) {
	outs := ch.Outcomes(nil)
	total := 0
	for _, o := range outs {
		total += o.Weight
	}
	c.printf("%d outcomes for chance (type roll, or an outcome to force it):\n", len(outs))
	for _, o := range outs {
		c.printf("  %-12s weight %d (%d in %d)\n", c.m.State.FormatMove(o.Move), o.Weight, o.Weight, total)
	}
}

// chanceStatus is the status line while chance is to move.
func (c *console) chanceStatus() {
	example := ""
	if l := c.m.State.Legal(nil); len(l) > 0 {
		example = fmt.Sprintf(", e.g. %s", c.m.State.FormatMove(l[0]))
	}
	c.printf("To move: chance (type roll or press Enter to roll; or name an outcome to force it%s)\n", example)
}

// resultRivals prints the opponents that are not seats.
func (c *console) resultRivals(r rules.Result) {
	for _, rv := range r.Rivals {
		won := ""
		if rv.Won {
			won = ", won"
		}
		c.printf("  %s (rival): %d%s\n", rv.Name, rv.Score, won)
		for _, l := range rv.Lines {
			c.printf("    %s %+d %s [%s]\n", rv.Name, l.Points, l.What, l.Rule)
		}
	}
}

// lineOwner names a score line's seat; NoSeat is the whole table.
func lineOwner(names []string, seat rules.Seat) string {
	if int(seat) >= 0 && int(seat) < len(names) {
		return names[seat]
	}
	return "everyone"
}
