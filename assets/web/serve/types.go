package serve

import (
	"path"
	"strings"
)

// ContentType returns the Content-Type served for a file name, from its
// extension (case does not matter): the types of the files a browser
// build holds, and application/octet-stream for any other, which a
// browser downloads rather than shows. It does not depend on the
// machine's MIME tables, so every machine serves the same types.
func ContentType(name string) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".html", ".htm":
		return "text/html; charset=utf-8"
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".wasm":
		return "application/wasm"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json", ".map":
		return "application/json"
	case ".webmanifest":
		return "application/manifest+json"
	case ".txt":
		return "text/plain; charset=utf-8"
	case ".png":
		return "image/png"
	case ".jpg", ".jpeg":
		return "image/jpeg"
	case ".svg":
		return "image/svg+xml"
	case ".ico":
		return "image/x-icon"
	case ".ogg":
		return "audio/ogg"
	case ".wav":
		return "audio/wav"
	case ".woff2":
		return "font/woff2"
	}
	return "application/octet-stream"
}
