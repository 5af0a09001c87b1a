// Package rulestest is the one random-play harness every game module is run
// through (rules/games runs it against each registered game). It plays many
// games with random moves and checks, at every state, what the contract
// promises. A failure names the setup and the moves in notation, so it
// replays exactly.
package rulestest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"

	"embers/rules"
)

// Options sets how much the harness plays.
type Options struct {
	Games    int      // games in all, spread evenly over player counts and variants
	Players  []int    // player counts; default: every count the game allows
	Variants []string // variants; default: the base game and every variant
	Seed     uint64   // first seed; game i uses Seed+i
	MaxPlies int      // a game longer than this is a failure; default 20000
	Illegal  int      // illegal moves tried per state; default 3
	Workers  int      // parallel games; default GOMAXPROCS
}

// Failure is one broken promise, with what is needed to replay it.
type Failure struct {
	Game  string
	Setup rules.Setup
	Moves []string // in notation, up to and including the state that failed
	Check string   // which promise broke
	Dump  string   // the state where it broke
}

func (f *Failure) Error() string {
	return fmt.Sprintf("%s %+v: %s\nafter %d moves: %s\nstate:\n%s",
		f.Game, f.Setup, f.Check, len(f.Moves), strings.Join(f.Moves, "; "), f.Dump)
}

// Report sums up a run.
type Report struct {
	Games    int
	Plies    int
	Failures []*Failure
	Over     map[string]int // how games ended: "won", "lost", "scored"
}

// Setups lists the setups a run plays, in order.
func Setups(g rules.Game, o Options) []rules.Setup {
	info := g.Info()
	players := o.Players
	if len(players) == 0 {
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			players = append(players, n)
		}
	}
	variants := o.Variants
	if len(variants) == 0 {
		variants = rules.AllVariants(info)
	}
	// the pairs the game accepts: an option may not go with every count
	var pairs []rules.Setup
	for _, v := range variants {
		for _, n := range players {
			if _, err := g.New(rules.Setup{Players: n, Variant: v, Seed: o.Seed}); err == nil {
				pairs = append(pairs, rules.Setup{Players: n, Variant: v})
			}
		}
	}
	if len(pairs) == 0 { // let the run report why New refuses
		pairs = []rules.Setup{{Players: players[0], Variant: variants[0]}}
	}
	out := make([]rules.Setup, o.Games)
	for i := range out {
		out[i] = pairs[i%len(pairs)]
		out[i].Seed = o.Seed + uint64(i)
	}
	return out
}

// Run plays o.Games random games of g and checks every state. It stops
// collecting after the first few failures.
func Run(g rules.Game, o Options) Report {
	if o.MaxPlies == 0 {
		o.MaxPlies = 20000
	}
	if o.Illegal == 0 {
		o.Illegal = 3
	}
	if o.Workers == 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	setups := Setups(g, o)
	type outcome struct {
		plies int
		end   string
		fail  *Failure
	}
	results := make([]outcome, len(setups))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < o.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				p := newPlayer(g, setups[i], o)
				plies, end, f := p.play()
				results[i] = outcome{plies, end, f}
			}
		}()
	}
	for i := range setups {
		next <- i
	}
	close(next)
	wg.Wait()
	rep := Report{Games: len(setups), Over: map[string]int{}}
	for _, r := range results {
		rep.Plies += r.plies
		rep.Over[r.end]++
		if r.fail != nil && len(rep.Failures) < 5 {
			rep.Failures = append(rep.Failures, r.fail)
		}
	}
	return rep
}

// player plays one game and checks it.
type player struct {
	g     rules.Game
	setup rules.Setup
	o     Options
	rng   *rand.Rand
	s     rules.State
	moves []string
	codes []rules.Move
	seen  []rules.Move        // every move legal somewhere in this game: the illegal pool
	known map[rules.Move]bool // membership of seen
	steps []uint64            // fingerprint of each state, for the replay check
	buf   []rules.Move
}

func newPlayer(g rules.Game, setup rules.Setup, o Options) *player {
	return &player{g: g, setup: setup, o: o,
		rng:   rand.New(rand.NewPCG(setup.Seed, 0x68726e)),
		known: map[rules.Move]bool{}}
}

func (p *player) fail(format string, args ...any) *Failure {
	f := &Failure{Game: p.g.Info().ID, Setup: p.setup, Check: fmt.Sprintf(format, args...),
		Moves: append([]string(nil), p.moves...)}
	if p.s != nil {
		f.Dump = safeDump(p.s)
	}
	return f
}

func safeDump(s rules.State) (d string) {
	defer func() {
		if r := recover(); r != nil {
			d = fmt.Sprintf("(Dump panicked: %v)", r)
		}
	}()
	return s.Dump()
}

// play runs the game; a panic anywhere becomes a Failure.
func (p *player) play() (plies int, end string, f *Failure) {
	defer func() {
		if r := recover(); r != nil {
			f = p.fail("panic: %v\n%s", r, stack())
		}
	}()
	s, err := p.g.New(p.setup)
	if err != nil {
		return 0, "", p.fail("New: %v", err)
	}
	p.s = s
	_, usePolicy := s.(rules.Heuristics)
	usePolicy = usePolicy && p.setup.Seed%2 == 1 // half the games follow the game's rollout policy
	for {
		if f := p.checkState(); f != nil {
			return len(p.moves), "", f
		}
		if p.s.Result().Over {
			break
		}
		if len(p.moves) >= p.o.MaxPlies {
			return len(p.moves), "", p.fail("game not over after %d moves", len(p.moves))
		}
		m := p.pick(usePolicy)
		if f := p.step(m); f != nil {
			return len(p.moves), "", f
		}
	}
	if f := p.checkReplay(); f != nil {
		return len(p.moves), "", f
	}
	r := p.s.Result()
	end = "scored"
	if r.Lost {
		end = "lost"
	} else if len(r.Winners) == p.setup.Players {
		end = "won together"
	}
	return len(p.moves), end, nil
}

func (p *player) pick(usePolicy bool) rules.Move {
	if c, ok := p.s.(rules.Chancer); ok && p.s.ToMove() == rules.Chance {
		if p.rng.IntN(2) == 0 { // as the match does: the state's own generator
			return c.Roll()
		}
		return rules.SampleOutcome(c.Outcomes(nil), p.rng) // as a test or a tutorial forces one
	}
	if h, ok := p.s.(rules.Heuristics); ok && usePolicy && p.rng.IntN(4) != 0 {
		return h.RolloutMove(p.rng, nil)
	}
	p.buf = p.s.Legal(p.buf)
	return p.buf[p.rng.IntN(len(p.buf))]
}
