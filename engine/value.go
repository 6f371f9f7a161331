package engine

// CardValue returns what one card left in hand at the end of a hand
// costs under these rules (CLA-8 for classic).
func (r *Rules) CardValue(c Card) int {
	return classicValue(c)
}

// HandValue returns the value of cards left in hand at the end of a hand.
func (r *Rules) HandValue(cards []Card) int {
	total := 0
	for _, c := range cards {
		total += r.CardValue(c)
	}
	return total
}
