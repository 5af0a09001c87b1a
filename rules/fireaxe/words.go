package fireaxe

import (
	"strconv"
	"strings"
)

// count writes n things in words: "1 die", "2 dice", "no crewman".
func count(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + one
	case 1:
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// fallWords say how many crewmen a roll costs: "no crewman falls", "1
// crewman falls", "2 crewmen fall".
func fallWords(n int) string {
	if n == 1 || n == 0 {
		return count(n, "crewman", "crewmen") + " falls"
	}
	return count(n, "crewman", "crewmen") + " fall"
}

// settleWords say a settlement's dice and what they did, the one line the
// log gives a settlement (the dice before the last are asides): "rolls 4
// and 2: 1 of 2 dice beat 3, 1 crewman falls"; with one die, "rolls 5: it
// beats 3, no crewman falls".
func settleWords(last int, rolled []int, won, value, failed int) string {
	faces := make([]string, len(rolled))
	for i, f := range rolled {
		faces[i] = strconv.Itoa(f)
	}
	if len(faces) == 0 {
		faces = []string{strconv.Itoa(last)}
	}
	head := "rolls " + strings.Join(faces, ", ") + ": "
	if n := len(faces); n > 1 {
		head = "rolls " + strings.Join(faces[:n-1], ", ") + " and " + faces[n-1] + ": "
	}
	if len(rolled) == 1 {
		verb := "it beats "
		if won == 0 {
			verb = "it does not beat "
		}
		return head + verb + strconv.Itoa(value) + ", " + fallWords(failed)
	}
	return head + strconv.Itoa(won) + " of " + count(len(rolled), "die", "dice") + " beat " + strconv.Itoa(value) + ", " + fallWords(failed)
}
