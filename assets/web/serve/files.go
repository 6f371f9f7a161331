// Package serve serves a folder of static files — the browser build of
// the game — over HTTP under rules that keep the rest of the machine out
// of reach: nothing outside the folder (symbolic links that lead out are
// refused), no folder listings, no dotfiles, regular files only, a fixed
// Content-Type per extension with browser sniffing off, a Host header
// check against DNS rebinding, and timeouts that close idle and stalled
// connections. It imports only the standard library, so `rummy-sim
// serve` and the online table server share it.
package serve

import (
	"io/fs"
	"net/http"
	"os"
	"path"
	"strings"
)

// Files returns a handler that serves the files under root for GET and
// HEAD requests:
//
//   - a path with a segment starting with "." (dotfiles, "." and "..",
//     also when percent-encoded), a backslash or a NUL byte is not found;
//   - a file is opened through root, so a symbolic link that leads
//     outside the folder is not found, and only regular files are served;
//   - a folder is served as its index.html, or not found: never listed
//     (a folder asked for without its trailing slash is redirected to it,
//     so the page's relative links work);
//   - every answer carries X-Content-Type-Options: nosniff, files their
//     type from ContentType and Cache-Control: no-cache (the browser
//     checks for a newer build on every load), but for a file whose name
//     carries its content's hash (Hashed), which is cached for a year;
//   - a file precompressed at build time (NAME.br, NAME.gz beside NAME)
//     is served compressed to a browser that accepts it (compressed.go).
//
// Other methods get 405. Errors never say more than "not found".
func Files(root *os.Root) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name, ok := fileName(r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		fi, err := root.Stat(name)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if fi.IsDir() {
			if !strings.HasSuffix(r.URL.Path, "/") {
				target := path.Base(r.URL.Path) + "/"
				if r.URL.RawQuery != "" {
					target += "?" + r.URL.RawQuery
				}
				http.Redirect(w, r, target, http.StatusMovedPermanently)
				return
			}
			name = path.Join(name, "index.html")
		}
		f, fi, ok := openRegular(root, name)
		if !ok {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		h.Set("Content-Type", ContentType(name))
		h.Set("Cache-Control", "no-cache")
		if Hashed(name) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		if cf, cfi, ok := compressed(root, name, r, h); ok {
			defer cf.Close()
			f, fi = cf, cfi
		}
		http.ServeContent(w, r, fi.Name(), fi.ModTime(), f)
	})
}

// fileName turns a URL path into a name inside the root ("." for the
// root itself), or reports that no file may have that path.
func fileName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	for _, seg := range strings.Split(urlPath[1:], "/") {
		if strings.HasPrefix(seg, ".") {
			return "", false
		}
	}
	name := strings.Trim(path.Clean(urlPath), "/")
	if name == "" {
		name = "."
	}
	return name, fs.ValidPath(name)
}

// openRegular opens name through root if it is a regular file. It opens
// without blocking, so a named pipe in the folder cannot hold the
// request, and checks the opened file, so nothing swapped in after the
// first look is served.
func openRegular(root *os.Root, name string) (*os.File, fs.FileInfo, bool) {
	if fi, err := root.Stat(name); err != nil || !fi.Mode().IsRegular() {
		return nil, nil, false
	}
	f, err := root.OpenFile(name, openFlags, 0)
	if err != nil {
		return nil, nil, false
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return nil, nil, false
	}
	return f, fi, true
}
