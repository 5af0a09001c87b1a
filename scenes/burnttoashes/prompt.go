package burnttoashes

import (
	"fmt"
	"slices"
	"strings"

	ba "embers/rules/burnttoashes"
	"embers/scenes/kit"
	"embers/scenes/ui"
)

// prompts are the turn's title and help by the kind of its moves, the
// first kind found in this order.
var prompts = []struct {
	kind        ba.MoveKind
	title, help string
}{
	{ba.KindClaim, "Claim a province", "Click a lit province, or let the board claim as it suggests (ringed)."},
	{ba.KindKnight, "Place your start knight", "Click one of your lit provinces."},
	{ba.KindOrder, "Put the stack in order", "Click the province and choose the order, top first."},
	{ba.KindLook, "Look at a stack", "Click a lit province to see its tiles."},
	{ba.KindLayout, "Lay out the dragon tiles", "Click the space that gets a red tile."},
	{ba.KindPawn, "Set the dragon pawn", "Click a dragon tile: its attacks fly down the path beside it."},
	{ba.KindOffer, "Your offering", "Set the gold with − and +, then lay it; or stand with what lies."},
	{ba.KindStand, "Your offering", "You have no gold to lay: stand with what lies."},
	{ba.KindPick, "Take a follower", "Click a face-up follower or the deck."},
	{ba.KindUnmark, "Lift a marker", "Your knight survived: click a marked province to save it."},
	{ba.KindPlace, "Place your new tile", "Click one of your lit provinces."},
	{ba.KindBuy, "Buy", "Your stack: its top tile, 2 gold. Any stack: a look, 1 gold."},
	{ba.KindDraw, "The fight", "Turn the next card, or spend a power: two dragons set aside."},
	{ba.KindStop, "Three shields", "Stop for a draw, or fight on."},
	{ba.KindCrown, "Crown the winner", "A tie: as regent, choose who is crowned."},
	{ba.KindPass, "Play a follower?", "Click your followers to play one now, or pass."},
}

// prompt is the turn's title and help.
func (b *Board) prompt(t *kit.Turn) (title, help string) {
	kinds := map[ba.MoveKind]bool{}
	for _, m := range t.Legal {
		kinds[ba.KindOf(m)] = true
	}
	if title, help, ok := b.stepPrompt(t); ok {
		return title, help
	}
	if kinds[ba.KindEnd] && !kinds[ba.KindPlace] {
		return b.buyPrompt(kinds)
	}
	for _, p := range prompts {
		if kinds[p.kind] {
			title, help = p.title, p.help
			if v, ok := t.View.(*ba.State); ok && p.kind == ba.KindPlace && v.PlacingTile() != "" {
				tile := v.PlacingTile()
				title = "Place your new " + tile
				help = fmt.Sprintf("Click a lit province of yours that has no %s yet.", tile)
			}
			if p.kind == ba.KindPass {
				help = windowHelp(kinds, help)
			}
			if p.kind == ba.KindOffer || p.kind == ba.KindStand {
				title = fmt.Sprintf("Your offering, round %d of %d", max(1, b.m.Round), ba.OfferRounds)
				if p.kind == ba.KindOffer {
					help = b.finalWords()
				}
			}
			return title, help
		}
	}
	return "Your move", "Click a lit place; arrow keys and Enter work too."
}

// finalWords tell, in the offering, how to set it and when it becomes
// final: after the last round, or when a round passes with nobody
// changing (docs/rules "The offering").
func (b *Board) finalWords() string {
	switch {
	case b.m.Round >= ba.OfferRounds:
		return "Last round: then the tile turns. − and + set the gold; lay it or stand."
	case !b.m.Changed:
		return "Nobody has changed this round: if all stand, it is final. − and + set the gold."
	}
	return "− and + set the gold, then lay it; or stand with what lies."
}

// buyPrompt is the buy phase's title and help: the phase, the gold in
// hand, and what that gold buys now (Kaufphase).
func (b *Board) buyPrompt(kinds map[ba.MoveKind]bool) (title, help string) {
	gold := 0
	if v := b.m.Viewer; v >= 0 && v < b.m.Players {
		gold = goldOf(b.m.Gold[v])
	}
	title = fmt.Sprintf("Buy phase: you have %d gold", gold)
	switch {
	case kinds[ba.KindBuy] && kinds[ba.KindLook]:
		help = "Click a stack of yours: its top tile, 2 gold (knight, sword, shield, power); a look, 1."
	case kinds[ba.KindBuy]:
		help = "Click a stack of yours: its top tile for 2 gold (knight, sword, shield, power)."
	case kinds[ba.KindLook]:
		help = "A tile costs 2 gold; a look at your stack and its order, 1. Or end your turn."
	case followerMoves(kinds):
		help = "Nothing more your gold can buy: play a follower, or end your turn."
	default:
		help = "Nothing more your gold can buy: end your turn (unspent gold is discarded)."
	}
	return title, help
}

