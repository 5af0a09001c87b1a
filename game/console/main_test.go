package console

import (
	"os"
	"testing"

	"embers/game/gametest"
)

// No user settings may leak into the tests: the console reads them.
func TestMain(m *testing.M) {
	cleanup := gametest.IsolateHome()
	code := m.Run()
	cleanup()
	os.Exit(code)
}
