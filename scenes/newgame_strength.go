package scenes

import (
	"fmt"
	"math"
	"slices"

	"embers/assets"
)

// Strength is how strong each computer level plays one game, as `embers
// sim` measured it (assets/strength/<id>.toml): one seat of the level at a
// table of Players seats whose others take, each turn, the move that scores
// best at once (the greedy baseline: "point-grabbing"). The new-game screen shows it beside
// each level, so a choice of opponent is a choice of a known strength.
//
// A co-operative game is measured otherwise: Together names the game's own
// opponent ("the dragon") and each level's line is how often a table of
// Players seats all of that level beat it (one seat: alone).
//
// A semi-co-operative game, where the table shares most wins and can lose
// together, is measured against greedy seats too but counts only wins
// alone (Alone), and each level says how often its table saved what they
// all lose together (Stake, "the castle"; Saved): a seat that wins alone
// often but burns the castle is no worthy opponent.
type Strength struct {
	Players  int             `toml:"players"`
	Together string          `toml:"together"`
	Alone    bool            `toml:"alone"`
	Stake    string          `toml:"stake"`
	Levels   []LevelStrength `toml:"level"`
}

// LevelStrength is one level's share of games won (a shared win counts,
// unless the game counts wins alone) over Games games, and with Alone the
// share of games its table did not lose together.
type LevelStrength struct {
	Name  string  `toml:"name"`
	Wins  float64 `toml:"wins"`
	Saved float64 `toml:"saved"`
	Games int     `toml:"games"`
}

// LoadStrength reads and checks a game's measured strength; ok is false
// when the game has not been measured.
func LoadStrength(gameID string) (s Strength, ok bool, err error) {
	data, ok := assets.Strength(gameID)
	if !ok {
		return s, false, nil
	}
	s, err = parseStrength(gameID, data)
	return s, true, err
}

// parseStrength reads a measured strength and checks it.
func parseStrength(gameID string, data []byte) (s Strength, err error) {
	err = decodeStrict(data, &s)
	for _, l := range s.Levels {
		if err == nil && (!slices.Contains(seatKinds[1:], l.Name) || l.Wins < 0 || l.Wins > 1 || l.Games < 1) {
			err = fmt.Errorf("level %q: a level is easy, medium or hard, won 0 to 1 of at least one game", l.Name)
		}
		if err == nil && s.Alone && (l.Saved < l.Wins || l.Saved > 1) {
			err = fmt.Errorf("level %q: saved = %v: with alone = true each level gives the share of games its table saved, from its wins alone to 1", l.Name, l.Saved)
		}
		if err == nil && !s.Alone && l.Saved != 0 {
			err = fmt.Errorf("level %q: saved is the share of games a table saved, given only with alone = true", l.Name)
		}
	}
	switch {
	case err != nil:
	case s.Alone && s.Together != "":
		err = fmt.Errorf("alone and together: a game's levels are measured against greedy seats (alone) or against the game (together), not both")
	case s.Alone != (s.Stake != ""):
		err = fmt.Errorf("stake = %q: a game measured by wins alone names what its table saves together (stake = \"the castle\"), and only such a game", s.Stake)
	case s.Together == "" && s.Players < 2:
		err = fmt.Errorf("players = %d: a table against point-grabbing players has two seats or more", s.Players)
	case s.Players < 1:
		err = fmt.Errorf("players = %d: a table has one seat or more", s.Players)
	}
	if err != nil {
		return Strength{}, fmt.Errorf("measured strength of %s: %w", gameID, err)
	}
	return s, nil
}

// Line says in a sentence how often level won, or "" when it was not
// measured.
func (s Strength) Line(level string) string {
	for _, l := range s.Levels {
		if l.Name != level {
			continue
		}
		if s.Together != "" {
			return s.togetherLine(l)
		}
		others := "a point-grabbing player"
		if s.Players > 2 {
			others = fmt.Sprintf("%d point-grabbing players", s.Players-1)
		}
		if s.Alone {
			return fmt.Sprintf("In tests it won alone (no shared win) %d%% of %d-player games against %s; %s was saved in %d%%.",
				int(math.Round(100*l.Wins)), s.Players, others, s.Stake, int(math.Round(100*l.Saved)))
		}
		return fmt.Sprintf("In tests it won %d%% of %d-player games against %s (an even match: %d%%).",
			int(math.Round(100*l.Wins)), s.Players, others, int(math.Round(100/float64(s.Players))))
	}
	return ""
}

// togetherLine is a co-operative level's line: how often a table of the
// level alone beat the game's own opponent.
func (s Strength) togetherLine(l LevelStrength) string {
	pct := int(math.Round(100 * l.Wins))
	if s.Players == 1 {
		return fmt.Sprintf("In tests it beat %s alone in %d%% of games.", s.Together, pct)
	}
	return fmt.Sprintf("In tests %d seats of this level together beat %s in %d%% of games.", s.Players, s.Together, pct)
}

// strengths are the measured strengths read so far, by game id (the
// new-game screen asks every frame while a level is pointed at).
var strengths = map[string]Strength{}

// levelLine is what the new-game screen says of level in game id: how it
// plays, and how often it won when measured.
func levelLine(app *App, id, level string) string {
	s, ok := strengths[id]
	if !ok {
		var err error
		if s, _, err = LoadStrength(id); err != nil {
			app.Logf("%v", err)
		}
		strengths[id] = s
	}
	if line := s.Line(level); line != "" {
		return kindAbout[level] + " " + line
	}
	return kindAbout[level]
}
