package scenes

import (
	"slices"

	"embers/files"
	"embers/game"
	"embers/game/ai"
	"embers/rules/games"
	"embers/saves"
	"embers/scenes/ui"
)

// Who plays a seat, in players' words, and the new-game screen's memory of
// the last game started from it.

// seatKinds are the choices of who plays a seat: a person ("") or a
// computer at one of the levels made for playing against. The baselines
// random and greedy are for measuring the AI (sim), not offered here.
var seatKinds = append([]string{""}, opponentLevels()...)

// opponentLevels are the names of the levels made for playing against.
func opponentLevels() []string {
	var out []string
	for _, l := range ai.Opponents() {
		out = append(out, string(l))
	}
	return out
}

// kindName is a choice of who plays a seat as the screen shows it.
func kindName(level string) string {
	switch {
	case level == "":
		return "A person"
	case !ai.Level(level).Baseline():
		return "Computer (" + level + ")"
	}
	return "Computer (" + level + ", for testing)"
}

// kindAbout says what each choice of who plays a seat means.
var kindAbout = map[string]string{
	"":                "A person plays this seat: with two or more, the screen is passed between you.",
	string(ai.Easy):   "An easy computer: it looks a little ahead and sometimes picks a weaker move. Good for learning.",
	string(ai.Medium): "A medium computer: it looks further ahead and plays solid moves.",
	string(ai.Hard):   "A hard computer: it thinks the longest and plays the best it can.",
}

// computerKind is the seatKinds index of a computer at level, or medium when
// the level is not one offered here (a setting of random or greedy).
func computerKind(level string) int {
	if i := slices.Index(seatKinds, level); i > 0 {
		return i
	}
	return slices.Index(seatKinds, string(ai.Medium))
}

// recall puts back the choices of the last game started from this screen
// (the game, players, each seat's name, colour and who plays it, training)
// and returns the index of the game to show.
func (n *NewGame) recall() int {
	st, err := saves.DefaultStore()
	if err != nil {
		return 0
	}
	last, ok := st.LastSetup()
	if !ok {
		return 0
	}
	pick := slices.IndexFunc(n.plan, func(p games.Planned) bool { return p.ID == last.Game && p.Game != nil })
	if pick < 0 {
		return 0 // that game is not playable in this build: start from the defaults
	}
	n.players, n.train = last.Players, last.Training
	colours := n.colour
	for i, seat := range last.Seats[:min(len(last.Seats), maxSeats)] {
		n.name[i] = files.Clip(seat.Name, seatNameLen)
		n.kind[i] = 0
		if seat.Level != "" {
			n.kind[i] = computerKind(seat.Level)
		}
		colours[i] = seat.Colour
	}
	if distinctColours(colours) {
		n.colour = colours
	}
	return pick
}

// seatNameLen is the longest name the screen takes for a seat.
const seatNameLen = 16

// distinctColours tells whether the first seats (as many as there are
// colours) have a colour each, all different: the screen keeps to that.
func distinctColours(c [maxSeats]int) bool {
	seen := map[int]bool{}
	for _, v := range c[:ui.SeatColours] {
		if v < 0 || v >= ui.SeatColours || seen[v] {
			return false
		}
		seen[v] = true
	}
	return true
}

// playerLevels are the computer levels the settings offer as the default:
// those made for playing against, and the level set now when it is another
// (a baseline written into config.toml by hand), so it is not lost.
func playerLevels(current string) []string {
	levels := seatKinds[1:]
	if !slices.Contains(levels, current) {
		levels = append(slices.Clone(levels), current)
	}
	return levels
}

// remember keeps the choices of the game being started, for next time.
func (n *NewGame) remember(st *saves.Store) {
	last := saves.LastSetup{Game: n.plan[n.game].ID, Players: n.players, Training: n.train}
	for i := range maxSeats {
		last.Seats = append(last.Seats, game.SeatInfo{Name: n.name[i], Colour: n.colour[i], Level: seatKinds[n.kind[i]]})
	}
	if err := st.SaveLastSetup(last); err != nil {
		n.app.Logf("%v", err)
	}
}
