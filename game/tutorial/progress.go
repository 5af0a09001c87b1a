package tutorial

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"embers/files"
)

// Progress remembers, per game, the tutorial step a person reached, in a
// small JSON file in the data folder (written whole or not at all).
type Progress struct {
	Path string
}

// progressName is the file in the data folder.
const progressName = "tutorial-progress.json"

// ProgressIn keeps the progress in dir (the Store's data folder).
func ProgressIn(dir string) *Progress { return &Progress{Path: filepath.Join(dir, progressName)} }

// read returns the saved steps by game; a missing or damaged file is empty.
func (p *Progress) read() map[string]string {
	out := map[string]string{}
	if data, err := os.ReadFile(p.Path); err == nil {
		if json.Unmarshal(data, &out) != nil {
			return map[string]string{}
		}
	}
	return out
}

// Step is the id of the step reached in gameID's tutorial, or "".
func (p *Progress) Step(gameID string) string {
	if p == nil {
		return ""
	}
	return p.read()[gameID]
}

// Save remembers stepID for gameID ("" forgets it).
func (p *Progress) Save(gameID, stepID string) error {
	if p == nil {
		return nil
	}
	all := p.read()
	if stepID == "" {
		delete(all, gameID)
	} else {
		all[gameID] = stepID
	}
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p.Path), 0o755); err != nil {
		return fmt.Errorf("cannot make the folder for %s: %w", p.Path, err)
	}
	if err := files.Write(p.Path, append(data, '\n'), false); err != nil {
		return fmt.Errorf("cannot remember the tutorial step: %w", err)
	}
	return nil
}
