package main

import (
	"fmt"
	"path/filepath"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// messaging is the NATS connection the server runs on and, when it is
// embedded, the NATS server itself.
type messaging struct {
	nc  *nats.Conn
	srv *natsserver.Server
}

// startNATS connects to url, or with url empty starts an embedded NATS
// server with JetStream storing under dataDir, reachable in-process only.
func startNATS(url, dataDir string) (*messaging, error) {
	if url != "" {
		nc, err := nats.Connect(url, nats.Name("rummy-server"), nats.MaxReconnects(-1))
		if err != nil {
			return nil, fmt.Errorf("rummy-server: cannot reach NATS at %s: %v; check -nats", url, err)
		}
		return &messaging{nc: nc}, nil
	}
	opts := &natsserver.Options{JetStream: true, StoreDir: filepath.Join(dataDir, "jetstream"), DontListen: true,
		ServerName: "rummy-server", NoSigs: true}
	srv, err := natsserver.NewServer(opts)
	if err != nil {
		return nil, fmt.Errorf("rummy-server: embedded NATS: %v", err)
	}
	srv.Start()
	if !srv.ReadyForConnections(30 * time.Second) {
		srv.Shutdown()
		return nil, fmt.Errorf("rummy-server: the embedded NATS server did not start; is %s writable?", dataDir)
	}
	nc, err := nats.Connect(srv.ClientURL(), nats.InProcessServer(srv), nats.Name("rummy-server"))
	if err != nil {
		srv.Shutdown()
		return nil, fmt.Errorf("rummy-server: connecting to the embedded NATS: %v", err)
	}
	return &messaging{nc: nc, srv: srv}, nil
}

// close drains the connection and stops the embedded server.
func (m *messaging) close() {
	m.nc.Close()
	if m.srv != nil {
		m.srv.Shutdown()
		m.srv.WaitForShutdown()
	}
}
