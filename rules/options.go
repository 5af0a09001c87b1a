package rules

import (
	"fmt"
	"sort"
	"strings"
)

// Option is a rule a game lets the players choose at setup: a variant that
// is on or off (co-op, advanced runes), or one of several values (the solo
// deck's difficulty). Setup.Variant holds the choices made, in the
// canonical form FormatVariant writes: "coop", "deck=hard,runes".
type Option struct {
	ID    string // used in Setup.Variant and on the command line
	Name  string // shown to players
	About string // one sentence in our own words
	// Values are the choices, the first one the default. Empty: the
	// option is on or off, off by default.
	Values []Choice
}

// Choice is one value of an Option.
type Choice struct {
	ID    string
	Name  string
	About string
}

// Options are the choices of a Setup.Variant, read by ParseVariant: option
// id to value id ("on" for an on/off option that is on). Options at their
// default are absent.
type Options map[string]string

// On reports whether the on/off option id is on.
func (o Options) On(id string) bool { return o[id] == "on" }

// Value is the chosen value of option id, or def when it is at its default.
func (o Options) Value(id, def string) string {
	if v, ok := o[id]; ok {
		return v
	}
	return def
}

// ParseVariant reads a Setup.Variant against the options a game offers. An
// unknown option, a value the option does not have, or an option named
// twice gives an error that lists what the game offers. Which combinations
// and player counts go together is the game's to check, in New.
func ParseVariant(info Info, variant string) (Options, error) {
	out := Options{}
	if strings.TrimSpace(variant) == "" {
		return out, nil
	}
	for _, part := range strings.Split(variant, ",") {
		id, val, hasVal := strings.Cut(strings.TrimSpace(part), "=")
		o, ok := findOption(info, id)
		if !ok {
			return nil, fmt.Errorf("%s has no option %q; %s", info.Name, id, OptionList(info))
		}
		if _, dup := out[id]; dup {
			return nil, fmt.Errorf("option %q is given twice in %q", id, variant)
		}
		switch {
		case len(o.Values) == 0 && hasVal:
			return nil, fmt.Errorf("option %q is on or off: write %q alone, without =%s", id, id, val)
		case len(o.Values) == 0:
			out[id] = "on"
		case !hasVal:
			return nil, fmt.Errorf("option %q needs a value: %s", id, valueList(o))
		case !hasChoice(o, val):
			return nil, fmt.Errorf("option %q has no value %q: %s", id, val, valueList(o))
		case val != o.Values[0].ID:
			out[id] = val
		}
	}
	return out, nil
}

// FormatVariant writes options in canonical form: in the game's option
// order, defaults left out. ParseVariant(FormatVariant(o)) gives o back.
func FormatVariant(info Info, o Options) string {
	var parts []string
	for _, opt := range info.Options {
		v, ok := o[opt.ID]
		switch {
		case !ok:
		case len(opt.Values) == 0 && v == "on":
			parts = append(parts, opt.ID)
		case len(opt.Values) > 0 && v != opt.Values[0].ID:
			parts = append(parts, opt.ID+"="+v)
		}
	}
	return strings.Join(parts, ",")
}

// AllVariants lists every combination of a game's options in canonical
// form, the base game ("") first. The game's New may still refuse some for
// some player counts.
func AllVariants(info Info) []string {
	combos := []Options{{}}
	for _, opt := range info.Options {
		vals := []string{"on"}
		if len(opt.Values) > 0 {
			vals = vals[:0]
			for _, c := range opt.Values[1:] {
				vals = append(vals, c.ID)
			}
		}
		n := len(combos)
		for _, v := range vals {
			for _, base := range combos[:n] {
				c := Options{opt.ID: v}
				for k, x := range base {
					c[k] = x
				}
				combos = append(combos, c)
			}
		}
	}
	out := make([]string, len(combos))
	for i, c := range combos {
		out[i] = FormatVariant(info, c)
	}
	return out
}

// OptionList says in one line which options a game offers.
func OptionList(info Info) string {
	if len(info.Options) == 0 {
		return info.Name + " has no options; leave the variant empty"
	}
	var parts []string
	for _, o := range info.Options {
		if len(o.Values) == 0 {
			parts = append(parts, o.ID)
		} else {
			parts = append(parts, o.ID+"="+choiceIDs(o))
		}
	}
	sort.Strings(parts)
	return info.Name + " offers " + strings.Join(parts, ", ") + " (comma-separated; or none)"
}

func findOption(info Info, id string) (Option, bool) {
	for _, o := range info.Options {
		if o.ID == id {
			return o, true
		}
	}
	return Option{}, false
}

func hasChoice(o Option, id string) bool {
	for _, c := range o.Values {
		if c.ID == id {
			return true
		}
	}
	return false
}

func choiceIDs(o Option) string {
	ids := make([]string, len(o.Values))
	for i, c := range o.Values {
		ids[i] = c.ID
	}
	return strings.Join(ids, "|")
}

func valueList(o Option) string { return "use " + o.ID + "=" + choiceIDs(o) }

// VariantName names a canonical variant for players: "Base rules", or the
// chosen options' names ("Together", "AI deck: hard, Advanced runes").
func VariantName(info Info, variant string) string {
	o, err := ParseVariant(info, variant)
	if err != nil || len(o) == 0 {
		return "Base rules"
	}
	var parts []string
	for _, opt := range info.Options {
		v, ok := o[opt.ID]
		if !ok {
			continue
		}
		if len(opt.Values) == 0 {
			parts = append(parts, opt.Name)
			continue
		}
		for _, c := range opt.Values {
			if c.ID == v {
				parts = append(parts, opt.Name+": "+c.Name)
			}
		}
	}
	return strings.Join(parts, ", ")
}
