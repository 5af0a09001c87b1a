package saves

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"embers/files"
)

// A save is read strictly: encoding/json alone lets through a key given
// twice (the last wins), a key in other capitals ("Moves" for "moves") and a
// required key that is missing (it reads as empty), so a damaged save could
// load as a game with fewer moves. It also reads null as "leave the field
// as it is", so "moves": null would load as a game of no moves. keyShape is
// what may appear in each object of the file, taken from the Save type's
// json tags; checkKeys walks the file's tokens once and refuses all four
// (Embers never writes null: every key holds a value of its kind).

// keyShape is the keys an object may hold; a key's own shape is nil for a
// value that is not an object (or a list of objects).
type keyShape struct {
	keys     map[string]*keyShape
	required []string
}

// saveShape is the shape of a save file: the keys of Save and of the
// structs inside it, with the keys no save can be read without.
var saveShape = func() *keyShape {
	s := shapeOf(reflect.TypeFor[Save]())
	s.required = []string{"format", "version", "game", "setup", "moves"}
	s.keys["setup"].required = []string{"players", "seed"}
	return s
}()

// shapeOf reads the json keys of a struct type (lists and pointers are
// looked through); nil for any other type.
func shapeOf(t reflect.Type) *keyShape {
	for t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct {
		return nil
	}
	s := &keyShape{keys: map[string]*keyShape{}}
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		s.keys[name] = shapeOf(f.Type)
	}
	return s
}

// maxProblems is how many problems a damaged save's message names.
const maxProblems = 3

// checkKeys says what is wrong with the keys of the JSON in data, or nil.
func checkKeys(data []byte, shape *keyShape) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var problems []string
	if err := walkValue(dec, shape, "", &problems); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		problems = append(problems, "there is more after the end of the save")
	}
	if len(problems) == 0 {
		return nil
	}
	if len(problems) > maxProblems {
		problems = append(problems[:maxProblems], fmt.Sprintf("%d more", len(problems)-maxProblems))
	}
	return errors.New(strings.Join(problems, "; "))
}

// walkValue reads one value; an object is checked against shape (nil: any
// keys, as inside a value the Save type does not look into).
func walkValue(dec *json.Decoder, shape *keyShape, path string, problems *[]string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	switch tok {
	case nil: // encoding/json reads null as "leave it as it is": "moves": null would load as no moves
		*problems = append(*problems, fmt.Sprintf("the key %q is null; every key of a save holds a value of its kind", files.Clip(path, 40)))
	case json.Delim('{'):
		return walkObject(dec, shape, path, problems)
	case json.Delim('['):
		for dec.More() {
			if err := walkValue(dec, shape, path, problems); err != nil {
				return err
			}
		}
		_, err := dec.Token() // ]
		return err
	}
	return nil
}

func walkObject(dec *json.Decoder, shape *keyShape, path string, problems *[]string) error {
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key := tok.(string) // the decoder only gives strings as keys
		where := strings.TrimPrefix(path+"."+key, ".")
		if seen[key] {
			*problems = append(*problems, fmt.Sprintf("the key %q appears twice", files.Clip(where, 40)))
		}
		seen[key] = true
		var inner *keyShape
		if shape != nil {
			known, ok := shape.keys[key]
			if !ok {
				*problems = append(*problems, fmt.Sprintf("unknown key %q", files.Clip(where, 40)))
			}
			inner = known
		}
		if err := walkValue(dec, inner, where, problems); err != nil {
			return err
		}
	}
	if _, err := dec.Token(); err != nil { // }
		return err
	}
	if shape == nil {
		return nil
	}
	for _, k := range shape.required {
		if !seen[k] {
			*problems = append(*problems, fmt.Sprintf("the key %q is missing", strings.TrimPrefix(path+"."+k, ".")))
		}
	}
	return nil
}

// sumPrefix starts a save's checksum: the hash's name, then its hex digits.
const sumPrefix = "sha256:"

// saveSum is the checksum of a save's content: the SHA-256 of its compact
// JSON with the sum left out. It is taken over the values as read, not the
// bytes, so the indentation may change, but any changed value (one flipped
// byte in a move) gives another sum.
func saveSum(sv Save) string {
	sv.Sum = ""
	b, err := json.Marshal(sv)
	if err != nil { // a Save holds only strings, numbers and booleans
		panic(err)
	}
	h := sha256.Sum256(b)
	return sumPrefix + hex.EncodeToString(h[:])
}

// checkSum says whether a save read from a file still has the content it was
// written with. Saves of version 1 have no sum and are taken as they are.
func checkSum(sv Save) error {
	if sv.Sum == "" {
		if sv.Version >= 2 {
			return errors.New("it has no checksum")
		}
		return nil
	}
	if sv.Sum != saveSum(sv) {
		return errors.New("its checksum does not match its content (a byte of it has changed)")
	}
	return nil
}
