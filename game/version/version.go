// Package version tells which Embers this is: its version and the commit it
// was built from, for `embers version` and the About page.
//
// A release build sets both with the linker (.ci/release):
//
//	go build -ldflags "-X embers/game/version.version=0.1.0 -X embers/game/version.commit=<hash>
//	    -X embers/game/version.commitTime=<RFC 3339> -X embers/game/version.modified=true"
//
// Otherwise they come from what the go command records in the binary: the
// module's version (a pseudo-version such as v0.0.0-20251207005100-7aa123d12345)
// and, when it builds inside the git repository, the commit, its time and
// whether the work tree had changes.
package version

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// Set by the linker in release builds (modified: "true" when the work tree
// had changes not committed).
var version, commit, commitTime, modified string

// Info is one build's version and origin.
type Info struct {
	Version  string // "0.1.0", a Go pseudo-version, or "" when unknown
	Commit   string // the full commit hash, or "" when unknown
	Time     string // the commit's time (RFC 3339), or ""
	Modified bool   // built from a work tree with changes not committed
}

// Get returns this program's Info.
func Get() Info {
	bi, _ := debug.ReadBuildInfo()
	i := get(bi, version, commit, commitTime)
	if commit != "" {
		i.Modified = modified == "true"
	}
	return i
}

// get combines what the linker set with the build information; the
// linker's values win.
func get(bi *debug.BuildInfo, linkVersion, linkCommit, linkTime string) Info {
	var i Info
	if bi != nil {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			i.Version = v
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				i.Commit = s.Value
			case "vcs.time":
				i.Time = s.Value
			case "vcs.modified":
				i.Modified = s.Value == "true"
			}
		}
	}
	if linkVersion != "" {
		i.Version = linkVersion
	}
	if linkCommit != "" {
		i.Commit = linkCommit
	}
	if linkTime != "" {
		i.Time = linkTime
	}
	// A Go pseudo-version already says +dirty for a modified tree.
	i.Version = strings.TrimSuffix(i.Version, "+dirty")
	return i
}

// Short is the version as a player reads it: "0.1.0", or "development
// build" when no version was recorded.
func (i Info) Short() string {
	if i.Version == "" {
		return "development build"
	}
	return strings.TrimPrefix(i.Version, "v")
}

// CommitLine says which commit this is built from: "commit <hash> of
// 2025-12-07", with "with changes not committed" when the tree was
// modified, or that it is not known. The hash is cut to n characters when
// n > 0.
func (i Info) CommitLine(n int) string {
	if i.Commit == "" {
		return "commit not recorded (built without git; .ci/release records it)"
	}
	h := i.Commit
	if n > 0 && len(h) > n {
		h = h[:n]
	}
	s := "commit " + h
	if len(i.Time) >= len("2006-01-02") {
		s += " of " + i.Time[:len("2006-01-02")]
	}
	if i.Modified {
		s += ", with changes not committed"
	}
	return s
}

// String is the whole of it on one line, the commit cut to 12 characters:
// "Embers 0.1.0, commit 7aa123d12345 of 2025-12-07".
func (i Info) String() string {
	return fmt.Sprintf("Embers %s, %s", i.Short(), i.CommitLine(12))
}
