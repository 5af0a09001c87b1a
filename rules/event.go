package rules

import (
	"strconv"
	"strings"
)

// Event is one thing that happened when a move was applied, in board terms
// (hall B2, square d1, crossing 17, port York). Scenes animate events one at
// a time; the log shows their text.
//
// Text names seats as {0}, {1}, ... so the log can show the players' names
// (see Names). An event may carry a secret that only one seat may see: a
// face-down marker's kind, the cards looked at. Use For to get the event as a
// given viewer may see it; never show SecretText or SecretData otherwise.
type Event struct {
	Kind string // short machine name, e.g. "servant.placed"
	Rule string // rulebook section, e.g. "5.4.2"
	Seat Seat   // the seat that acted, or NoSeat for the game itself
	Text string // public log line, in our own words
	Data any    // public payload for animation (a game-specific struct)
	// Places are what the event touches, in the game's place names (see
	// Place): the log points at them and the board marks them.
	Places []Place

	Secret     Seat   // the only seat that may see the secret, or NoSeat
	SecretText string // the log line as Secret sees it
	SecretData any    // the payload as Secret sees it

	// Reveal is set when the event uncovers hidden information or resolves
	// chance. Undo must not step back over such an event.
	Reveal bool
}

// For returns the event as viewer may see it: the secret merged in for its
// owner, removed for everyone else (NoSeat is the public onlooker).
func (e Event) For(viewer Seat) Event {
	if e.Secret != NoSeat && viewer == e.Secret {
		if e.SecretText != "" {
			e.Text = e.SecretText
		}
		if e.SecretData != nil {
			e.Data = e.SecretData
		}
	}
	e.SecretText, e.SecretData = "", nil
	return e
}

// Names replaces {0}, {1}, ... in an event text with the given names.
func Names(text string, names []string) string {
	if !strings.Contains(text, "{") {
		return text
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(text, '{')
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.IndexByte(text[i:], '}')
		if j < 0 {
			b.WriteString(text)
			return b.String()
		}
		n, err := strconv.Atoi(text[i+1 : i+j])
		b.WriteString(text[:i])
		if err == nil && n >= 0 && n < len(names) {
			b.WriteString(names[n])
		} else {
			b.WriteString(text[i : i+j+1])
		}
		text = text[i+j+1:]
	}
}

// SeatRef is the placeholder for a seat in event text.
func SeatRef(s Seat) string { return "{" + strconv.Itoa(int(s)) + "}" }

// Recorder collects the events of one move, for every game alike. A nil
// *Recorder records nothing: Play and the AI's playouts pass nil, and a
// game builds an event's text only when its recorder is not nil (Go works
// out the arguments of Add before Add can look at its receiver).
//
// An event's payload (Data) is a typed struct of the game's, its Kind one of
// the game's exported kind constants; a board's animation switches on the
// payload's type. Its places are those given to Add, or else what Places
// reads from the payload.
type Recorder struct {
	List []Event
	// Places names the places a payload touches, when Add is given none
	// (nil: none).
	Places func(data any) []Place
}

// Add records a public event by seat (a negative seat is the game itself,
// NoSeat) and returns it, or nil on a nil recorder.
func (r *Recorder) Add(kind, rule string, seat Seat, text string, data any, places ...Place) *Event {
	if r == nil {
		return nil
	}
	if seat < 0 {
		seat = NoSeat
	}
	if places == nil && r.Places != nil && data != nil {
		places = r.Places(data)
	}
	r.List = append(r.List, Event{Kind: kind, Rule: rule, Seat: seat, Text: text, Data: data, Places: places, Secret: NoSeat})
	return &r.List[len(r.List)-1]
}

// Secret records an event by seat whose secret text and payload only that
// seat may see (see Event.For); everyone else reads text and data.
func (r *Recorder) Secret(kind, rule string, seat Seat, text string, data any, secretText string, secretData any, places ...Place) *Event {
	e := r.Add(kind, rule, seat, text, data, places...)
	if e != nil {
		e.Secret, e.SecretText, e.SecretData = seat, secretText, secretData
	}
	return e
}

// Reveal marks the last event as uncovering hidden information or
// resolving chance (undo stops before it).
func (r *Recorder) Reveal() {
	if r != nil && len(r.List) > 0 {
		r.List[len(r.List)-1].Reveal = true
	}
}

// Events returns what was recorded (nil on a nil recorder).
func (r *Recorder) Events() []Event {
	if r == nil {
		return nil
	}
	return r.List
}
