//go:build !js

package scenes

// defaultServer is the address the lobby offers before one is
// remembered: a server started on this machine (make server).
func defaultServer() string { return "127.0.0.1:8787" }
