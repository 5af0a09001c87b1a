package sim

import (
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"embers/game/ai"
	"embers/game/cli"
	"embers/rules"
)

// simReport is the sim's outcome; its JSON form is the -json output.
type simReport struct {
	Game          string        `json:"game"`
	Players       int           `json:"players"`
	Games         int           `json:"games"`
	Errors        int           `json:"errors"`
	GroupWinRate  float64       `json:"group_win_rate"`
	GroupLossRate float64       `json:"group_loss_rate"`
	Seats         []slotReport  `json:"seats"`
	Rivals        []rivalReport `json:"rivals,omitempty"` // opponents that are not seats (cmd_sim_rewards.go)
	ByTableSeat   []tableSeat   `json:"by_table_seat"`    // seats.go
	Tally         []tallyLine   `json:"tally,omitempty"`  // the -tally kinds (seats.go)
	gameShape
	courseReport // course.go
	errorLines   []string
}

// slotReport is one level slot's figures over all games.
type slotReport struct {
	Level       string  `json:"level"`
	Wins        int     `json:"wins"`
	WinRate     float64 `json:"win_rate"`
	MeanScore   float64 `json:"mean_score"`
	DecisionP50 float64 `json:"decision_ms_p50"`
	DecisionP95 float64 `json:"decision_ms_p95"`
	DecisionMax float64 `json:"decision_ms_max"`
	MeanReward  float64 `json:"mean_reward"` // rules.Reward, the game's own scale (cmd_sim_rewards.go)
	slotWins
	slotSeats
}

// gameOutcome is what one simulated game produced.
type gameOutcome struct {
	seed   uint64
	err    string
	result rules.Result
	seatOf []rules.Seat      // slot -> table seat
	times  [][]time.Duration // slot -> AI decision times
	plies  int               // moves played
	tally  map[tallyLine]int // events of the -tally kinds
	course *gameCourse       // how the game ended, if it tells (course.go)
}

// runSim plays every game, cfg.parallel at a time, and aggregates them in
// game order so the figures do not depend on the parallelism.
func runSim(cfg simConfig) simReport {
	outs := make([]gameOutcome, cfg.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(cfg.parallel, cfg.games); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				outs[g] = playSimGame(cfg, g)
			}
		}()
	}
	for g := range cfg.games {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return aggregate(cfg, outs)
}

// newAIPlayer makes an AI seat with its level's settings tuned for the
// game: -budget overrides the search iterations of the searching levels and
// -workers their search workers. Only the iterations (and workers) decide a
// move unless -think-ms sets a wall-clock cap, so a run gives the same games
// on any machine and at any parallelism.
func newAIPlayer(cfg simConfig, level ai.Level, seed uint64, setup rules.Setup) *ai.Player {
	c := ai.ConfigFor(level, cfg.game, setup)
	if cfg.budget > 0 && c.Iterations > 0 {
		c.Iterations = cfg.budget
	}
	c.MaxTime = time.Duration(cfg.thinkMs) * time.Millisecond
	c.Workers = cfg.workers
	return ai.NewWithConfig(level, seed, c)
}

