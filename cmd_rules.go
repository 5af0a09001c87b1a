package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"embers/game"
	"embers/rules"
)

// console is the text console of the rules command: one match at a time.
type console struct {
	m        *game.Match
	out      io.Writer
	prompt   bool
	aiLevel  string        // the level "ai" plays without one (config [ai] default_level)
	thinkCap time.Duration // the longest an AI may think (config [ai] think_ms_cap)
}

func cmdRules(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := newFlags("rules")
	gameID := fs.String("game", "trekronor", "game id")
	players := fs.Int("players", 0, "number of players (0: 4, or the nearest count the game allows)")
	variant := fs.String("variant", "", "options, comma-separated, e.g. start=fierce,wind (empty: the base rules)")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	g, err := lookupGame(*gameID)
	if err != nil {
		return usagef("rules -game: %v", err)
	}
	info := g.Info()
	n := *players
	if n == 0 {
		n = max(info.MinPlayers, min(4, info.MaxPlayers))
	}
	if n < info.MinPlayers || n > info.MaxPlayers {
		return usagef("rules -players %d: %s is played by %d to %d players", n, info.Name, info.MinPlayers, info.MaxPlayers)
	}
	canon, err := canonicalVariant(info, *variant)
	if err != nil {
		return usagef("rules -variant: %v", err)
	}
	m, err := game.NewMatch(g, rules.Setup{Players: n, Variant: canon, Seed: *seed})
	if err != nil {
		return usagef("rules: %v", err)
	}
	cfg, _ := loadConfig(stderr)
	c := &console{m: m, out: stdout, prompt: isTerminal(stdin), aiLevel: cfg.AI.DefaultLevel,
		thinkCap: time.Duration(cfg.AI.ThinkMsCap) * time.Millisecond}
	c.printf("%s, %d players, seed %d. Type help for the commands.\n", info.Name, n, *seed)
	if canon != "" {
		c.printf("Rules: %s (%s).\n", rules.VariantName(info, canon), canon)
	}
	c.status()
	c.loop(stdin)
	return nil
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

func (c *console) loop(stdin io.Reader) {
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for {
		if c.prompt {
			c.printf("> ")
		}
		if !sc.Scan() {
			return
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			c.emptyLine()
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		if c.command(line) {
			return
		}
	}
}

// command runs one console line; it returns true to quit.
func (c *console) command(line string) bool {
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "quit", "exit":
		return true
	case "help":
		c.help()
	case "new":
		c.newGame(arg)
	case "legal":
		c.legal()
	case "play":
		c.play(arg)
	case "board":
		c.printf("%s", ensureNewline(c.m.State.Dump()))
	case "view":
		c.view(arg)
	case "result":
		c.result()
	case "moves":
		c.moves()
	case "undo":
		c.undo()
	case "save":
		c.save(arg)
	case "load":
		c.load(arg)
	case "ai":
		c.ai(arg)
	case "roll":
		c.roll()
	default:
		c.bareMove(line)
	}
	return false
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
  save <file>           save the game
  load <file>           load a saved game (a failed load keeps this game)
  ai [level] [n|all]    let the AI play the seat to move (n moves, or to the end);
                        the level defaults to [ai] default_level of the settings;
                        when chance is to move it rolls
  roll                  when chance is to move (a die, a draw), let the game's
                        own generator decide (an empty line does the same);
                        typing an outcome (see legal) forces it
  help                  this text
  quit                  leave
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
		c.printf("refused: %s: %s (rule %s)\n", ill.Move, ill.Reason, rule)
		return
	}
	c.printf("error: %v\n", err)
}
