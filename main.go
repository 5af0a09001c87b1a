// Embers is a desktop program for playing five tabletop games about fire.
//
// With no subcommand it opens the window. The subcommands work without one:
//
//	embers sim   -game trekronor -players 4 -seats hard,random,random,random -games 500
//	embers rules -game trekronor          (a console to play and inspect a game)
//	embers shot  -scene title -o title.png (render a scene to a PNG and exit)
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"embers/game"
)

// lookupGame finds a game module by id (see headlessLookup); tests swap in
// their own games.
var lookupGame game.Lookup = headlessLookup

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// usageError is a bad flag or argument: the program exits with code 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// run executes one command line and returns the exit code: 0 done, 1 failed,
// 2 bad flags or arguments.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd, rest := "", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, rest = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "":
		err = cmdWindow(rest, stderr)
	case "sim":
		err = cmdSim(rest, stdout, stderr)
	case "rules":
		err = cmdRules(rest, stdin, stdout, stderr)
	case "shot":
		err = cmdShot(rest, stdout, stderr)
	case "tutorial":
		err = cmdTutorial(rest, stdout, stderr)
	case "help":
		printUsage(stdout)
		return 0
	default:
		err = usagef("unknown command %q; use sim, rules, shot, tutorial or help (no command opens the window)", cmd)
	}
	return exitCode(err, stderr)
}

func exitCode(err error, stderr io.Writer) int {
	var ue usageError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, "embers:", err)
		return 2
	default:
		fmt.Fprintln(stderr, "embers:", err)
		return 1
	}
}

func printUsage(w io.Writer) {
	fmt.Fprint(w, `Embers: tabletop games about fire.

  embers                 open the window
  embers sim   [flags]   play AI games without a window and print statistics
  embers rules [flags]   a text console to play and inspect a game
  embers shot  [flags]   render a scene to a PNG file and exit
  embers tutorial -check check the tutorial scripts against the rules
  embers help            this text

Run "embers <command> -h" for the flags of a command.
`)
}

// newFlags makes a FlagSet for a subcommand that returns errors instead of
// exiting.
func newFlags(name string) *flag.FlagSet {
	return flag.NewFlagSet(name, flag.ContinueOnError)
}

// parseFlags parses args, prints the flags to help on -h, and turns a flag
// error into a usage error that names the command and says what to give.
func parseFlags(fs *flag.FlagSet, args []string, help io.Writer) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	cmd := commandName(fs)
	if errors.Is(err, flag.ErrHelp) && fs.Name() == "embers" { // the window has no flags: the commands
		printUsage(help)
		return err
	}
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(help, "Flags of %s:\n", cmd)
		fs.SetOutput(help)
		fs.PrintDefaults()
		return err
	}
	if err != nil {
		return usagef("%s (run \"%s -h\" for the flags)", flagProblem(fs, err), cmd)
	}
	if fs.NArg() > 0 {
		return usagef("%sunexpected argument %q (flags start with -; run \"%s -h\")", commandPrefix(fs), fs.Arg(0), cmd)
	}
	return nil
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
		if _, ok := fl.Value.(flag.Getter); !ok { // a flag of ours that says what it wants
			kind = strings.TrimPrefix(err.Error(), m[0])
		}
		if g, ok := fl.Value.(flag.Getter); ok {
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
