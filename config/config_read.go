package config

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"

	"embers/files"
	"embers/rules"
)

// Reading the user's config.toml. Whatever is wrong with it, every setting
// that can be read is kept: a line that cannot be read (a syntax error) is
// skipped and named, a value of the wrong kind keeps its default and is
// named, an unknown key is named; only when the file cannot be read at all
// does every setting keep its default, and the warning says so plainly.

// maxFixes is how many unreadable lines or values are skipped before the
// file is given up on.
const maxFixes = 50

// maxUnknown is how many unknown keys are named one by one; the rest are
// counted in one warning.
const maxUnknown = 20

// overlay applies the user's text over the defaults.
func overlay(def Config, path, text string) (Config, []string) {
	var warnings []string
	skipped := map[int]bool{} // lines emptied so far
	for range maxFixes {
		user := def
		user.Play.DefaultSeats = append([]string(nil), def.Play.DefaultSeats...)
		md, err := toml.Decode(text, &user)
		if err == nil {
			lines := keyLines(text)
			warnings = append(warnings, unknownKeys(path, md.Undecoded(), lines)...)
			return user, append(warnings, user.check(path, lines, &def)...)
		}
		line, why, ok := problemLine(err, text)
		if ok && skipped[line] { // the parser stopped on a line already emptied: the fault is above it
			for line > 0 && skipped[line] {
				line--
			}
			ok = line > 0
		}
		if !ok {
			break
		}
		skipped[line] = true
		warnings = append(warnings, fmt.Sprintf("%s line %d: %s", path, line, why))
		text = blankLine(text, line)
	}
	return def, append(warnings, path+": this file could not be read, so every setting has its default; fix it, or delete it to start afresh")
}

// problemLine says which line of text err is about and what to tell the
// person; ok is false when the error names no line.
func problemLine(err error, text string) (line int, why string, ok bool) {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		// the line of the character the parser stopped at: an error at the
		// newline that ends a line is about that line (Position.Line says
		// the next one)
		start := min(max(pe.Position.Start, 0), len(text))
		line = 1 + strings.Count(text[:start], "\n")
		return line, fmt.Sprintf("this line cannot be read (%s), so it is skipped; the rest of the file applies", plainWords(pe.Message)), true
	}
	line, key, kind, ok := typeError(err)
	if !ok {
		return 0, "", false
	}
	return line, fmt.Sprintf("%s has the wrong kind of value (%s); using the default", files.Clip(key, 60), kind), true
}

// unknownKeys names the keys no setting has, each with its line (the first
// maxUnknown, then how many more), in one pass.
func unknownKeys(path string, keys []toml.Key, lines map[string]int) []string {
	var out []string
	leaves := leafKeys(keys)
	for i, k := range leaves {
		if i == maxUnknown {
			out = append(out, fmt.Sprintf("%s: %d more unknown settings are ignored", path, len(leaves)-maxUnknown))
			break
		}
		out = append(out, fmt.Sprintf("%s line %d: unknown setting %s is ignored (see the built-in config.toml for every setting)",
			path, lines[k.String()], rules.Excerpt(k.String())))
	}
	return out
}

// leafKeys drops the keys of tables whose own keys are in the list too, so
// an unknown table with settings is named once per setting. It is linear in
// the keys' length: each key's parents are marked once.
func leafKeys(keys []toml.Key) []toml.Key {
	parents := map[string]bool{}
	for _, k := range keys {
		for n := 1; n < len(k); n++ {
			parents[k[:n].String()] = true
		}
	}
	var out []toml.Key
	for _, k := range keys {
		if !parents[k.String()] {
			out = append(out, k)
		}
	}
	return out
}

// typeErrorRE matches BurntSushi/toml's error for a value of the wrong type.
var typeErrorRE = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (?:incompatible types: )?(.*)$`)

// typeError reads the line, key and reason (in words) out of a wrong-type
// error.
func typeError(err error) (line int, key, why string, ok bool) {
	m := typeErrorRE.FindStringSubmatch(err.Error())
	if m == nil {
		return 0, "", "", false
	}
	line, convErr := strconv.Atoi(m[1])
	if convErr != nil || line < 1 {
		return 0, "", "", false
	}
	return line, m[2], plainTypes(m[3]), true
}

// The two forms BurntSushi/toml gives a value of the wrong kind in.
var (
	typesRE    = regexp.MustCompile(`^TOML value has type (\S+); destination has type (\S+)$`)
	mismatchRE = regexp.MustCompile(`^type mismatch for (\S+): expected (\S+) but found (\S+)$`)
)

// plainTypes says a wrong-type error in words: "text where a whole number
// belongs" instead of "TOML value has type string; destination has type
// integer", never a Go type's name.
func plainTypes(why string) string {
	if m := typesRE.FindStringSubmatch(why); m != nil {
		return kindWords(m[1]) + " where " + kindWords(m[2]) + " belongs"
	}
	if m := mismatchRE.FindStringSubmatch(why); m != nil {
		return kindWords(m[3]) + " where " + kindWords(m[2]) + " belongs"
	}
	return plainWords(why)
}

// kindWords names a kind of value as the toml package writes it (a TOML
// kind or a Go type) in words.
func kindWords(t string) string {
	switch {
	case t == "string":
		return "text"
	case strings.Contains(t, "int") || t == "integer":
		return "a whole number"
	case t == "bool" || t == "boolean":
		return "true or false"
	case strings.HasPrefix(t, "float"):
		return "a decimal number"
	case strings.HasPrefix(t, "[]map") || t == "array-of-tables":
		return "a list of tables"
	case strings.HasPrefix(t, "[]") || t == "slice" || t == "array":
		return "a list"
	case strings.HasPrefix(t, "map") || t == "struct" || t == "table" || strings.HasPrefix(t, "game."):
		return "a table of settings"
	case t == "time.Time" || strings.Contains(t, "datetime") || strings.Contains(t, "date"):
		return "a date"
	}
	return "another kind of value"
}

// goTypeRE finds what may be a Go type's name in a message from the toml
// package (int64, []any, map[string]any, config.WindowConfig, time.Time).
var goTypeRE = regexp.MustCompile(`\b(?:u?int(?:8|16|32|64)?|float(?:32|64))\b|\[\]\S*|map\[\S*|\b\w+\.[A-Z]\w*\b`)

// plainWords rewords a message of the toml package for a person: its Go
// type names as kinds of value, a number too large for any setting.
func plainWords(msg string) string {
	msg = strings.ReplaceAll(msg, " is out of range for int64", " is too large a number")
	msg = goTypeRE.ReplaceAllStringFunc(msg, kindWords)
	return files.Clip(strings.TrimSuffix(msg, "."), 200)
}

// blankLine returns text with line n (1-based) emptied, so the rest can be
// read again without it.
func blankLine(text string, n int) string {
	lines := strings.Split(text, "\n")
	if n >= 1 && n <= len(lines) {
		lines[n-1] = ""
	}
	return strings.Join(lines, "\n")
}
