package atlas

// checkTowns checks the counts the components fix: home ports, towns and
// their treasures.
func (a *Atlas) checkTowns(p *problems) {
	homes, stars := 0, 0
	var large []string
	for _, pt := range a.Ports {
		if pt.Home {
			homes++
		}
		if pt.Star {
			stars++
		}
		if pt.Large {
			large = append(large, pt.ID)
			if !contains(LargeTownPorts, pt.ID) {
				p.add("port %q: only Paris, Rome and Constantinople hold large towns", pt.ID)
			}
		}
	}
	if homes != HomePorts {
		p.add("there are %d home ports; the game has %d (Norway, Sweden, Denmark)", homes, HomePorts)
	}
	if stars != SmallTowns {
		p.add("there are %d starred ports; the game has %d small towns", stars, SmallTowns)
	}
	for _, id := range LargeTownPorts {
		if !contains(large, id) {
			p.add("port %q: must be a large town (large = true)", id)
		}
	}
	checkTreasures(p, "small", a.SmallTreasures, SmallTowns)
	checkTreasures(p, "large", a.LargeTreasures, LargeTowns)
}

func checkTreasures(p *problems, kind string, list []int, want int) {
	if len(list) != want {
		p.add("treasures: %d %s treasures; give one per %s town (%d)", len(list), kind, kind, want)
	}
	for _, v := range list {
		if v <= 0 {
			p.add("treasures: a %s treasure of %d gold; every treasure is worth some gold", kind, v)
		}
	}
}

// checkSagas checks the 27 sagas: 9 per Era, homelands that are home ports,
// the three kinds, and named ports where the kind can be done: a raid names
// only town ports; a trade or settlement only foreign ports (any such port
// can be settled once its region's towns are taken).
func (a *Atlas) checkSagas(p *problems) {
	ports := map[string]Port{}
	for _, pt := range a.Ports {
		ports[pt.ID] = pt
	}
	perEra := map[int]int{}
	ids := map[string]bool{}
	for _, s := range a.Sagas {
		if s.ID == "" || ids[s.ID] {
			p.add("saga %q: the id is empty or used twice", s.ID)
		}
		ids[s.ID] = true
		if s.Name == "" {
			p.add("saga %q: has no name to show players", s.ID)
		}
		if s.Era < 1 || s.Era > Eras {
			p.add("saga %q: era %d is not 1, 2 or 3", s.ID, s.Era)
		}
		perEra[s.Era]++
		if h, ok := ports[s.Homeland]; !ok || !h.Home {
			p.add("saga %q: homeland %q is not a home port; use norway, sweden or denmark", s.ID, s.Homeland)
		}
		if s.Kind != Trade && s.Kind != Raid && s.Kind != Settle {
			p.add("saga %q: kind %q is not trade, raid or settle", s.ID, s.Kind)
		}
		if s.Bonus < 0 {
			p.add("saga %q: bonus %d is below 0", s.ID, s.Bonus)
		}
		checkSagaPorts(p, s, ports)
	}
	for era := 1; era <= Eras; era++ {
		if perEra[era] != SagasPerEra {
			p.add("era %d has %d sagas; each Era has %d", era, perEra[era], SagasPerEra)
		}
	}
}

func checkSagaPorts(p *problems, s Saga, ports map[string]Port) {
	if n := len(s.Ports); n < MinSagaPorts || n > MaxSagaPorts {
		p.add("saga %q: names %d ports; a saga names %d or %d", s.ID, n, MinSagaPorts, MaxSagaPorts)
	}
	seen := map[string]bool{}
	for _, id := range s.Ports {
		pt, ok := ports[id]
		switch {
		case !ok:
			p.add("saga %q: port %q does not exist; check the id against map.toml's ports", s.ID, id)
		case seen[id]:
			p.add("saga %q: names port %q twice", s.ID, id)
		case pt.Home:
			p.add("saga %q: names home port %q, where no task is done; name a foreign port", s.ID, id)
		case s.Kind == Raid && !pt.Star && !pt.Large:
			p.add("saga %q: a raid saga names %q, which has no town; name a starred port or a large town", s.ID, id)
		}
		seen[id] = true
	}
}
