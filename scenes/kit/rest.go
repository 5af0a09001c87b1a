package kit

// kitRest is the kit's share of a board at rest: how far its pulses have
// settled, from 0 (swinging, the value a board that is never told has) to
// 1 (steady), as the play scene says through PulseRester.
type kitRest struct{ still float64 }

// settle moves a pulse's value v, in [lo, 1], towards 1 as far as the
// board has settled.
func (r kitRest) settle(v float64) float64 { return v + (1-v)*r.still }

// RestPulses sets how far the board's pulses have settled.
func (k *Kit) RestPulses(still float64) { k.rest.still = still }

// PulseRester is a board that settles its pulses: every board built on
// the kit.
type PulseRester interface{ RestPulses(still float64) }
