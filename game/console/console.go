// Package console is the text console of "embers rules": one match at a
// time, played and inspected by typed commands and moves in the games' own
// notation, with the AI, saves and chance at hand, without a window.
package console

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"embers/files"
	"embers/game"
	"embers/game/cli"
	"embers/rules"
	"embers/rules/games"
	"embers/saves"
)

// console is the text console of the rules command: one match at a time.
type console struct {
	m        *game.Match
	lookup   saves.Lookup // finds the game of a save
	out      io.Writer
	prompt   bool
	aiLevel  string        // the level "ai" plays without one (config [ai] default_level)
	thinkCap time.Duration // the longest an AI may think (config [ai] think_ms_cap)
}

// Command is "embers rules": a text console to play and inspect a game.
func Command(env cli.Env, args []string) error {
	fs := cli.NewFlags("rules")
	gameID := fs.String("game", games.First(), "game id")
	players := fs.Int("players", 0, "number of players (0: 4, or the nearest count the game allows)")
	variant := fs.String("variant", "", "options, comma-separated, e.g. start=fierce,wind (empty: the base rules)")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	if err := cli.Parse(fs, args, env.Stderr); err != nil {
		return err
	}
	g, err := env.Lookup(*gameID)
	if err != nil {
		return cli.Usagef("rules -game: %v", err)
	}
	info := g.Info()
	n := *players
	if n == 0 {
		n = max(info.MinPlayers, min(4, info.MaxPlayers))
	}
	if n < info.MinPlayers || n > info.MaxPlayers {
		return cli.Usagef("rules -players %d: %s is played by %d to %d players", n, info.Name, info.MinPlayers, info.MaxPlayers)
	}
	canon, err := cli.Variant(info, *variant)
	if err != nil {
		return cli.Usagef("rules -variant: %v", err)
	}
	m, err := game.NewMatch(g, rules.Setup{Players: n, Variant: canon, Seed: *seed})
	if err != nil {
		return cli.Usagef("rules: %v", err)
	}
	cfg, _, _ := env.Settings()
	c := &console{m: m, out: env.Stdout, lookup: env.Lookup, prompt: isTerminal(env.Stdin), aiLevel: cfg.AI.DefaultLevel,
		thinkCap: time.Duration(cfg.AI.ThinkMsCap) * time.Millisecond}
	c.printf("%s, %d players, seed %d. Type help for the commands.\n", info.Name, n, *seed)
	if canon != "" {
		c.printf("Rules: %s (%s).\n", rules.VariantName(info, canon), canon)
	}
	c.status()
	return c.loop(env.Stdin)
}

func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (c *console) printf(format string, a ...any) { fmt.Fprintf(c.out, format, a...) }

// maxLine is the longest console line read; a longer one is skipped.
const maxLine = 1 << 20

