package serve

import (
	"io/fs"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// encodings are the precompressed siblings looked for, best first.
var encodings = []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// compressed opens the best precompressed sibling of name (NAME.br or
// NAME.gz, a regular file in the folder) that the request accepts, and
// sets Content-Encoding for it. Whenever a sibling exists the answer
// varies by Accept-Encoding, so caches keep the versions apart.
func compressed(root *os.Root, name string, r *http.Request, h http.Header) (*os.File, fs.FileInfo, bool) {
	for _, e := range encodings {
		if _, err := root.Stat(name + e.ext); err != nil {
			continue
		}
		h.Add("Vary", "Accept-Encoding")
		break
	}
	for _, e := range encodings {
		if !accepts(r.Header.Get("Accept-Encoding"), e.token) {
			continue
		}
		if f, fi, ok := openRegular(root, name+e.ext); ok {
			h.Set("Content-Encoding", e.token)
			return f, fi, true
		}
	}
	return nil, nil, false
}

// accepts reports whether an Accept-Encoding header accepts token (named
// or by "*", with a q value above 0).
func accepts(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.TrimSpace(name)
		if !strings.EqualFold(name, token) && name != "*" {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		return q > 0
	}
	return false
}

// Hashed reports whether a file name carries its content's hash, like
// rummy.3f9a61c2d0b4.wasm: a part between dots of at least 8 lowercase
// hexadecimal digits, before the extension. Such a file never changes
// (a new build has a new name), so browsers may keep it for a year.
func Hashed(name string) bool {
	parts := strings.Split(path.Base(name), ".")
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts[1 : len(parts)-1] {
		if len(p) >= 8 && strings.Trim(p, "0123456789abcdef") == "" {
			return true
		}
	}
	return false
}
