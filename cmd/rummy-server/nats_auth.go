package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	natsserver "github.com/nats-io/nats-server/v2/server"
)

// The embedded NATS server is closed by default (issue 26 item 3): its
// one client user has a password the node generates into -data and
// uses itself, even on loopback and for a single node; the routes
// between nodes take the cluster's shared secret, and TLS when given
// certificates.
const (
	// natsUser is the embedded server's client user (this process).
	natsUser = "rummy-server"
	// routeUser is the user every node's routes log in as.
	routeUser = "rummy-route"
	// natsPasswordFile holds the client password, in -data (0600).
	natsPasswordFile = "nats-password"
	// minSecret is the shortest cluster secret taken.
	minSecret = 16
)

// localPassword is the embedded server's client password: read from
// dataDir, or generated there (mode 0600) the first time.
func localPassword(dataDir string) (string, error) {
	name := filepath.Join(dataDir, natsPasswordFile)
	b, err := os.ReadFile(name)
	if err == nil && len(strings.TrimSpace(string(b))) >= minSecret {
		if err := os.Chmod(name, 0o600); err != nil {
			return "", fmt.Errorf("rummy-server: %s: %v", name, err)
		}
		return strings.TrimSpace(string(b)), nil
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("rummy-server: reading %s: %v; is -data %s readable?", name, err, dataDir)
	}
	raw := make([]byte, 24)
	if _, err := rand.Read(raw); err != nil {
		return "", err
	}
	pass := hex.EncodeToString(raw)
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return "", fmt.Errorf("rummy-server: cannot create -data %s: %v", dataDir, err)
	}
	if err := os.WriteFile(name, []byte(pass+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("rummy-server: writing %s: %v; is -data %s writable?", name, err, dataDir)
	}
	return pass, nil
}

// closeNATS puts the credentials on the embedded server's options: the
// client user, and for a cluster the routes' secret and TLS.
func closeNATS(opts *natsserver.Options, cfg config, pass string) error {
	opts.Users = []*natsserver.User{{Username: natsUser, Password: pass}}
	if cfg.cluster == "" {
		return nil
	}
	opts.Cluster.Username, opts.Cluster.Password = routeUser, cfg.clusterSecret
	for _, u := range opts.Routes {
		u.User = url.UserPassword(routeUser, cfg.clusterSecret)
	}
	if cfg.clusterCert == "" {
		return nil
	}
	tc, err := natsserver.GenTLSConfig(&natsserver.TLSConfigOpts{CertFile: cfg.clusterCert, KeyFile: cfg.clusterKey,
		CaFile: cfg.clusterCA, Verify: true})
	if err != nil {
		return fmt.Errorf("rummy-server: the routes' TLS (-cluster-cert, -cluster-key, -cluster-ca): %v", err)
	}
	tc.RootCAs = tc.ClientCAs // a node is the client of the routes it solicits
	opts.Cluster.TLSConfig, opts.Cluster.TLSTimeout = tc, 5
	return nil
}

// checkClusterSecret reads -cluster-secret or -cluster-secret-file and
// checks the routes' TLS flags go together.
func (c *config) checkClusterSecret() error {
	if c.clusterSecretFile != "" {
		if c.clusterSecret != "" {
			return errors.New("rummy-server: -cluster-secret and -cluster-secret-file: give one")
		}
		b, err := os.ReadFile(c.clusterSecretFile)
		if err != nil {
			return fmt.Errorf("rummy-server: -cluster-secret-file: %v", err)
		}
		c.clusterSecret = strings.TrimSpace(string(b))
	}
	if len(c.clusterSecret) < minSecret {
		return fmt.Errorf("rummy-server: -cluster needs the nodes' shared secret, %d characters or more: -cluster-secret-file FILE (or -cluster-secret S), the same on every node, e.g. from `openssl rand -hex 24`", minSecret)
	}
	if n := btoi(c.clusterCert != "") + btoi(c.clusterKey != "") + btoi(c.clusterCA != ""); n != 0 && n != 3 {
		return errors.New("rummy-server: -cluster-cert, -cluster-key and -cluster-ca go together (TLS on the routes, each node's certificate signed by the CA)")
	}
	return nil
}

// checkNoClusterSecret refuses the route flags without -cluster.
func (c *config) checkNoClusterSecret() error {
	if c.clusterSecret != "" || c.clusterSecretFile != "" || c.clusterCert != "" || c.clusterKey != "" || c.clusterCA != "" {
		return errors.New("rummy-server: -cluster-secret, -cluster-secret-file and -cluster-cert/-key/-ca are for -cluster NAME")
	}
	return nil
}
