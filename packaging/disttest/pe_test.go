package disttest

import (
	"debug/pe"
	"encoding/binary"
	"fmt"
)

// resource is one leaf of a PE file's resource tree: its type (3 an icon
// image, 14 a group icon, 16 the version information), its id (0 when
// named) and its bytes.
type resource struct {
	typ, id uint32
	data    []byte
}

// Resource types, from the PE/COFF specification.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
)

// resources reads the .rsrc section's three-level tree (type, name,
// language) of the PE file f.
func resources(f *pe.File) ([]resource, error) {
	s := f.Section(".rsrc")
	if s == nil {
		return nil, fmt.Errorf("no .rsrc section")
	}
	b, err := s.Data()
	if err != nil {
		return nil, err
	}
	var out []resource
	var walk func(off uint32, level int, path [2]uint32) error
	walk = func(off uint32, level int, path [2]uint32) error {
		if level > 2 || int(off)+16 > len(b) {
			return fmt.Errorf("resource directory at %#x out of the section", off)
		}
		n := uint32(binary.LittleEndian.Uint16(b[off+12:])) + uint32(binary.LittleEndian.Uint16(b[off+14:]))
		for i := uint32(0); i < n; i++ {
			e := off + 16 + 8*i
			if int(e)+8 > len(b) {
				return fmt.Errorf("resource entry at %#x out of the section", e)
			}
			name, to := binary.LittleEndian.Uint32(b[e:]), binary.LittleEndian.Uint32(b[e+4:])
			id := name
			if name&0x80000000 != 0 {
				id = 0 // a named entry
			}
			p := path
			if level < 2 {
				p[level] = id
			}
			if to&0x80000000 != 0 {
				if err := walk(to&0x7fffffff, level+1, p); err != nil {
					return err
				}
				continue
			}
			if int(to)+16 > len(b) {
				return fmt.Errorf("resource data entry at %#x out of the section", to)
			}
			rva, size := binary.LittleEndian.Uint32(b[to:]), binary.LittleEndian.Uint32(b[to+4:])
			start := rva - s.VirtualAddress
			if uint64(start)+uint64(size) > uint64(len(b)) {
				return fmt.Errorf("resource data at RVA %#x (%d bytes) out of the section", rva, size)
			}
			out = append(out, resource{typ: p[0], id: p[1], data: b[start : start+size]})
		}
		return nil
	}
	return out, walk(0, 0, [2]uint32{})
}

// utf16le is s as the UTF-16 little-endian bytes version resources hold.
func utf16le(s string) []byte {
	var out []byte
	for _, r := range s {
		out = append(out, byte(r), byte(r>>8))
	}
	return out
}
