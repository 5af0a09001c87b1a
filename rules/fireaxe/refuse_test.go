package fireaxe

import "testing"

// Each refusal the rules give, provoked once, with its words.
func TestRefusals(t *testing.T) {
	s := newTest(t, 2, "")
	at(t, s, "york", 2, [3]int{})
	refused(t, s, "load crew", "only in the Wintering box")
	refused(t, s, "launch norway", "only a longboat in the Wintering box")
	refused(t, s, "sail baltic", "only sail to a neighbouring")
	refused(t, s, "trade furs", "carries none of that good")
	refused(t, s, "die 3", "no die is being rolled")
	refused(t, s, "play tribute red", "no such rune")
	play(t, s, "raid")
	refused(t, s, "end", "the dice decide now")
	play(t, s, "die 1")
	refused(t, s, "end", "roll on or stop")
	play(t, s, "stop", "sail northsea")
	refused(t, s, "raid", "at sea")

	w := newTest(t, 2, "")
	refused(t, w, "sail northsea", "in the Wintering box: load it and launch it first")

	l := newTest(t, 2, "")
	at(t, l, "atlantic", 2, [3]int{})
	l.Turn.Days, l.Turn.Sailed = 3, 3
	play(t, l, "sail iceland")
	refused(t, l, "end", "the sea takes its toll first")

	c := newTest(t, 2, "")
	at(t, c, "iceland", 1, [3]int{})
	play(t, c, "settle 1", "die 6")
	refused(t, c, "end", "choose first")
	play(t, c, "keep crew")
	c.port(c.node("iceland")).Settler = 1
	c.Supply[1]--
	c.port(c.node("iceland")).Tasked = false
	refused(t, c, "settle 1", "settled already")

	n := newTest(t, 2, "")
	at(t, n, "normandy", 1, [3]int{})
	refused(t, n, "raid", "no town stands here")

	o := newTest(t, 2, "")
	o.finish(nil, "test")
	refused(t, o, "end", "the game is over")
}
