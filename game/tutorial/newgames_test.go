package tutorial

import (
	"testing"

	ba "embers/rules/burnttoashes"
	ca "embers/rules/crownofash"
	fa "embers/rules/fireaxe"
)

// The Crown of Ash tutorial's round is what its narration says: the
// regions held, the Quarry's yield, the tax, the battle's 6 against 5 and
// the round's 5 VP against 1.
func TestCrownOfAshTutorialTellsTheTruth(t *testing.T) {
	sc := loadScript(t, "../../assets/tutorials/crownofash.toml")
	const visio, nox = 0, 1
	at := func(id string, played bool) *ca.State {
		return positionAt(t, sc, ca.Game, id, played).(*ca.State)
	}
	s := at("regions", false)
	if s.Ctrl != [7]int8{nox, visio, -1, nox, visio, -1, -1} || s.Res[visio][ca.Gold] != 2 || s.Current() != visio {
		t.Errorf("regions: control %v, Visio's gold %d, %d to move; the narration says Visio holds r2 and r5 with 2 gold and moves first", s.Ctrl, s.Res[visio][ca.Gold], s.Current())
	}
	if f := s.Fate[visio]; f != 1 {
		t.Errorf("end: Visio's Fate card is %d; the narration says bone and blood (1)", f)
	}
	s = at("defenders", false)
	if s.Ctrl[2] != visio || s.Res[visio][ca.Ash] != 1 || s.Res[visio][ca.Sulphur] != 1 || s.Res[visio][ca.Gold] != 0 {
		t.Errorf("build: the Marsh's lord %d, Visio's resources %v; the narration says an ash and a sulphur, no gold left", s.Ctrl[2], s.Res[visio])
	}
	before := at("gather", false)
	s = at("gather", true)
	if s.Res[visio][ca.Bone]-before.Res[visio][ca.Bone] != 2 || s.Res[nox][ca.Bone]-before.Res[nox][ca.Bone] != 1 {
		t.Errorf("gather: Visio %d bone, Nox %d; the narration says two and one", s.Res[visio][ca.Bone], s.Res[nox][ca.Bone])
	}
	bo2, c1c := ca.FighterByCode("bo2"), ca.FighterByCode("c1c")
	if got := ca.Strength(1<<bo2 | 1<<c1c); got != 5 {
		t.Errorf("battle: the Guard and the Sergeant have strength %d, the narration says 2 + 2 + 1 = 5", got)
	}
	s = at("reveal", true)
	if s.Ctrl[0] != visio || s.VP[visio] != 1 || s.Res[visio][ca.Gold] != 2 {
		t.Errorf("reveal: the Mountains' lord %d, Visio %d VP and %d gold; the narration says Visio's, 1 VP, 2 gold", s.Ctrl[0], s.VP[visio], s.Res[visio][ca.Gold])
	}
	s = at("round-end", true)
	if s.Round != 2 || s.VP[visio] != 5 || s.VP[nox] != 1 {
		t.Errorf("round-end: round %d, VP %d and %d; the narration says 5 and 1 after round 1", s.Round, s.VP[visio], s.VP[nox])
	}
}

