// Package cli holds what every command of the embers program shares: the
// environment a command runs in (its input and output, the games it can
// find, the settings), flags that answer in words, and usage errors that
// exit with code 2. main.go dispatches to the commands, which live with
// what they drive: game/console (rules), game/sim (sim), game/tutorial
// (tutorial) and scenes/shot (shot).
package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"embers/config"
	"embers/saves"
)

// Env is what a command gets from the program.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Lookup         saves.Lookup // the games the command can play (Lookup: built and test games)
	Defaults       []byte       // config.toml: every setting with its default
}

// Settings reads the defaults and the user's copy; problems are printed and
// the command goes on with defaults. It also returns the user's file ("" when
// there is no config folder, and then settings cannot be saved).
func (e Env) Settings() (config.Config, []string, string) {
	path, err := config.UserConfigPath()
	if err != nil {
		fmt.Fprintln(e.Stderr, "embers: settings cannot be saved:", err)
		path = ""
	}
	cfg, warnings := config.LoadConfig(e.Defaults, path)
	for _, w := range warnings {
		fmt.Fprintln(e.Stderr, "embers: settings:", w)
	}
	return cfg, warnings, path
}

// Command is one subcommand: it reads its flags from args.
type Command func(env Env, args []string) error

// Run runs a command and returns the program's exit code, printing its
// error: 0 done, 1 failed, 2 bad flags or arguments.
func Run(cmd Command, env Env, args []string) int {
	return ExitCode(cmd(env, args), env.Stderr)
}

// Capture runs a command in env on the given input and returns its exit
// code and what it printed: the commands' tests read their output this way.
func Capture(cmd Command, env Env, stdin string, args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	env.Stdin, env.Stdout, env.Stderr = strings.NewReader(stdin), &out, &errOut
	code = Run(cmd, env, args)
	return code, out.String(), errOut.String()
}

// UsageError is a bad flag or argument: the program exits with code 2.
type UsageError struct{ msg string }

func (e UsageError) Error() string { return e.msg }

// Usagef makes a UsageError that says what is wrong and what to give.
func Usagef(format string, a ...any) error { return UsageError{fmt.Sprintf(format, a...)} }

// ExitCode prints err, if any, and gives the exit code it stands for.
func ExitCode(err error, stderr io.Writer) int {
	var ue UsageError
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
