package kit

// RowPart is the part of a panel row at d along it, for a board's
// SupplyPart: parts lie one after another, the i-th ending at ends[i]
// (one end for each part, in order); "" past the last.
func RowPart(d float64, ends []float64, parts ...string) string {
	for i, end := range ends {
		if d < end && i < len(parts) {
			return parts[i]
		}
	}
	return ""
}