// The Fire & Axe tutorial's two turns are what its narration says: three
// Norway sagas with Markets of the West third, the 4 gold of skins in
// demand, Iona's value and treasure, the West's four clear days after the
// rune, the fifth day's loss, and 16 gold, a town, a Norway saga and a
// settlement of value 2 at the end (31 if it were scored).
func TestFireAxeTutorialTellsTheTruth(t *testing.T) {
	sc := loadScript(t, "../../assets/tutorials/fireaxe.toml")
	at := func(id string, played bool) *fa.State {
		return positionAt(t, sc, fa.Game, id, played).(*fa.State)
	}
	s := at("sagas", false)
	sagas := s.Atlas().Sagas
	for i, id := range s.SagaUp {
		if sagas[id].Homeland != "norway" {
			t.Errorf("sagas: saga %d, %s, is %s's; the narration says all three are Norway's", i+1, sagas[id].ID, sagas[id].Homeland)
		}
	}
	western := sagas[s.SagaUp[2]]
	if western.ID != "western_markets" || western.Kind != "trade" || len(western.Ports) != 2 {
		t.Errorf("sagas: the third saga is %+v, the narration says Markets of the West, a trade in the Faeroes and the Hebrides", western)
	}
	if s = at("launch", false); s.Boats[0].Load() != fa.LoadLimit[1] || s.Turn.Days != 4 {
		t.Errorf("launch: %d aboard after %d days; the narration says the Era's limit after four days", s.Boats[0].Load(), s.Turn.Days)
	}
	if s = at("trade", true); s.Gold[0] != 1+4 {
		t.Errorf("trade: Red has %d gold; the narration says the 1 of the start and 4 for the skins", s.Gold[0])
	}
	iona := portIndex(t, s, "iona")
	if v := s.Atlas().Ports[iona].Value; v != 2 {
		t.Errorf("raid: Iona's value is %d, the narration says 2", v)
	}
	if s = at("first-die", true); s.Boats[0].Crew != 2 {
		t.Errorf("first-die: %d crew after the failed die, want 2 of 3", s.Boats[0].Crew)
	}
	before := at("sacked", false)
	if s = at("sacked", true); s.Gold[0]-before.Gold[0] != 9 || s.Towns[0] != 1 || s.Ports[iona].Town != 0 {
		t.Errorf("sacked: %d gold more, %d towns, Iona's town %d; the narration says Iona's town and 9 gold", s.Gold[0]-before.Gold[0], s.Towns[0], s.Ports[iona].Town)
	}
	s = at("wind", true)
	if d, _ := s.ClearDays("W"); d != 4 {
		t.Errorf("wind: the West allows %d days, the narration says 4", d)
	}
	if s = at("voyage", true); s.Turn.Sailed != 5 || s.Turn.Losses != 1 {
		t.Errorf("voyage: %d days sailed, %d losses to take; the narration says the fifth day and one loss", s.Turn.Sailed, s.Turn.Losses)
	}
	s = at("saga", true)
	if len(s.Won[0]) != 1 || sagas[s.Won[0][0]].ID != "western_markets" || len(s.Won[1]) != 0 {
		t.Errorf("saga: Red holds sagas %v, Blue %v; the narration says Red took Markets of the West", s.Won[0], s.Won[1])
	}
	s = at("settled", true)
	shetland := portIndex(t, s, "shetland")
	if s.Ports[shetland].Settler != 0 || s.Boats[0].Crew != 1 || s.Atlas().Ports[shetland].Value != 2 {
		t.Errorf("settled: Shetland's settler %d, Red's crew %d, its value %d; the narration says Red's settlement of value 2, one crewman left", s.Ports[shetland].Settler, s.Boats[0].Crew, s.Atlas().Ports[shetland].Value)
	}
	if s.Gold[0] != 16 || s.Towns[0] != 1 || s.Towns[1] != 0 || len(s.Won[0]) != 1 {
		t.Errorf("scoring: Red %d gold, %d towns and %d sagas, Blue %d towns; the narration counts 16 gold, the Axe's 3, 10 for the saga and 2 for Shetland", s.Gold[0], s.Towns[0], len(s.Won[0]), s.Towns[1])
	}
}

func portIndex(t *testing.T, s *fa.State, id string) int {
	t.Helper()
	for i, p := range s.Atlas().Ports {
		if p.ID == id {
			return i
		}
	}
	t.Fatalf("no port %s", id)
	return 0
}

// The Burnt to Ashes tutorial's year is what its narration says: 10 gold
// in 12 cards, the southern tile's 4 against 2 burning Redcliff and
// Tallowmead, the Black Knight and the Hermit, the knight and sword on
// Duskgate, the red 5 marking it and the first hit.
func TestBurntToAshesTutorialTellsTheTruth(t *testing.T) {
	sc := loadScript(t, "../../assets/tutorials/burnttoashes.toml")
	look := func(id string, played bool) ba.Look {
		return positionAt(t, sc, ba.Game, id, played).(*ba.State).Look()
	}
	const c1, c2, d1 = 12, 13, 18
	l := look("others-look", true)
	cards, worth := 0, 0
	for v, n := range l.Gold[0] {
		cards, worth = cards+n, worth+v*n
	}
	if cards != 12 || worth != 10 || l.Followers[0][ba.BlackKnight] != 1 {
		t.Errorf("others-look: Red holds %d cards worth %d, Black Knight %d; the narration says 12 worth 10 and a Black Knight", cards, worth, l.Followers[0][ba.BlackKnight])
	}
	l = look("attacks", true)
	if l.Slot[2] != 4 || !l.Lost[c1] || !l.Lost[c2] || l.Lost[c2+1] {
		t.Errorf("attacks: the southern tile %d, c1 lost %v, c2 %v, c3 %v; the narration says 4, and c1 and c2 burnt", l.Slot[2], l.Lost[c1], l.Lost[c2], l.Lost[c2+1])
	}
	if l = look("rest-of-phase", false); l.Followers[0][ba.Hermit] != 1 {
		t.Errorf("rest-of-phase: Red holds %d Hermits, the narration says one", l.Followers[0][ba.Hermit])
	}
	if l = look("year-end", false); !l.Knight[d1] || !l.Sword[d1] {
		t.Errorf("year-end: Duskgate's knight %v, sword %v", l.Knight[d1], l.Sword[d1])
	}
	if l = look("flight", true); l.Slot[3] != 5 || !l.Red[3] || !l.Marker[d1] || l.Marker[d1+1] {
		t.Errorf("flight: the western tile %d (red %v), markers d1 %v d2 %v; the narration says the red 5 and one marker on Duskgate", l.Slot[3], l.Red[3], l.Marker[d1], l.Marker[d1+1])
	}
	if l = look("fight", true); l.Hits != 1 || !l.Knight[d1] {
		t.Errorf("fight: %d hits, the knight standing %v; the narration says the knight won the first hit", l.Hits, l.Knight[d1])
	}
	if l = look("unmark", true); l.Marker[d1] || l.Lost[d1] {
		t.Errorf("unmark: Duskgate marked %v, lost %v", l.Marker[d1], l.Lost[d1])
	}
}
