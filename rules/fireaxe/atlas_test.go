package fireaxe

import (
	"fmt"

	"embers/rules/fireaxe/atlas"
)

// testAtlas is a small map written down by hand: the North Sea and its
// neighbours, three home ports, two regions of three ports, three
// independent ports (Paris with a large town), and 15 sagas, five an Era.
//
//	norwegian(N) — atlantic(N) [iceland 3]
//	     |
//	northsea(W) [norway home, york 3*, lindisfarne 2]
//	  |      \
//	channel(S) skagerrak(E) [norway, denmark home]
//	[dublin 4, paris 5 L]   |
//	  |                   baltic(E) [sweden home, birka 2*]
//	biscay(S) [normandy 2]  |
//	                      gulf(E) [novgorod 3, riga 4*]
func testAtlas() *atlas.Atlas {
	a := &atlas.Atlas{
		Spaces: []atlas.Space{
			{ID: "norwegian", Name: "Norwegian Sea", Zone: atlas.North, Adj: []string{"northsea", "atlantic"}},
			{ID: "atlantic", Name: "Atlantic", Zone: atlas.North},
			{ID: "northsea", Name: "North Sea", Zone: atlas.West, Adj: []string{"channel", "skagerrak"}},
			{ID: "channel", Name: "Channel", Zone: atlas.South, Adj: []string{"biscay"}},
			{ID: "biscay", Name: "Bay of Biscay", Zone: atlas.South},
			{ID: "skagerrak", Name: "Skagerrak", Zone: atlas.East, Adj: []string{"baltic"}},
			{ID: "baltic", Name: "Baltic Sea", Zone: atlas.East, Adj: []string{"gulf"}},
			{ID: "gulf", Name: "Gulf of Finland", Zone: atlas.East},
		},
		Ports: []atlas.Port{
			{ID: "norway", Name: "Norway", Spaces: []string{"northsea", "skagerrak"}, Zone: atlas.West, Home: true},
			{ID: "sweden", Name: "Sweden", Spaces: []string{"baltic"}, Zone: atlas.East, Home: true},
			{ID: "denmark", Name: "Denmark", Spaces: []string{"skagerrak"}, Zone: atlas.East, Home: true},
			{ID: "york", Name: "York", Spaces: []string{"northsea"}, Zone: atlas.West, Value: 3, Region: "isles", Star: true},
			{ID: "lindisfarne", Name: "Lindisfarne", Spaces: []string{"northsea"}, Zone: atlas.West, Value: 2, Region: "isles"},
			{ID: "dublin", Name: "Dublin", Spaces: []string{"channel"}, Zone: atlas.South, Value: 4, Region: "isles"},
			{ID: "birka", Name: "Birka", Spaces: []string{"baltic"}, Zone: atlas.East, Value: 2, Region: "rus", Star: true},
			{ID: "novgorod", Name: "Novgorod", Spaces: []string{"gulf"}, Zone: atlas.East, Value: 3, Region: "rus"},
			{ID: "riga", Name: "Riga", Spaces: []string{"gulf"}, Zone: atlas.East, Value: 4, Region: "rus", Star: true},
			{ID: "paris", Name: "Paris", Spaces: []string{"channel"}, Zone: atlas.South, Value: 5, Large: true},
			{ID: "iceland", Name: "Iceland", Spaces: []string{"atlantic"}, Zone: atlas.North, Value: 3},
			{ID: "normandy", Name: "Normandy", Spaces: []string{"biscay"}, Zone: atlas.South, Value: 2},
		},
		Regions:        []atlas.Region{{ID: "isles", Name: "The Isles", Colour: "#2a6"}, {ID: "rus", Name: "Rus", Colour: "#a62"}},
		SmallTreasures: []int{2, 3, 4},
		LargeTreasures: []int{6},
	}
	homes := []string{"norway", "sweden", "denmark"}
	kinds := []string{atlas.Trade, atlas.Raid, atlas.Settle}
	ports := map[string][][]string{
		atlas.Trade:  {{"york", "dublin"}, {"birka", "novgorod"}, {"iceland", "normandy"}, {"lindisfarne", "riga", "paris"}},
		atlas.Raid:   {{"york", "birka"}, {"riga", "paris"}, {"york", "riga"}},
		atlas.Settle: {{"lindisfarne", "dublin"}, {"novgorod", "iceland"}, {"normandy", "iceland"}},
	}
	for i := range 15 {
		k := kinds[i%3]
		list := ports[k][(i/3)%len(ports[k])]
		a.Sagas = append(a.Sagas, atlas.Saga{ID: fmt.Sprintf("s%d", i+1), Name: fmt.Sprintf("Saga %d", i+1),
			Era: 1 + i/5, Homeland: homes[(i+i/3)%3], Kind: k, Ports: list, Bonus: i % 2 * 2})
	}
	return a
}
