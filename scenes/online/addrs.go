package online

import (
	"fmt"
	"net/url"
	"strings"
)

// AddressError is a server address that is not one: an empty item of a
// list, or text that is not HOST:PORT or an http(s)/ws(s) URL.
type AddressError struct {
	// Item is the address as written ("" for an empty item).
	Item string
}

func (e *AddressError) Error() string {
	if e.Item == "" {
		return "online: an empty server address in the list: write HOST:PORT, several separated by commas"
	}
	return fmt.Sprintf("online: %q is not a server address: write HOST:PORT, like 127.0.0.1:8787", e.Item)
}

// EndpointURL turns what a person types as the server's address
// (127.0.0.1:8787, http://host:8787/, wss://host/ws) into the
// WebSocket endpoint the client dials.
func EndpointURL(addr string) (string, error) {
	addr = strings.TrimSpace(addr)
	if addr == "" {
		return "", &AddressError{}
	}
	raw := addr
	if !strings.Contains(addr, "://") {
		raw = "ws://" + addr
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.Hostname() == "" || strings.ContainsAny(u.Host, " ,") {
		return "", &AddressError{Item: addr}
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", &AddressError{Item: addr}
	}
	if u.Path == "" || u.Path == "/" {
		u.Path = "/ws"
	}
	u.RawQuery, u.Fragment = "", ""
	return u.String(), nil
}

// EndpointURLs reads a comma-separated list of server addresses (the
// nodes of one server, issue 17) as WebSocket endpoints, in order. An
// empty item or one that is not an address is an *AddressError.
func EndpointURLs(list string) ([]string, error) {
	var out []string
	for _, item := range strings.Split(list, ",") {
		u, err := EndpointURL(item)
		if err != nil {
			return nil, err
		}
		out = append(out, u)
	}
	return out, nil
}

// HostOf is the HOST:PORT of an endpoint, as a person reads it.
func HostOf(endpoint string) string {
	if u, err := url.Parse(endpoint); err == nil && u.Host != "" {
		return u.Host
	}
	return endpoint
}
