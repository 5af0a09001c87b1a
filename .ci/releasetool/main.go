// Command releasetool is what .ci/release does in Go: it writes the icon
// files, packs a folder into a zip or tar.gz that is the same to the byte
// for the same files, and checks the structure of the three archives.
//
//	go run ./.ci/releasetool icons DIR
//	go run ./.ci/releasetool pack -mtime EPOCH OUT.zip|OUT.tar.gz DIR
//	go run ./.ci/releasetool check -version V -commit HASH DIST
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"

	"embers/scenes/icon"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "releasetool:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("give a command: icons DIR, pack -mtime EPOCH OUT DIR, or check -version V -commit HASH DIST")
	}
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	switch args[0] {
	case "icons":
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 1 {
			return fmt.Errorf("icons: give the folder to write the icon files into")
		}
		return icon.Write(fs.Arg(0))
	case "pack":
		mtime := fs.String("mtime", "", "the time every entry gets, in seconds since 1970 (SOURCE_DATE_EPOCH)")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 2 {
			return fmt.Errorf("pack: give -mtime EPOCH, the archive to write (.zip or .tar.gz) and the folder to pack")
		}
		sec, err := strconv.ParseInt(*mtime, 10, 64)
		if err != nil || sec < 315532800 { // zip cannot hold times before 1980
			return fmt.Errorf("pack -mtime %q: give a time in seconds since 1970, from 1980 on", *mtime)
		}
		return pack(fs.Arg(0), fs.Arg(1), sec)
	case "check":
		v := fs.String("version", "", "the version the archives must carry")
		c := fs.String("commit", "", "the commit the binaries must name")
		if err := fs.Parse(args[1:]); err != nil || fs.NArg() != 1 || *v == "" || *c == "" {
			return fmt.Errorf("check: give -version V -commit HASH and the dist folder")
		}
		return checkDist(fs.Arg(0), *v, *c)
	}
	return fmt.Errorf("unknown command %q: use icons, pack or check", args[0])
}