func (c *console) loop(stdin io.Reader) error {
	in := bufio.NewReaderSize(stdin, 64*1024)
	for n := 1; ; n++ {
		if c.prompt {
			c.printf("> ")
		}
		raw, err := readLine(in, maxLine)
		if errors.Is(err, errLineTooLong) {
			c.errorf("line %d is longer than 1 MiB and was skipped", n)
			continue
		}
		if err == io.EOF && raw == "" {
			return nil
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("rules: cannot read line %d of the input: %w", n, err)
		}
		line := strings.TrimSpace(raw)
		if line == "" {
			c.emptyLine()
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		if c.command(line) {
			return nil
		}
	}
}

var errLineTooLong = errors.New("line too long")

// readLine reads one line (without its end) of at most max bytes; a longer
// one is read to its end and dropped, with errLineTooLong. The last line may
// come with io.EOF.
func readLine(in *bufio.Reader, max int) (string, error) {
	var line []byte
	long := false
	for {
		part, err := in.ReadSlice('\n')
		if !long {
			line = append(line, part...)
			long = len(line) > max+2 // room for the "\r\n"
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if long {
			return "", errLineTooLong
		}
		return strings.TrimRight(string(line), "\r\n"), err
	}
}

// command runs one console line; it returns true to quit. A line is tried as
// a move first, so a move never runs a command that shares its first word
// (Tre Kronor's "save B2" is a move, as legal lists it); a line starting with
// ":" is always a command (":board"); and "play <move>" is always a move.
// The one command that writes a file, save, takes only a name ending in
// .json, which no move has, so a move's near miss ("save A4") never
// writes one.
func (c *console) command(line string) bool {
	if cmd, ok := strings.CutPrefix(line, ":"); ok {
		return c.run(strings.TrimSpace(cmd), true)
	}
	if mv, err := c.m.State.ParseMove(line); err == nil {
		c.playParsed(line, mv)
		return false
	}
	return c.run(line, false)
}

// run runs a console command; forced says the line was marked as one with
// ":", so it is never tried as a move.
func (c *console) run(line string, forced bool) bool {
	word, arg, _ := strings.Cut(line, " ")
	word = strings.ToLower(word)
	if word == "quit" || word == "exit" {
		return true
	}
	if do, ok := c.commands()[word]; ok {
		do(strings.TrimSpace(arg))
		return false
	}
	if forced {
		c.printf("unknown command %s (type help for the commands)\n", rules.Excerpt(word))
		return false
	}
	_, err := c.m.State.ParseMove(line)
	c.printf("unknown command, and not a move: %v (type help for the commands)\n", err)
	return false
}

// commands are the console's commands by name, each given the rest of its
// line (quit and exit, which end the console, are not among them).
func (c *console) commands() map[string]func(arg string) {
	return map[string]func(string){
		"help":   func(string) { c.help() },
		"new":    c.newGame,
		"legal":  func(string) { c.legal() },
		"play":   c.play,
		"board":  func(string) { c.printf("%s", ensureNewline(c.m.State.Dump())) },
		"view":   c.view,
		"result": func(string) { c.result() },
		"moves":  func(string) { c.moves() },
		"undo":   func(string) { c.undo() },
		"save":   c.save,
		"load":   c.load,
		"ai":     c.ai,
		"roll":   func(string) { c.roll() },
		"look":   c.look,
	}
}

func (c *console) help() {
	c.printf(`commands:
  new [players] [seed]  start a new game (same game, players and seed by default)
  legal                 list the legal moves of the seat to move
  play <move>           play a move in the game's notation (a bare move works too)
  board                 show the full state
  view <seat>           show the state as a seat sees it (seat number from 0, or its label)
  result                show the result
  moves                 list the moves played
  undo                  take back the last move
  save <file>.json      save the game (only to a name that ends in .json)
  load <file>           load a saved game (a failed load keeps this game)
  ai [level] [n|all]    let the AI play the seat to move (n moves, or to the end);
                        the level defaults to [ai] default_level of the settings;
                        when chance is to move it rolls
  roll                  when chance is to move (a die, a draw), let the game's
                        own generator decide (an empty line does the same);
                        typing an outcome (see legal) forces it
  look <place>          what a place holds and does, in the game's words
  help                  this text
  quit                  leave

A line is read as a move first, then as a command: a move whose first word is also
a command (Tre Kronor's "save B2") is played, exactly as legal lists it. Start a
line with ":" to run a command in any case (":board"); no game's moves start with
":". save writes only to a name ending in .json ("save B2.json"), so a move typed
with a slip ("save B4") is never taken for a file.
`)
}

func ensureNewline(s string) string {
	if strings.HasSuffix(s, "\n") {
		return s
	}
	return s + "\n"
}

func (c *console) labels() []string {
	names := make([]string, c.m.Setup.Players)
	for i := range names {
		names[i] = c.m.State.SeatLabel(rules.Seat(i))
	}
	return names
}

// status says whose decision it is, or that the game is over.
func (c *console) status() {
	seat := c.m.State.ToMove()
	if seat == rules.NoSeat {
		c.printf("The game is over: %s\n", c.m.State.Result().Summary)
		return
	}
	if seat == rules.Chance {
		c.chanceStatus()
		return
	}
	c.printf("To move: %s (seat %d)\n", c.m.State.SeatLabel(seat), seat)
}

// refused reports an error from a move or command without ending the console.
func (c *console) refused(err error) {
	var ill *rules.IllegalMove
	if errors.As(err, &ill) {
		rule := ill.Rule
		if rule == "" {
			rule = "not named"
		}
		c.printf("refused: %s: %s (rule %s)\n", ill.Move, files.Clip(ill.Reason, maxError), rule)
		return
	}
	c.errorf("%v", err)
}

// maxError is the longest error message the console prints, in bytes: a
// message that quotes outside text (a file's path in a system error) is cut
// there, so no input makes a long reply.
const maxError = 600

// errorf prints an error, cut to maxError bytes.
func (c *console) errorf(format string, a ...any) {
	msg := fmt.Sprintf(format, a...)
	if len(msg) > maxError {
		msg = files.Clip(msg, maxError/4) + " (cut)"
	}
	c.printf("error: %s\n", msg)
}
