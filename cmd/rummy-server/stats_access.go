package main

import (
	"crypto/subtle"
	"net"
	"net/http"
	"strings"
)

// statsGate lets a request through to /stats only from this machine,
// not forwarded by a proxy (a reverse proxy on loopback would otherwise
// make every visitor local), or carrying the -stats-token as
// "Authorization: Bearer TOKEN". Anyone else sees no such page.
func statsGate(next http.Handler, token string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !statsAllowed(r, token) {
			http.NotFound(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// statsAllowed is statsGate's decision.
func statsAllowed(r *http.Request, token string) bool {
	if token != "" {
		got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if ok && subtle.ConstantTimeCompare([]byte(got), []byte(token)) == 1 {
			return true
		}
	}
	for _, h := range []string{"Forwarded", "X-Forwarded-For", "X-Real-Ip"} {
		if r.Header.Get(h) != "" {
			return false
		}
	}
	host, _, _ := net.SplitHostPort(r.RemoteAddr)
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
