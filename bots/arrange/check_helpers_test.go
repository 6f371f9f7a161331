package arrange

import "rummy/engine"

// validMeld is a plain reading of the meld rules of RULES.md (CLA-4,
// ROM-4, ROM-5, ROM-6, ROM-SR-CYCLIC, ROM-SR-STRICTJOKER,
// ROM-SR-STRICTSET, LIV-2, LIV-4, LIV-7) for a meld laid down, written
// independently of the search so that the two check each other. cards
// are in table order.
func validMeld(cfg *meldRules, cards []engine.Card) bool {
	return checkMeld(cfg, cards, false)
}
