package main

import (
	"fmt"
	"net"
	"net/http"
	"strings"
)

// trustedProxies are the addresses (-trusted-proxy) whose
// X-Forwarded-For and Forwarded headers are believed: behind a reverse
// proxy every connection comes from the proxy, and without them the
// per-address limit would count the whole server as one address.
type trustedProxies []*net.IPNet

// parseTrustedProxies reads -trusted-proxy: CIDRs (or single
// addresses), comma-separated.
func parseTrustedProxies(s string) (trustedProxies, error) {
	var out trustedProxies
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		if !strings.Contains(f, "/") {
			ip := net.ParseIP(f)
			if ip == nil {
				return nil, fmt.Errorf("rummy-server: -trusted-proxy %q is not an address or CIDR, e.g. 127.0.0.1/32 or 10.0.0.0/8", f)
			}
			bits := 128
			if ip.To4() != nil {
				ip, bits = ip.To4(), 32
			}
			out = append(out, &net.IPNet{IP: ip, Mask: net.CIDRMask(bits, bits)})
			continue
		}
		_, n, err := net.ParseCIDR(f)
		if err != nil {
			return nil, fmt.Errorf("rummy-server: -trusted-proxy %q is not an address or CIDR, e.g. 127.0.0.1/32 or 10.0.0.0/8", f)
		}
		out = append(out, n)
	}
	return out, nil
}

// trusts reports whether ip is one of the proxies.
func (p trustedProxies) trusts(ip net.IP) bool {
	for _, n := range p {
		if ip != nil && n.Contains(ip) {
			return true
		}
	}
	return false
}

// clientAddr is the address a request counts against: its peer's,
// unless the peer is a trusted proxy; then the nearest address in the
// forwarding chain (Forwarded, else X-Forwarded-For) that is not a
// trusted proxy itself, read from the right, since a client can write
// anything on the left.
func (p trustedProxies) clientAddr(r *http.Request) string {
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	if len(p) == 0 || !p.trusts(net.ParseIP(addr)) {
		return addr
	}
	chain := forwardedFor(r.Header.Values("Forwarded"))
	if len(chain) == 0 {
		for _, v := range r.Header.Values("X-Forwarded-For") {
			for _, f := range strings.Split(v, ",") {
				chain = append(chain, strings.TrimSpace(f))
			}
		}
	}
	for i := len(chain) - 1; i >= 0; i-- {
		ip := parseHop(chain[i])
		if ip == nil {
			return addr // garbage in the chain: count the proxy itself
		}
		if !p.trusts(ip) {
			return ip.String()
		}
	}
	return addr
}

// forwardedFor lists the for= parameters of Forwarded headers (RFC
// 7239), in order.
func forwardedFor(values []string) []string {
	var out []string
	for _, v := range values {
		for _, elem := range strings.Split(v, ",") {
			for _, pair := range strings.Split(elem, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if ok && strings.EqualFold(k, "for") {
					out = append(out, strings.Trim(val, `"`))
				}
			}
		}
	}
	return out
}

// parseHop reads one address of a forwarding chain: 1.2.3.4,
// 1.2.3.4:5678, [2001:db8::1] or [2001:db8::1]:5678, 2001:db8::1.
func parseHop(s string) net.IP {
	if ip := net.ParseIP(s); ip != nil {
		return ip
	}
	if h, _, err := net.SplitHostPort(s); err == nil {
		return net.ParseIP(h)
	}
	return net.ParseIP(strings.Trim(s, "[]"))
}
