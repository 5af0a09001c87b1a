// Package boardtest is the one test suite every board passes, as
// rules/rulestest is for the rules: whole games played through the play
// scene by mouse and by keys (the person's move chosen by seed, made by
// clicks at the places rules.Placer.MovePlaces names, the move the scene
// plays checked to be the one intended, no "why not" shown while the mouse
// rests on a place of that legal move), two people at one screen with
// the handoff and the log checked for secrets, every event animated and
// settling with the board's model equal to the view, pictures of each
// phase at scale 1 and at 854 x 480, a count of the vector paths a frame
// at rest sends (few and small: paths.go), and a draw benchmark.
//
// Every registered board is run from one place, the catalog's tests
// (RunAll), at the tables the board registered with itself:
//
//	kit.Register("cronberg", New, kit.Suite{Kinds: []string{"token", "draw", "lay"}})
//
// (none: one table of the defaults), so no board can leave the suite out.
// A board package keeps its draw benchmark:
//
//	func BenchmarkDraw(b *testing.B) { boardtest.BenchDraw(b, "cronberg", 3, 30) }
//
// and says where its places lie and where its keyboard focus is through
// the optional interfaces of hooks.go (PlacePointer and Focuser at least,
// Focuser answered by the kit for a focus on one place;
// Chooser, Aimer, Shortcutter, ChoiceFocuser, ChoiceLeader and Modeller where the board
// has a chooser (or choosers in steps), an aimed click, shortcut keys or a model of its own),
// in scenes/<id>/boardhooks.go (built into the program, as the catalog's tests run the suite). Pictures need a display: run
// the tests under xvfb-run -a -s "-screen 0 1280x800x24", with
// EMBERS_SHOTS=dir to keep the pictures.
package boardtest