// followerMoves reports whether kinds hold a follower's move (any but a
// buy, a look and the end of the turn).
func followerMoves(kinds map[ba.MoveKind]bool) bool {
	for k := range kinds {
		if k != ba.KindBuy && k != ba.KindLook && k != ba.KindEnd {
			return true
		}
	}
	return false
}

// stepWords say where a follower played from the hand goes next, by the
// kind of its move and the places chosen so far (the Merchant's first
// province chosen, his second is next): where to click, and what he does.
var stepWords = []struct {
	kind          ba.MoveKind
	chosen        int
	who, where    string
	does, briefly string // briefly: where, when several followers go on
}{
	{ba.KindLender, 1, "Moneylender", "the gold discard pile", "he lends you its two best cards", "the discard pile"},
	{ba.KindMerchant, 1, "Merchant", "a province of yours, then any other", "he swaps their stacks", "a province of yours"},
	{ba.KindMerchant, 2, "Merchant", "the other province, yours or another's", "he swaps the two stacks", "the other province"},
	{ba.KindAgitator, 1, "Agitator", "a face-up follower", "he swaps one of yours for it", "a face-up follower"},
}

// stepPrompt is the prompt once the person has clicked their followers
// (and perhaps more) on the way to a move that needs another click: what
// that click is for. ok is false while nothing is chosen.
func (b *Board) stepPrompt(t *kit.Turn) (title, help string, ok bool) {
	chosen := b.pick.Chosen
	if len(chosen) > 0 && spaceOf(chosen[:1]) >= 0 {
		return "Lay out the dragon tiles", b.layoutLeft(t, len(chosen)), true
	}
	if len(chosen) == 0 || chosen[0] != "hand:followers" {
		return "", "", false
	}
	kinds := map[ba.MoveKind]bool{}
	for _, m := range t.Legal {
		if ps := b.Placer.MovePlaces(m); len(ps) > len(chosen) && slices.Equal(ps[:len(chosen)], chosen) {
			kinds[ba.KindOf(m)] = true
		}
	}
	var open []int
	for i, w := range stepWords {
		if kinds[w.kind] && w.chosen == len(chosen) {
			open = append(open, i)
		}
	}
	switch len(open) {
	case 0:
		return "", "", false
	case 1:
		w := stepWords[open[0]]
		return "Play the " + w.who, "Click " + w.where + ": " + w.does + ".", true
	}
	var wheres []string
	for _, i := range open {
		wheres = append(wheres, stepWords[i].briefly+" ("+stepWords[i].who+")")
	}
	help = "Click " + strings.Join(wheres[:len(wheres)-1], ", ") + " or " + wheres[len(wheres)-1] + "."
	if w, _ := ui.Measure(help, ui.Face{Size: 14}); w > kit.ControlsRect.W-12 {
		help = "Click a lit place: the follower who acts there is played."
	}
	return "Play a follower", help, true
}

// layoutLeft is the layout's help once chosen of its spaces are chosen:
// how many red tiles are still to lay (each layout names a space per red
// tile).
func (b *Board) layoutLeft(t *kit.Turn, chosen int) string {
	reds := 0
	for _, m := range t.Legal {
		if ba.KindOf(m) == ba.KindLayout {
			reds = len(b.Placer.MovePlaces(m))
			break
		}
	}
	switch left := reds - chosen; {
	case left > 1:
		return fmt.Sprintf("Click %d more spaces for the other red tiles (the last one again: back).", left)
	default:
		return "Click the space that gets the last red tile (the last one again: back)."
	}
}

// windowHelp is the help of a follower's window: the Decoy and the Hermit
// are played on the provinces, not on the followers.
func windowHelp(kinds map[ba.MoveKind]bool, help string) string {
	switch {
	case kinds[ba.KindDecoy]:
		return "The Decoy: click a lit province to lure the dragon there, or pass."
	case kinds[ba.KindHermit]:
		return "The Hermit: click a knight's province, then the marked one; or pass."
	}
	var says []string
	for _, w := range windowWords {
		if kinds[w.kind] {
			says = append(says, w.says)
		}
	}
	if len(says) == 0 {
		return help
	}
	line := "Click your followers for " + strings.Join(says, " or ") + ", or pass."
	if w, _ := ui.Measure(line, ui.Face{Size: 14}); w > kit.ControlsRect.W-12 {
		return help
	}
	return line
}

// windowWords say what a follower played from the hand in a window does
// (docs/rules, "Followers"), for the window's prompt.
var windowWords = []struct {
	kind ba.MoveKind
	says string
}{
	{ba.KindAbbot, "the Abbot (the purchase is undone)"},
	{ba.KindBlackKnight, "the Black Knight (the gear sits the fight out)"},
	{ba.KindVassal, "the Vassal (no fight: the marker is lifted)"},
	{ba.KindHero, "the Hero (the deciding card is set aside)"},
	{ba.KindMonks, "the Monks (followers for you too)"},
	{ba.KindSage, "the Sage (you become the next regent)"},
}
