package engine

// layoffBuf is the stack space a lay-off check uses; larger melds fall
// back to an allocation.
const layoffBuf = 32

// LayOffPositions reports where card c may be added to a meld on the
// table so that it stays valid (ROM-9, COM-6): at the front or the back of
// a run. For a set the order does not matter and back means "anywhere",
// except with strict groups (ROM-SR-STRICTSET), where a club goes in front
// and a diamond at the back. It does not allocate.
func (r *Rules) LayOffPositions(meld []Card, c Card) (front, back bool) {
	if !c.Valid() || len(meld) == 0 {
		return false, false
	}
	p := r.profile(false)
	if _, e := p.check(meld); e != 0 {
		return false, false
	}
	return p.layOffEnds(meld, c)
}

// layOffEnds is LayOffPositions for a meld known to be a valid table
// meld.
func (p *meldProfile) layOffEnds(meld []Card, c Card) (front, back bool) {
	var buf [layoffBuf]Card
	var tmp []Card
	if len(meld)+1 <= layoffBuf {
		tmp = buf[:len(meld)+1]
	} else {
		tmp = make([]Card, len(meld)+1)
	}
	copy(tmp, meld)
	tmp[len(meld)] = c
	info, e := p.check(tmp)
	back = e == 0
	if back && info.Kind == Set && !p.strictSet {
		return false, true
	}
	tmp[0] = c
	copy(tmp[1:], meld)
	info, e = p.check(tmp)
	front = e == 0 && (info.Kind == Run || p.strictSet)
	return front, back
}
