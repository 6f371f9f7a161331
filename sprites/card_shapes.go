package sprites

// SetSuitShapes turns the large suit symbols in the cards' corners on or
// off; the atlases are rendered again as they are next prepared.
func (c *CardArt) SetSuitShapes(on bool) {
	if on == c.cp.suitShapes {
		return
	}
	c.cp.suitShapes = on
	for _, a := range c.atlases {
		a.img.Deallocate()
	}
	c.atlases = c.atlases[:0]
}

// SuitShapes reports whether the corners carry large suit symbols.
func (c *CardArt) SuitShapes() bool { return c.cp.suitShapes }
