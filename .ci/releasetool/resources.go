package main

import (
	"debug/pe"
	"encoding/binary"
	"fmt"
	"sort"
)

// The resource types the checks look for.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// resources are a Windows program's resources: each type's data, in the
// order the resource directory lists them.
type resources struct {
	byType map[uint32][][]byte
}

func (r resources) first(typ uint32) []byte {
	if d := r.byType[typ]; len(d) > 0 {
		return d[0]
	}
	return nil
}

// iconSizes are the sizes of the first icon group's images, largest first.
func (r resources) iconSizes() []int {
	g := r.first(rtGroupIcon)
	if len(g) < 6 || binary.LittleEndian.Uint16(g[2:]) != 1 {
		return nil
	}
	n := int(binary.LittleEndian.Uint16(g[4:]))
	var sizes []int
	for i := 0; i < n && 6+14*(i+1) <= len(g); i++ {
		w := int(g[6+14*i])
		if w == 0 {
			w = 256
		}
		sizes = append(sizes, w)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(sizes)))
	return sizes
}

// readResources walks the resource directory of a PE file (types, names,
// languages) and reads every resource's data.
func readResources(f *pe.File) (resources, error) {
	r := resources{byType: map[uint32][][]byte{}}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || len(oh.DataDirectory) <= pe.IMAGE_DIRECTORY_ENTRY_RESOURCE {
		return r, fmt.Errorf("not a 64-bit program with data directories")
	}
	dd := oh.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
	if dd.VirtualAddress == 0 || dd.Size == 0 {
		return r, fmt.Errorf("the program has no resources (no icon, no version information)")
	}
	read := func(rva, n uint32) ([]byte, error) {
		for _, s := range f.Sections {
			if rva >= s.VirtualAddress && rva+n <= s.VirtualAddress+max(s.VirtualSize, s.Size) {
				b := make([]byte, n)
				_, err := s.ReadAt(b, int64(rva-s.VirtualAddress))
				return b, err
			}
		}
		return nil, fmt.Errorf("no section holds %d bytes at %#x", n, rva)
	}
	root, err := read(dd.VirtualAddress, dd.Size)
	if err != nil {
		return r, err
	}
	u16 := func(o uint32) uint32 { return uint32(binary.LittleEndian.Uint16(root[o:])) }
	u32 := func(o uint32) uint32 { return binary.LittleEndian.Uint32(root[o:]) }
	// entries lists a directory's (id, offset) pairs.
	entries := func(off uint32) ([][2]uint32, error) {
		if off+16 > uint32(len(root)) {
			return nil, fmt.Errorf("a resource directory at %#x lies outside the resources", off)
		}
		n := u16(off+12) + u16(off+14)
		if off+16+8*n > uint32(len(root)) {
			return nil, fmt.Errorf("a resource directory at %#x runs past the resources", off)
		}
		out := make([][2]uint32, n)
		for i := range n {
			e := off + 16 + 8*i
			out[i] = [2]uint32{u32(e), u32(e + 4)}
		}
		return out, nil
	}
	const subdir = 0x80000000
	types, err := entries(0)
	if err != nil {
		return r, err
	}
	for _, t := range types {
		if t[1]&subdir == 0 {
			return r, fmt.Errorf("resource type %d is not a directory", t[0])
		}
		names, err := entries(t[1] &^ subdir)
		if err != nil {
			return r, err
		}
		for _, n := range names {
			langs, err := entries(n[1] &^ subdir)
			if err != nil || n[1]&subdir == 0 {
				return r, fmt.Errorf("resource %d/%d: not a directory of languages (%v)", t[0], n[0], err)
			}
			for _, l := range langs {
				de := l[1]
				if de&subdir != 0 || de+16 > uint32(len(root)) {
					return r, fmt.Errorf("resource %d/%d: a bad data entry", t[0], n[0])
				}
				data, err := read(u32(de), u32(de+4))
				if err != nil {
					return r, err
				}
				r.byType[t[0]] = append(r.byType[t[0]], data)
			}
		}
	}
	return r, nil
}
