package proto

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"

	"rummy/engine"
)

// A public patch (SeatView.PublicPatch) carries only the fields of the
// public state that changed since the view the client got last: a JSON
// object keyed like engine.Public's JSON, each value the field's whole
// new value. A client asks for patches with ClientMsg.Patch; every
// other client gets whole views.

// publicField is one field of engine.Public on the wire.
type publicField struct {
	name  string
	index int
}

// publicFields lists engine.Public's JSON fields in struct order.
func publicFields() []publicField {
	t := reflect.TypeFor[engine.Public]()
	var out []publicField
	for i := 0; i < t.NumField(); i++ {
		tag := t.Field(i).Tag.Get("json")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" || !t.Field(i).IsExported() {
			continue
		}
		if name == "" {
			name = t.Field(i).Name
		}
		out = append(out, publicField{name: name, index: i})
	}
	return out
}

// PublicEncoder encodes a public state field by field, so that a server
// can send whole views or only the fields that changed. The zero value
// is not ready: use NewPublicEncoder.
type PublicEncoder struct {
	fields []publicField
	byName map[string]int
}

// NewPublicEncoder returns an encoder for engine.Public.
func NewPublicEncoder() *PublicEncoder {
	e := &PublicEncoder{fields: publicFields(), byName: map[string]int{}}
	for _, f := range e.fields {
		e.byName[f.name] = f.index
	}
	return e
}

// Fields encodes each field of p: the result's i-th entry is the JSON
// of the i-th field, as engine.Public's JSON writes it.
func (e *PublicEncoder) Fields(p *engine.Public) ([][]byte, error) {
	v := reflect.ValueOf(p).Elem()
	out := make([][]byte, len(e.fields))
	for i, f := range e.fields {
		b, err := json.Marshal(v.Field(f.index).Interface())
		if err != nil {
			return nil, fmt.Errorf("proto: encoding the public field %s: %v", f.name, err)
		}
		out[i] = b
	}
	return out, nil
}

// Object writes the fields whose keep entry is true (nil keep: all) as
// one JSON object.
func (e *PublicEncoder) Object(fields [][]byte, keep []bool) []byte {
	n := 2
	for i, b := range fields {
		if keep == nil || keep[i] {
			n += len(e.fields[i].name) + len(b) + 4
		}
	}
	out := make([]byte, 0, n)
	out = append(out, '{')
	first := true
	for i, b := range fields {
		if keep != nil && !keep[i] {
			continue
		}
		if !first {
			out = append(out, ',')
		}
		first = false
		out = append(out, '"')
		out = append(out, e.fields[i].name...)
		out = append(out, '"', ':')
		out = append(out, b...)
	}
	return append(out, '}')
}

// Patch returns base with the fields of patch replaced. base is not
// changed and shares no memory the patch replaced (each replaced field
// is decoded fresh); the fields left alone are shared with base.
func (e *PublicEncoder) Patch(base *engine.Public, patch json.RawMessage) (*engine.Public, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(patch, &raw); err != nil {
		return nil, fmt.Errorf("proto: a public patch is not readable: %v", err)
	}
	out := *base
	v := reflect.ValueOf(&out).Elem()
	for name, b := range raw {
		i, ok := e.byName[name]
		if !ok {
			return nil, fmt.Errorf("proto: a public patch names the unknown field %q", name)
		}
		fresh := reflect.New(v.Field(i).Type())
		if err := json.Unmarshal(b, fresh.Interface()); err != nil {
			return nil, fmt.Errorf("proto: the public patch's %s is not readable: %v", name, err)
		}
		v.Field(i).Set(fresh.Elem())
	}
	return &out, nil
}
