package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// entry is one file or folder to pack, by its slash path inside the
// folder packed.
type entry struct {
	name string
	dir  bool
	exec bool
	src  string
}

// walk lists dir's folders and files, sorted by name, with only what an
// archive keeps of each: whether it is a folder and whether it runs.
func walk(dir string) ([]entry, error) {
	var out []entry
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if rel == "." {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		if !d.IsDir() && !info.Mode().IsRegular() {
			return fmt.Errorf("%s: only folders and plain files can be packed", p)
		}
		out = append(out, entry{name: filepath.ToSlash(rel), dir: d.IsDir(), exec: info.Mode()&0o111 != 0, src: p})
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, err
}

func (e entry) mode() os.FileMode {
	switch {
	case e.dir:
		return os.ModeDir | 0o755
	case e.exec:
		return 0o755
	}
	return 0o644
}

// pack writes dir's contents into out (.zip or .tar.gz): entries sorted by
// name, every time set to mtime, folders and programs 0755 and the rest
// 0644, owned by nobody in particular (uid and gid 0, no names), and
// nothing else of the machine that packed them. The same files give the
// same bytes. It writes to a temporary file and renames it.
func pack(out, dir string, mtime int64) error {
	entries, err := walk(dir)
	if err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	tmp := out + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("pack: %w", err)
	}
	t := time.Unix(mtime, 0).UTC()
	switch {
	case strings.HasSuffix(out, ".zip"):
		err = packZip(f, entries, t)
	case strings.HasSuffix(out, ".tar.gz"):
		err = packTarGz(f, entries, t)
	default:
		err = fmt.Errorf("%s: the archive's name ends in .zip or .tar.gz", out)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, out)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("pack: %w", err)
	}
	return nil
}

func packZip(w io.Writer, entries []entry, t time.Time) error {
	z := zip.NewWriter(w)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: t}
		if e.dir {
			h.Name += "/"
			h.Method = zip.Store
		}
		h.SetMode(e.mode())
		fw, err := z.CreateHeader(h)
		if err != nil {
			return err
		}
		if !e.dir {
			if err := copyFile(fw, e.src); err != nil {
				return err
			}
		}
	}
	return z.Close()
}

func packTarGz(w io.Writer, entries []entry, t time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	// The gzip header keeps no name and no time (its ModTime stays zero).
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		h := &tar.Header{Name: e.name, Mode: int64(e.mode().Perm()), ModTime: t, Format: tar.FormatUSTAR, Typeflag: tar.TypeReg}
		if e.dir {
			h.Name += "/"
			h.Typeflag = tar.TypeDir
		} else {
			info, err := os.Stat(e.src)
			if err != nil {
				return err
			}
			h.Size = info.Size()
		}
		if err := tw.WriteHeader(h); err != nil {
			return fmt.Errorf("%s: %w", e.name, err)
		}
		if !e.dir {
			if err := copyFile(tw, e.src); err != nil {
				return err
			}
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func copyFile(w io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}
