package kit

// The tests play Tre Kronor's rules, found by id: importing them registers
// them with rules/games (the program imports every game through
// scenes/catalog, which this package's tests cannot import).
import _ "embers/rules/trekronor"
