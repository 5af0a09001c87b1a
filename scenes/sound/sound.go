// Package sound plays Embers' synthesized effects through one oto/v3
// context (Ebitengine's audio package is not used: a second audio context
// would fail). Where no audio device exists the program runs silently and
// says so once in its log.
package sound

import (
	"bytes"
	"encoding/binary"
	"math"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"embers/scenes/sound/synth"
)

// maxVoices is how many effects may sound at once; more are dropped.
const maxVoices = 8

// Player plays the effects. It implements ui.Sound. Play never blocks: the
// device is opened in the background and effects asked for before it is
// ready are skipped.
type Player struct {
	volume float64
	muted  bool
	logf   func(string, ...any)

	pcm    map[string][]byte // each effect as stereo float32 little-endian
	voices []*oto.Player
	warned map[string]bool
}

// The one audio context of the process, shared by every Player.
var (
	device      *oto.Context
	deviceReady chan struct{}
	deviceErr   error
	deviceOnce  sync.Once
)

func openDevice() {
	deviceOnce.Do(func() {
		device, deviceReady, deviceErr = oto.NewContext(&oto.NewContextOptions{
			SampleRate: synth.Rate, ChannelCount: 2, Format: oto.FormatFloat32LE,
			ApplicationName: "Embers",
		})
	})
}

// New synthesizes every effect and opens the audio device. volume is 0 to 1.
// logf receives the one note about a missing device (nil: no log).
func New(volume float64, muted bool, logf func(string, ...any)) *Player {
	if logf == nil {
		logf = func(string, ...any) {}
	}
	p := &Player{volume: clamp01(volume), muted: muted, logf: logf,
		pcm: map[string][]byte{}, warned: map[string]bool{}}
	for _, name := range synth.Names() {
		x, _ := synth.Make(name)
		p.pcm[name] = stereo(x)
	}
	openDevice()
	if deviceErr != nil {
		p.warnOnce("device", "no audio device: Embers runs without sound (%v)", deviceErr)
		return p
	}
	// Give the device a moment to open, so its failure is reported at
	// start; Play never waits for it.
	select {
	case <-deviceReady:
		p.ready()
	case <-time.After(openWait):
	}
	return p
}

// openWait is how long New waits for the device to open.
const openWait = 400 * time.Millisecond

// stereo turns mono samples into interleaved stereo float32 LE bytes.
func stereo(x []float32) []byte {
	b := make([]byte, len(x)*8)
	for i, v := range x {
		u := math.Float32bits(v)
		binary.LittleEndian.PutUint32(b[i*8:], u)
		binary.LittleEndian.PutUint32(b[i*8+4:], u)
	}
	return b
}

func clamp01(v float64) float64 { return max(0, min(1, v)) }

// SetVolume sets the loudness of effects started from now on, 0 to 1.
func (p *Player) SetVolume(v float64) { p.volume = clamp01(v) }

// SetMuted silences (or not) effects started from now on.
func (p *Player) SetMuted(m bool) { p.muted = m }

// Volume and Muted report the settings.
func (p *Player) Volume() float64 { return p.volume }
func (p *Player) Muted() bool     { return p.muted }

// Play starts an effect by name ("clack", "water", "whoosh", "flip",
// "fanfare", "toll", "click"); effects overlap. It returns at once.
func (p *Player) Play(effect string) {
	data, ok := p.pcm[effect]
	if !ok {
		p.warnOnce("effect "+effect, "no sound effect %q; the effects are %v", effect, synth.Names())
		return
	}
	if p.muted || p.volume == 0 || !p.ready() {
		return
	}
	p.prune()
	if len(p.voices) >= maxVoices {
		return
	}
	v := device.NewPlayer(bytes.NewReader(data))
	v.SetVolume(p.volume)
	v.Play()
	p.voices = append(p.voices, v)
}

// Problem says why no effect can be heard ("no audio device ..."), or ""
// when the device works or is still opening. Settings shows it.
func (p *Player) Problem() string {
	switch {
	case deviceErr != nil:
		return deviceErr.Error()
	case device == nil:
		return "the audio device was not opened"
	}
	select {
	case <-deviceReady:
	default:
		return ""
	}
	if err := device.Err(); err != nil {
		return err.Error()
	}
	return ""
}

// ready tells whether the device is open and working, without waiting.
func (p *Player) ready() bool {
	if deviceErr != nil || device == nil {
		return false
	}
	select {
	case <-deviceReady:
	default:
		return false // still opening: skip this effect rather than wait
	}
	if err := device.Err(); err != nil {
		p.warnOnce("device", "no audio device: Embers runs without sound (%v)", err)
		return false
	}
	return true
}

// prune closes the voices that have finished.
func (p *Player) prune() {
	kept := p.voices[:0]
	for _, v := range p.voices {
		if v.IsPlaying() {
			kept = append(kept, v)
		} else {
			v.Close()
		}
	}
	clear(p.voices[len(kept):])
	p.voices = kept
}

func (p *Player) warnOnce(key, format string, args ...any) {
	if !p.warned[key] {
		p.warned[key] = true
		p.logf(format, args...)
	}
}
