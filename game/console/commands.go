package console

import (
	"fmt"
	"strconv"
	"strings"

	"embers/files"
	"embers/game"
	"embers/game/ai"
	"embers/game/cli"
	"embers/rules"
	"embers/saves"
)

func (c *console) newGame(arg string) {
	setup := c.m.Setup
	f := strings.Fields(arg)
	if len(f) > 2 {
		c.errorf("new takes at most two numbers: new [players] [seed]")
		return
	}
	if len(f) > 0 {
		n, err := strconv.Atoi(f[0])
		if err != nil {
			c.errorf("new %s: the player count must be a number", shown(f[0]))
			return
		}
		setup.Players = n
	}
	if len(f) > 1 {
		s, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			c.errorf("new %s %s: the seed must be a whole number from 0", shown(f[0]), shown(f[1]))
			return
		}
		setup.Seed = s
	}
	m, err := game.NewMatch(c.m.Game, setup)
	if err != nil {
		c.errorf("%v", err)
		return
	}
	c.m = m
	c.printf("New game: %d players, seed %d.\n", setup.Players, setup.Seed)
	c.status()
}

func (c *console) legal() {
	moves := c.m.State.Legal(nil)
	if len(moves) == 0 {
		c.printf("No legal moves: the game is over.\n")
		return
	}
	if ch, ok := c.m.State.(rules.Chancer); ok && c.m.State.ToMove() == rules.Chance {
		c.outcomes(ch)
		return
	}
	c.printf("%d legal moves for %s:\n", len(moves), c.m.State.SeatLabel(c.m.State.ToMove()))
	for _, mv := range moves {
		c.printf("  %s\n", c.m.State.FormatMove(mv))
	}
}

func (c *console) play(text string) {
	if text == "" {
		c.errorf("play needs a move, e.g. one of the lines that legal prints")
		return
	}
	c.apply(c.m.PlayText(text))
}

// playParsed plays a line that reads as a move. When it is refused and its
// first word is also a command, the refusal says how to run the command.
func (c *console) playParsed(line string, mv rules.Move) {
	events, err := c.m.Play(mv)
	word, _, _ := strings.Cut(line, " ")
	if _, command := c.commands()[strings.ToLower(word)]; err != nil && command {
		c.refused(err)
		if strings.EqualFold(word, "save") {
			c.printf("(this line is a move; to save the game to a file, write %s)\n", saveForm)
			return
		}
		c.printf("(this line is a move; to run the %s command, write :%s)\n", rules.Excerpt(word), files.Clip(line, 80))
		return
	}
	c.apply(events, err)
}

// apply prints what a played move did, or why it was refused.
func (c *console) apply(events []rules.Event, err error) {
	if err != nil {
		c.refused(err)
		return
	}
	last := c.m.History[len(c.m.History)-1]
	c.printf("%d. %s: %s\n", len(c.m.History), c.who(last.Seat), last.Notation)
	names := c.labels()
	for _, e := range events {
		line := rules.Names(e.For(rules.NoSeat).Text, names)
		if e.Rule != "" {
			line += " [" + e.Rule + "]"
		}
		c.printf("  %s\n", line)
	}
	c.status()
}

func (c *console) view(arg string) {
	seat, ok := c.seatOf(arg)
	if !ok {
		c.errorf("view needs a seat: a number from 0 to %d, or one of %s",
			c.m.Setup.Players-1, strings.Join(c.labels(), ", "))
		return
	}
	c.printf("%s", ensureNewline(c.m.State.View(seat).Dump()))
}

func (c *console) seatOf(arg string) (rules.Seat, bool) {
	if n, err := strconv.Atoi(arg); err == nil {
		return rules.Seat(n), n >= 0 && n < c.m.Setup.Players
	}
	for i, l := range c.labels() {
		if arg != "" && strings.EqualFold(l, arg) {
			return rules.Seat(i), true
		}
	}
	return rules.NoSeat, false
}

func (c *console) result() {
	r := c.m.State.Result()
	if !r.Over {
		c.printf("The game is not over yet.\n")
		return
	}
	names := c.labels()
	if r.Headline != "" {
		c.printf("%s.\n", rules.Names(r.Headline, names))
	}
	switch {
	case r.Lost:
		c.printf("Everyone lost: %s\n", r.Summary)
	default:
		var w []string
		for _, s := range r.Winners {
			w = append(w, names[s])
		}
		c.printf("Won by %s: %s\n", strings.Join(w, " and "), r.Summary)
	}
	for i, s := range r.Scores {
		c.printf("  %s: %d\n", names[i], s)
	}
	for _, l := range r.Lines {
		c.printf("    %s %+d %s [%s]\n", lineOwner(names, l.Seat), l.Points, l.What, l.Rule)
	}
	c.resultRivals(r)
}

func (c *console) moves() {
	if len(c.m.History) == 0 {
		c.printf("No moves yet.\n")
		return
	}
	for i, p := range c.m.History {
		c.printf("%d. %s: %s\n", i+1, c.who(p.Seat), p.Notation)
	}
}

