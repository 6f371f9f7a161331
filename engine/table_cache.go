package engine

// maxCachedMelds is how many table melds a tableCache remembers; any
// further ones are checked every time.
const maxCachedMelds = 32

// tableCache remembers the description of each table meld by position,
// with a fingerprint of the cards it was computed from, so that a meld is
// checked again only when its cards change. The zero value is empty; a
// nil cache checks every time.
type tableCache [maxCachedMelds]cachedMeld

// cachedMeld is what a tableCache knows of one table meld.
type cachedMeld struct {
	fp   uint64 // 0: nothing known
	info MeldInfo
	ok   bool
}

// cachedInfo returns what CheckTableMeld says of cards, table meld i,
// from cache when its entry was computed from these cards, else by
// checking (the cache is only read).
func cachedInfo(r *Rules, cache []cachedMeld, i int, cards []Card) (MeldInfo, bool) {
	if i < len(cache) && cache[i].fp == meldFingerprint(cards) {
		return cache[i].info, cache[i].ok
	}
	info, err := r.CheckTableMeld(cards)
	return info, err == nil
}

// info returns what CheckTableMeld says of cards, table meld i: the
// description and whether the meld is valid.
func (t *tableCache) info(r *Rules, i int, cards []Card) (MeldInfo, bool) {
	if t == nil || i >= len(t) {
		info, err := r.CheckTableMeld(cards)
		return info, err == nil
	}
	e := &t[i]
	fp := meldFingerprint(cards)
	if e.fp != fp {
		info, err := r.CheckTableMeld(cards)
		e.fp, e.info, e.ok = fp, info, err == nil
	}
	return e.info, e.ok
}

// meldFingerprint hashes a meld's cards in order (never 0).
func meldFingerprint(cards []Card) uint64 {
	h := uint64(len(cards)) * 0x9e3779b97f4a7c15
	for _, c := range cards {
		h ^= uint64(c) + 0x632be59bd9b4e019
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 29
	}
	return h | 1
}