// playSimGame plays game number g. A panic, an AI move the rules refuse, or
// a game longer than the ply cap is recorded as the game's error.
func playSimGame(cfg simConfig, g int) (out gameOutcome) {
	n := cfg.players
	out.seed = cli.DeriveSeed(cfg.seed, uint64(g))
	out.seatOf = make([]rules.Seat, n)
	out.times = make([][]time.Duration, n)
	slotAt := make([]int, n) // table seat -> slot
	players := make([]*ai.Player, n)
	setup := rules.Setup{Players: n, Variant: cfg.variant, Seed: out.seed}
	for slot := range n {
		seat := (slot + g) % n
		out.seatOf[slot], slotAt[seat] = rules.Seat(seat), slot
		players[slot] = newAIPlayer(cfg, cfg.levels[slot], cli.DeriveSeed(out.seed, uint64(slot)), setup)
	}
	defer func() {
		if r := recover(); r != nil {
			out.err = fmt.Sprintf("panic: %v", r)
		}
	}()
	s, err := cfg.game.New(setup)
	if err != nil {
		out.err = "setup failed: " + err.Error()
		return out
	}
	for ply := 0; ; ply++ {
		seat := s.ToMove()
		if seat == rules.NoSeat {
			out.plies = ply
			break
		}
		if ply >= cfg.maxPlies {
			out.err = fmt.Sprintf("no end after %d plies (the -max-plies cap)", cfg.maxPlies)
			return out
		}
		if seat == rules.Chance { // nobody decides: the game's own generator does
			if err := rollSim(cfg, s, &out); err != nil {
				out.err = fmt.Sprintf("ply %d: %v", ply+1, err)
				return out
			}
			continue
		}
		slot := slotAt[seat]
		d := players[slot].Choose(s, seat)
		out.times[slot] = append(out.times[slot], d.Elapsed)
		if err := applyTallied(cfg, s, d.Move, &out); err != nil {
			out.err = fmt.Sprintf("ply %d: the rules refused the %s AI's move %q: %v", ply+1, cfg.levels[slot], s.FormatMove(d.Move), err)
			return out
		}
	}
	out.result = s.Result()
	out.course = courseOf(s)
	if !out.result.Over {
		out.err = "no seat to move, but the result says the game is not over"
	}
	return out
}

func aggregate(cfg simConfig, outs []gameOutcome) simReport {
	n := cfg.players
	r := simReport{Game: cfg.game.Info().ID, Players: n, Games: len(outs)}
	wins := make([]int, n)
	scores := make([]float64, n)
	times := make([][]time.Duration, n)
	var done, won, lost int
	for g, o := range outs {
		for slot := range n {
			times[slot] = append(times[slot], o.times[slot]...)
		}
		if o.err != "" {
			r.Errors++
			r.errorLines = append(r.errorLines, fmt.Sprintf("game %d (setup seed %d): %s", g, o.seed, o.err))
			continue
		}
		done++
		if o.result.Lost {
			lost++
		} else {
			won++
		}
		for slot, seat := range o.seatOf {
			if !o.result.Lost && o.result.Won(seat) {
				wins[slot]++
			}
			if int(seat) < len(o.result.Scores) {
				scores[slot] += float64(o.result.Scores[seat])
			}
		}
	}
	r.GroupWinRate, r.GroupLossRate = ratio(won, done), ratio(lost, done)
	for slot := range n {
		p50, p95, pmax := percentiles(times[slot])
		r.Seats = append(r.Seats, slotReport{Level: string(cfg.levels[slot]), Wins: wins[slot],
			WinRate: ratio(wins[slot], done), MeanScore: scores[slot] / max(float64(done), 1),
			DecisionP50: p50, DecisionP95: p95, DecisionMax: pmax})
	}
	addRewards(&r, outs)
	addGameShape(&r, outs)
	addTableSeats(&r, outs, n)
	addSlotSeats(&r, outs)
	addTally(&r, outs)
	addCourse(&r, outs)
	return r
}

// applyTallied plays m and counts its events of the -tally kinds.
func applyTallied(cfg simConfig, s rules.State, m rules.Move, out *gameOutcome) error {
	evs, err := s.Apply(m)
	for _, e := range evs {
		if slices.Contains(cfg.tally, e.Kind) {
			if out.tally == nil {
				out.tally = map[tallyLine]int{}
			}
			out.tally[tallyKey(e)]++
		}
	}
	return err
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// percentiles returns the nearest-rank p50, p95 and the maximum, in ms.
func percentiles(ds []time.Duration) (p50, p95, pmax float64) {
	if len(ds) == 0 {
		return 0, 0, 0
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := func(p float64) float64 {
		i := int(p*float64(len(s))+0.999999) - 1
		return ms(s[max(0, min(i, len(s)-1))])
	}
	return rank(0.50), rank(0.95), ms(s[len(s)-1])
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
