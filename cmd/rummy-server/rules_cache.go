package main

import (
	"sync"

	"rummy/engine"
)

// rulesCache shares the rules of tables with the same variant and
// options: a start with thousands of stored tables decodes each option
// set once, not once per table (issue 26 item 2). Rules are read-only
// once built.
type rulesCache struct {
	mu sync.Mutex
	m  map[string]*engine.Rules
}

// maxCachedRules bounds the option sets kept (they are few: what the
// clients offer).
const maxCachedRules = 512

// get returns the rules of a variant and its options.
func (c *rulesCache) get(variant string, options []byte) (*engine.Rules, error) {
	key := variant + "\x00" + string(options)
	c.mu.Lock()
	r := c.m[key]
	c.mu.Unlock()
	if r != nil {
		return r, nil
	}
	v, err := engine.ParseVariant(variant)
	if err != nil {
		return nil, err
	}
	o, err := engine.DecodeOptions(v, options)
	if err != nil {
		return nil, err
	}
	if r, err = engine.NewRules(o); err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= maxCachedRules {
		c.m = map[string]*engine.Rules{}
	}
	c.m[key] = r
	return r, nil
}
