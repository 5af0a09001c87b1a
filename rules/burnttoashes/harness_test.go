package burnttoashes

import (
	"reflect"
	"testing"

	"embers/rules/rulestest"
)

// A short run of the shared harness at every player count and variant
// (rules/games runs the long one).
func TestHarnessShort(t *testing.T) {
	n := 48
	if testing.Short() {
		n = 16
	}
	rep := rulestest.Run(Game, rulestest.Options{Games: n, Seed: 7, Workers: 1})
	for _, f := range rep.Failures {
		t.Error(f)
	}
	t.Logf("%d games, %d moves, endings %v", rep.Games, rep.Plies, rep.Over)
}

// Every field of the position is one byte wide, so its bytes are its
// fields (codec.go), and every yes-or-no field is checked when decoding.
func TestCodecLayout(t *testing.T) {
	// walk gives the bytes and the yes-or-no fields of a type
	var walk func(reflect.Type) (int, int)
	walk = func(ty reflect.Type) (int, int) {
		switch ty.Kind() {
		case reflect.Array:
			n, b := walk(ty.Elem())
			return ty.Len() * n, ty.Len() * b
		case reflect.Struct:
			n, b := 0, 0
			for i := range ty.NumField() {
				fn, fb := walk(ty.Field(i).Type)
				n, b = n+fn, b+fb
			}
			return n, b
		case reflect.Bool:
			return 1, 1
		}
		if ty.Size() != 1 {
			t.Errorf("a field of kind %s is %d bytes wide", ty.Kind(), ty.Size())
		}
		return 1, 0
	}
	n, bools := walk(reflect.TypeOf(core{}))
	if n != coreSize {
		t.Fatalf("the fields hold %d bytes, the struct %d: padding", n, coreSize)
	}
	var c core
	if got := len(c.flags()); got != bools {
		t.Fatalf("flags lists %d yes-or-no fields; core has %d", got, bools)
	}
}
