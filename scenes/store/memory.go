package store

import (
	"maps"
	"slices"
	"sync"
)

// Memory is a Store held in memory, for tests and for a game that must not
// write anything. Its zero value is not usable: call NewMemory.
type Memory struct {
	mu   sync.Mutex
	docs map[string][]byte
}

// NewMemory returns an empty in-memory Store.
func NewMemory() *Memory {
	return &Memory{docs: map[string][]byte{}}
}

// Load returns a copy of the document.
func (m *Memory) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.docs[name]
	if !ok {
		return nil, notFound(name)
	}
	if limit := SizeLimit(name); int64(len(d)) > limit {
		return nil, tooLarge(name, limit)
	}
	return slices.Clone(d), nil
}

// Save keeps a copy of data under name.
func (m *Memory) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.docs[name] = append([]byte{}, data...)
	return nil
}

// Remove deletes the document.
func (m *Memory) Remove(name string) error {
	if err := checkName(name); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.docs, name)
	return nil
}

// SetAside moves the document to the first free name + ".bad-<n>".
func (m *Memory) SetAside(name string) (string, error) { return m.Keep(name, badMark) }

// Keep moves the document to the first free name + "." + mark + "-<n>".
func (m *Memory) Keep(name, mark string) (string, error) {
	if err := checkMark(mark); err != nil {
		return "", err
	}
	if err := checkName(name); err != nil {
		return "", err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	d, ok := m.docs[name]
	if !ok {
		return "", notFound(name)
	}
	for n := 1; ; n++ {
		aside := asideName(name, mark, n)
		if _, taken := m.docs[aside]; !taken {
			m.docs[aside] = d
			delete(m.docs, name)
			return aside, nil
		}
	}
}

// Names lists the documents held, sorted (for tests and diagnostics).
func (m *Memory) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return slices.Sorted(maps.Keys(m.docs))
}
