package proto

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"rummy/engine"
)

// A public patch (SeatView.PublicPatch) carries only the fields of the
// public state that changed since the view the client got last: a JSON
// object keyed like engine.Public's JSON, each value the field's whole
// new value — or, for a list that only grew (the discard pile, its
// history), the key with a "+" and the elements added. A client asks for patches with ClientMsg.Patch; every
// other client gets whole views.

// publicField is one field of engine.Public on the wire: its JSON name,
// its index path (an embedded struct's fields are the object's own, as
// encoding/json writes them), and whether it is left out when empty.
type publicField struct {
	name      string
	index     []int
	omitEmpty bool
}

// publicFields lists engine.Public's JSON fields in the order
// encoding/json writes them.
func publicFields() []publicField {
	return appendFields(nil, reflect.TypeFor[engine.Public](), nil)
}

func appendFields(out []publicField, t reflect.Type, at []int) []publicField {
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		index := append(append([]int(nil), at...), i)
		if sf.Anonymous && name == "" && sf.Type.Kind() == reflect.Struct {
			out = appendFields(out, sf.Type, index)
			continue
		}
		if name == "-" || !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		out = append(out, publicField{name: name, index: index, omitEmpty: strings.Contains(opts, "omitempty")})
	}
	return out
}

// PublicEncoder encodes a public state field by field, so that a server
// can send whole views or only the fields that changed. The zero value
// is not ready: use NewPublicEncoder.
type PublicEncoder struct {
	fields []publicField
	byName map[string][]int
	// fast is true when engine.Public's fields are the ones the
	// hand-written encoder writes.
	fast bool
}

// NewPublicEncoder returns an encoder for engine.Public.
func NewPublicEncoder() *PublicEncoder {
	e := &PublicEncoder{fields: publicFields(), byName: map[string][]int{}}
	for _, f := range e.fields {
		e.byName[f.name] = f.index
	}
	e.fast = len(e.fields) == len(fastPublicNames)
	for i := 0; e.fast && i < len(e.fields); i++ {
		e.fast = e.fields[i].name == fastPublicNames[i]
	}
	return e
}

// fieldScratch holds the buffers public states are encoded in before
// they are copied out at their size.
var fieldScratch sync.Pool

// Fields encodes each field of p: the result's i-th entry is the JSON
// of the i-th field, as engine.Public's JSON writes it (one encoding,
// cut at its top-level fields).
func (e *PublicEncoder) Fields(p *engine.Public) ([][]byte, error) {
	if e.fast {
		var starts, ends [publicFieldCount]int
		scratch, _ := fieldScratch.Get().(*[]byte)
		if scratch == nil {
			scratch = new([]byte)
		}
		b, ok := appendPublicFields((*scratch)[:0], p, starts[:], ends[:])
		*scratch = b
		b = append([]byte(nil), b...) // one allocation of the exact size
		fieldScratch.Put(scratch)
		if ok {
			out := make([][]byte, len(e.fields))
			for i := range out {
				if starts[i] >= 0 {
					out[i] = b[starts[i]:ends[i]:ends[i]]
				}
			}
			return out, nil
		}
	}
	b, err := json.Marshal(p)
	if err != nil {
		return nil, fmt.Errorf("proto: encoding the public state: %v", err)
	}
	out := make([][]byte, len(e.fields))
	at := 1 // after '{'
	for i, f := range e.fields {
		key := `"` + f.name + `":`
		if at+len(key) > len(b) || string(b[at:at+len(key)]) != key {
			if f.omitEmpty {
				continue // left out: sent as null
			}
			return nil, fmt.Errorf("proto: the public state's JSON does not have %s where expected", f.name)
		}
		start := at + len(key)
		end := ValueEnd(b, start)
		out[i] = b[start:end:end]
		at = end + 1 // past ',' or '}'
	}
	return out, nil
}

// ValueEnd returns where the JSON value starting at i in compact JSON b
// ends (the index of the ',' or '}' after it).
func ValueEnd(b []byte, i int) int {
	depth, inString := 0, false
	for ; i < len(b); i++ {
		c := b[i]
		switch {
		case inString:
			if c == '\\' {
				i++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			if depth == 0 {
				return i
			}
			depth--
		case c == ',' && depth == 0:
			return i
		}
	}
	return i
}

// Object writes the fields whose keep entry is true (nil keep: all) as
// one JSON object.
func (e *PublicEncoder) Object(fields [][]byte, keep []bool) []byte {
	return e.object(fields, nil, keep)
}

// Diff writes the patch from base's fields to fields: the changed
// fields, a list that only grew as its added elements.
func (e *PublicEncoder) Diff(base, fields [][]byte) []byte {
	return e.object(fields, base, nil)
}

func (e *PublicEncoder) object(fields, base [][]byte, keep []bool) []byte {
	out := make([]byte, 0, 256)
	out = append(out, '{')
	first := true
	for i, b := range fields {
		if keep != nil && !keep[i] {
			continue
		}
		name := e.fields[i].name
		if b == nil && base == nil {
			continue // left out when empty, as encoding/json does
		}
		if base != nil {
			if string(b) == string(base[i]) {
				continue
			}
			if tail, ok := grown(base[i], b); ok {
				b, name = tail, name+"+"
			}
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = append(out, '"')
		out = append(out, name...)
		out = append(out, '"', ':')
		if b == nil {
			b = []byte("null") // a field that became empty: cleared
		}
		out = append(out, b...)
	}
	return append(out, '}')
}

// grown reports whether the JSON list now is the list was with elements
// added at its end, and returns those as a list.
func grown(was, now []byte) ([]byte, bool) {
	n := len(was)
	if n < 3 || was[0] != '[' || was[n-1] != ']' || len(now) <= n || string(now[:n-1]) != string(was[:n-1]) || now[n-1] != ',' {
		return nil, false
	}
	tail := make([]byte, 0, len(now)-n+1)
	tail = append(tail, '[')
	return append(tail, now[n:]...), true
}

// Patch returns base with the fields of patch replaced. base is not
// changed and shares no memory the patch replaced (each replaced field
// is decoded fresh); the fields left alone are shared with base.
func (e *PublicEncoder) Patch(base *engine.Public, patch json.RawMessage) (*engine.Public, error) {
	bad := func(err error) (*engine.Public, error) {
		return nil, fmt.Errorf("proto: a public patch is not readable: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(patch))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return bad(fmt.Errorf("not an object"))
	}
	out := *base
	v := reflect.ValueOf(&out).Elem()
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return bad(err)
		}
		name, _ := tok.(string)
		field, add := strings.CutSuffix(name, "+")
		i, ok := e.byName[field]
		if !ok || (add && v.FieldByIndex(i).Kind() != reflect.Slice) {
			return nil, fmt.Errorf("proto: a public patch names the unknown field %q", name)
		}
		fv := v.FieldByIndex(i)
		fresh := reflect.New(fv.Type())
		if err := dec.Decode(fresh.Interface()); err != nil {
			return nil, fmt.Errorf("proto: the public patch's %s is not readable: %v", name, err)
		}
		if add {
			old := fv
			joined := reflect.MakeSlice(old.Type(), 0, old.Len()+fresh.Elem().Len())
			joined = reflect.AppendSlice(reflect.AppendSlice(joined, old), fresh.Elem())
			fv.Set(joined)
			continue
		}
		fv.Set(fresh.Elem())
	}
	if _, err := dec.Token(); err != nil {
		return bad(err)
	}
	return &out, nil
}
