package cronberg

// PileMix counts the rhombi still face down by the sign of their value.
// Which ones are left is known to everyone (only their order is secret),
// so a seat's view answers it too.
func (s *State) PileMix() (gains, losses int) {
	for _, t := range s.pile[:s.pileN] {
		if rhombi[t].Value > 0 {
			gains++
		} else {
			losses++
		}
	}
	return gains, losses
}
