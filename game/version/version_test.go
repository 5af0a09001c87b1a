package version

import (
	"runtime/debug"
	"strings"
	"testing"
)

func buildInfo(version string, settings ...string) *debug.BuildInfo {
	bi := &debug.BuildInfo{Main: debug.Module{Path: "embers", Version: version}}
	for i := 0; i+1 < len(settings); i += 2 {
		bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
	}
	return bi
}

const hash = "7aa123d4e5f60718293a4b5c6d7e8f9012345678"

// The go command's records: a pseudo-version and the git settings.
func TestFromBuildInfo(t *testing.T) {
	bi := buildInfo("v0.0.0-20251207005100-7aa123d4e5f6+dirty",
		"vcs", "git", "vcs.revision", hash, "vcs.time", "2025-12-07T00:51:00Z", "vcs.modified", "true")
	i := get(bi, "", "", "")
	if i.Version != "v0.0.0-20251207005100-7aa123d4e5f6" || i.Commit != hash || !i.Modified {
		t.Fatalf("%+v", i)
	}
	want := "Embers 0.0.0-20251207005100-7aa123d4e5f6, commit 7aa123d4e5f6 of 2025-12-07, with changes not committed"
	if got := i.String(); got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := i.CommitLine(0); !strings.Contains(got, hash) {
		t.Errorf("CommitLine(0) = %q, want the full hash", got)
	}
}

// What the release command sets with the linker wins over the records.
func TestLinkerValuesWin(t *testing.T) {
	bi := buildInfo("(devel)", "vcs.revision", "0000000000000000000000000000000000000000", "vcs.modified", "false")
	i := get(bi, "0.1.0", hash, "2025-12-07T00:51:00Z")
	if got, want := i.String(), "Embers 0.1.0, commit 7aa123d4e5f6 of 2025-12-07"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// A build with nothing recorded (go build -buildvcs=false) says so, and
// says how to get a build that knows.
func TestNothingRecorded(t *testing.T) {
	for _, bi := range []*debug.BuildInfo{nil, buildInfo("(devel)")} {
		i := get(bi, "", "", "")
		if i.Short() != "development build" || !strings.Contains(i.String(), "commit not recorded") {
			t.Errorf("%v: %q", bi, i.String())
		}
	}
}
