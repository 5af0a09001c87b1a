package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// NewFlags makes a FlagSet for a command that returns errors instead of
// exiting. The window's FlagSet is named "embers", a subcommand's by its name.
func NewFlags(name string) *flag.FlagSet {
	return flag.NewFlagSet(name, flag.ContinueOnError)
}

// Parse parses args, prints the flags to help on -h (the window, which has
// no flags, leaves the help to its caller), and turns a flag error into a
// usage error that names the command and says what to give.
func Parse(fs *flag.FlagSet, args []string, help io.Writer) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	cmd := commandName(fs)
	if errors.Is(err, flag.ErrHelp) && fs.Name() != "embers" {
		fmt.Fprintf(help, "Flags of %s:\n", cmd)
		fs.SetOutput(help)
		fs.PrintDefaults()
	}
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return Usagef("%s (run \"%s -h\" for the flags)", flagProblem(fs, err), cmd)
	}
	if fs.NArg() > 0 {
		return Usagef("%sunexpected argument %q (flags start with -; run \"%s -h\")", commandPrefix(fs), fs.Arg(0), cmd)
	}
	return nil
}

// Seen says whether the command line gave the flag.
func Seen(fs *flag.FlagSet, name string) bool {
	found := false
	fs.Visit(func(fl *flag.Flag) { found = found || fl.Name == name })
	return found
}

// commandName is the command line a FlagSet reads: "embers" for the window,
// "embers shot" for a subcommand.
func commandName(fs *flag.FlagSet) string {
	if fs.Name() == "embers" {
		return "embers"
	}
	return "embers " + fs.Name()
}

// commandPrefix starts a message about a subcommand's flags ("shot: "); the
// window's messages need none, as every message starts with "embers: ".
func commandPrefix(fs *flag.FlagSet) string {
	if fs.Name() == "embers" {
		return ""
	}
	return fs.Name() + ": "
}

// badValueRE matches the flag package's error for a value it cannot read.
var badValueRE = regexp.MustCompile(`^invalid value "(.*)" for flag -([^:]+): `)

// flagProblem says what is wrong with a flag in words: a value that cannot be
// read is named with the kind of value the flag takes.
func flagProblem(fs *flag.FlagSet, err error) string {
	m := badValueRE.FindStringSubmatch(err.Error())
	if m == nil {
		return commandPrefix(fs) + err.Error()
	}
	kind := "give another value"
	if fl := fs.Lookup(m[2]); fl != nil {
		g, typed := fl.Value.(flag.Getter)
		if !typed { // a flag of ours that says what it wants
			kind = strings.TrimPrefix(err.Error(), m[0])
		} else {
			switch g.Get().(type) {
			case int:
				kind = "give a whole number"
			case uint64:
				kind = "give a whole number from 0"
			case float64:
				kind = "give a number"
			case bool:
				kind = "give true or false"
			}
		}
	}
	name := strings.TrimSuffix(commandPrefix(fs), ": ")
	return strings.TrimSpace(fmt.Sprintf("%s -%s %q: %s", name, m[2], m[1], kind))
}