func (c *console) undo() {
	if err := c.m.Undo(); err != nil {
		c.errorf("%v", err)
		return
	}
	c.printf("Took back one move (%d left).\n", len(c.m.History))
	c.status()
}

// shown is a word of the input as a message repeats it: as typed when it
// is short, else a marked excerpt (rules.Excerpt).
func shown(s string) string {
	if len(s) <= rules.ExcerptRunes {
		return s
	}
	return rules.Excerpt(s)
}

// saveForm is how the save command is written: a file that is a move's
// near miss ("save A4" for Tre Kronor's "save A1") must never be written,
// so the command only writes to a name that ends in .json, which no move
// of any game does.
const saveForm = "save <file>.json, e.g. save game.json"

func (c *console) save(path string) {
	if path == "" {
		c.errorf("save needs a file name ending in .json: %s", saveForm)
		return
	}
	if !strings.HasSuffix(strings.ToLower(path), ".json") {
		c.errorf("nothing was saved: save writes only to a file whose name ends in .json (%s), so that a move "+
			"written with a slip is never taken for a file name; %s may be meant as a move (type legal for the moves)",
			saveForm, rules.Excerpt("save "+path))
		return
	}
	if err := saves.Write(path, c.m); err != nil {
		c.errorf("%v", err)
		return
	}
	c.printf("Saved %d moves to %s.\n", len(c.m.History), shown(path))
}

func (c *console) load(path string) {
	if path == "" {
		c.errorf("load needs a file name, e.g. load game.json")
		return
	}
	m, err := saves.LoadWith(path, c.lookup)
	if err != nil {
		c.errorf("%v", err)
		c.printf("The current game is kept.\n")
		return
	}
	c.m = m
	c.printf("Loaded %s: %s, %d players, %d moves.\n", shown(path), m.Game.Info().Name, m.Setup.Players, len(m.History))
	c.status()
}

// ai lets an AI of the given level play the seat to move, n times or to the end.
func (c *console) ai(arg string) {
	f := strings.Fields(arg)
	if len(f) == 0 || f[0] == "all" || isNumber(f[0]) {
		f = append([]string{c.aiLevel}, f...)
	}
	if len(f) > 2 {
		c.errorf("write ai [level] [n|all]; levels: %s", cli.LevelNames())
		return
	}
	level, err := ai.ParseLevel(files.Clip(f[0], 20))
	if err != nil {
		c.errorf("%v", err)
		return
	}
	count := 1
	if len(f) == 2 {
		if count, err = strconv.Atoi(f[1]); f[1] == "all" {
			count = -1
		} else if err != nil || count < 1 {
			c.errorf("ai %s %s: give a number of moves from 1, or all", shown(f[0]), shown(f[1]))
			return
		}
	}
	for ; count != 0 && c.m.State.ToMove() != rules.NoSeat; count-- {
		seat := c.m.State.ToMove()
		if seat == rules.Chance { // nobody thinks: the game rolls
			c.roll()
			continue
		}
		seed := cli.DeriveSeed(c.m.Setup.Seed, uint64(len(c.m.History)))
		d := ai.NewWithConfig(level, seed, c.aiConfig(level)).Choose(c.m.State, seat)
		c.printf("The %s AI plays for %s (%d iterations, %s, value %.2f):\n", level, c.m.State.SeatLabel(seat),
			d.Iterations, fmtDuration(d.Elapsed.Seconds()), d.Value)
		c.apply(c.m.Play(d.Move))
	}
	if c.m.State.ToMove() == rules.NoSeat && count != 0 && len(f) == 2 && f[1] != "all" {
		c.printf("The game ended before the AI played every move asked for.\n")
	}
}

// aiConfig is the level's own settings as the game tunes them, its thinking time capped by the
// settings' think_ms_cap.
func (c *console) aiConfig(level ai.Level) ai.Config {
	cfg := ai.ConfigFor(level, c.m.Game, c.m.Setup)
	if c.thinkCap > 0 && (cfg.MaxTime == 0 || cfg.MaxTime > c.thinkCap) {
		cfg.MaxTime = c.thinkCap
	}
	return cfg
}

func isNumber(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

func fmtDuration(sec float64) string { return fmt.Sprintf("%.0f ms", sec*1000) }

// look says what a place holds and does, in the game's own words (a game
// that describes its places: rules.Describer), on the full state.
func (c *console) look(arg string) {
	d, ok := c.m.State.(rules.Describer)
	switch {
	case !ok:
		c.errorf("%s does not describe its places", c.m.Game.Info().Name)
		return
	case arg == "":
		c.errorf("look needs a place, e.g. a square or a hall as moves name them")
		return
	}
	text := d.DescribePlace(rules.Place(arg))
	if text == "" {
		c.printf("Nothing to say about %s (a place the game does not know, or an empty one).\n", shown(arg))
		return
	}
	labels := make([]string, c.m.Setup.Players)
	for i := range labels {
		labels[i] = c.m.State.SeatLabel(rules.Seat(i))
	}
	c.printf("%s\n", rules.Names(text, labels))
}
