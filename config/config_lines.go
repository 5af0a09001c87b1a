package config

import (
	"strings"

	"github.com/BurntSushi/toml"
)

// Where each key of a config file is set, so a warning can name its line.
// BurntSushi/toml keeps key positions to itself, so keyLines reads the text
// once more, a line at a time: [table] and [[table]] headers (with a comment
// after them), key = value lines with dotted and quoted keys, inline tables
// ({ width = 800, height = 600 }, nested too), and it steps over multi-line
// strings and arrays. It only has to be right for text the toml package has
// already read without error.

// keyLines maps each key (toml.Key.String(): "window.width") and table to
// the line (1-based) where it first appears. It is linear in the text.
func keyLines(text string) map[string]int {
	lines := map[string]int{}
	var table toml.Key
	closer := "" // the end of a multi-line string being stepped over
	depth := 0   // brackets open in a multi-line array
	for n, line := range strings.Split(text, "\n") {
		n++
		if closer != "" {
			if strings.Contains(line, closer) {
				closer = ""
			}
			continue
		}
		code := stripComment(line)
		if depth > 0 {
			depth += bracketBalance(code)
			continue
		}
		code = strings.TrimSpace(code)
		switch {
		case code == "":
		case strings.HasPrefix(code, "["):
			name := strings.TrimSpace(strings.Trim(code, "[]"))
			table = splitKey(name)
			record(lines, table, n)
		default:
			k, value, ok := cutOutside(code, '=')
			if !ok {
				continue
			}
			key := append(append(toml.Key{}, table...), splitKey(k)...)
			record(lines, key, n)
			value = strings.TrimSpace(value)
			switch {
			case strings.HasPrefix(value, "{"):
				inlineKeys(lines, key, value, n)
			case strings.HasPrefix(value, `"""`) || strings.HasPrefix(value, "'''"):
				if strings.Count(value, value[:3]) == 1 {
					closer = value[:3]
				}
			case strings.HasPrefix(value, "["):
				depth = bracketBalance(value)
			}
		}
	}
	return lines
}

// record notes key and each table it implies at line n, unless seen before.
func record(lines map[string]int, key toml.Key, n int) {
	for i := 1; i <= len(key); i++ {
		if s := key[:i].String(); lines[s] == 0 {
			lines[s] = n
		}
	}
}

// inlineKeys records the keys of an inline table (value starts with "{")
// under key, at line n.
func inlineKeys(lines map[string]int, key toml.Key, value string, n int) {
	body := strings.TrimSpace(value[1:])
	if end := matchingBrace(body); end >= 0 {
		body = body[:end]
	}
	for _, part := range splitOutside(body, ',') {
		k, v, ok := cutOutside(part, '=')
		if !ok {
			continue
		}
		inner := append(append(toml.Key{}, key...), splitKey(k)...)
		record(lines, inner, n)
		if v = strings.TrimSpace(v); strings.HasPrefix(v, "{") {
			inlineKeys(lines, inner, v, n)
		}
	}
}

// splitKey reads a dotted key (window.width, "a b".c, 'x') into its parts.
func splitKey(s string) toml.Key {
	var key toml.Key
	for _, part := range splitOutside(s, '.') {
		part = strings.TrimSpace(part)
		if len(part) >= 2 && (part[0] == '"' || part[0] == '\'') && part[len(part)-1] == part[0] {
			part = part[1 : len(part)-1]
		}
		key = append(key, part)
	}
	return key
}

// scan calls f for each byte of s outside quoted strings and tells it the
// depth of brackets and braces there; f returns false to stop.
func scan(s string, f func(i int, depth int) bool) {
	quote, depth := byte(0), 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' && quote == '"' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'':
			quote = c
			continue
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
		}
		if !f(i, depth) {
			return
		}
	}
}

// stripComment cuts a # comment off a line (not a # inside a string).
func stripComment(line string) string {
	end := len(line)
	scan(line, func(i, _ int) bool {
		if line[i] == '#' {
			end = i
			return false
		}
		return true
	})
	return line[:end]
}

// cutOutside cuts s at the first sep outside strings, brackets and braces.
func cutOutside(s string, sep byte) (before, after string, found bool) {
	at := -1
	scan(s, func(i, depth int) bool {
		if s[i] == sep && depth == 0 {
			at = i
			return false
		}
		return true
	})
	if at < 0 {
		return s, "", false
	}
	return s[:at], s[at+1:], true
}

// splitOutside splits s at every sep outside strings, brackets and braces.
func splitOutside(s string, sep byte) []string {
	var out []string
	from := 0
	scan(s, func(i, depth int) bool {
		if s[i] == sep && depth == 0 {
			out = append(out, s[from:i])
			from = i + 1
		}
		return true
	})
	return append(out, s[from:])
}

// matchingBrace is the index of the } that closes a table whose { came just
// before s, or -1.
func matchingBrace(s string) int {
	end := -1
	scan(s, func(i, depth int) bool {
		if depth < 0 {
			end = i
			return false
		}
		return true
	})
	return end
}

// bracketBalance is how many more brackets s opens than it closes.
func bracketBalance(s string) int {
	balance := 0
	scan(s, func(i, _ int) bool {
		switch s[i] {
		case '[':
			balance++
		case ']':
			balance--
		}
		return true
	})
	return balance
}
