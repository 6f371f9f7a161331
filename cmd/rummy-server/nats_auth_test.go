package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// testSecret is the cluster secret of the tests' nodes.
const testSecret = "test-cluster-secret-0123456789"

// freeLoopbackPort is a loopback address nobody listens on now.
func freeLoopbackPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestIssue26EmbeddedNATSCredentials: the embedded NATS server takes
// the password the node generated into -data (0600), even on loopback:
// another local process without it reads nothing; the node itself
// runs its tables (issue 26 item 3).
func TestIssue26EmbeddedNATSCredentials(t *testing.T) {
	dir := t.TempDir()
	a, b := freeLoopbackPort(t), freeLoopbackPort(t)
	m := startTestNode(t, config{data: dir, cluster: "rummy", clusterAddr: a, node: "a", routes: "nats://" + b, clusterSecret: testSecret})
	startTestNode(t, config{data: t.TempDir(), cluster: "rummy", clusterAddr: b, node: "b", routes: "nats://" + a, clusterSecret: testSecret})
	fi, err := os.Stat(filepath.Join(dir, natsPasswordFile))
	if err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("the password file: %v %v", fi, err)
	}
	url := m.srv.ClientURL() // a loopback port: the routes need one
	for _, opts := range [][]nats.Option{nil, {nats.UserInfo(natsUser, "guess")}, {nats.UserInfo(routeUser, testSecret)}} {
		if nc, err := nats.Connect(url, append(opts, nats.MaxReconnects(0))...); err == nil {
			nc.Close()
			t.Fatalf("a local process connected to the embedded NATS at %s without the node's password", url)
		} else if !strings.Contains(strings.ToLower(err.Error()), "authorization") {
			t.Fatalf("refused for another reason: %v", err)
		}
	}
	if err := m.nc.Publish("x", nil); err != nil || m.nc.Flush() != nil {
		t.Fatalf("the node's own connection: %v", err)
	}

	single, err := startNATS("", t.TempDir()) // in-process only, and closed too
	if err != nil {
		t.Fatal(err)
	}
	defer single.close()
	if nc, err := nats.Connect(single.srv.ClientURL(), nats.InProcessServer(single.srv), nats.MaxReconnects(0)); err == nil {
		nc.Close()
		t.Fatal("an in-process connection without the password was let in")
	}
	ts := newTestServer(t, t.TempDir(), wallClock{}, fastLimits())
	openPeople(t, ts, classicTwo, 2) // a single node plays with its credentials
}

// startTestNode starts an embedded NATS server of a cluster in this
// process.
func startTestNode(t *testing.T, cfg config) *messaging {
	t.Helper()
	m, err := startNATSWith(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.close)
	return m
}

// routeLog counts the routes a server refused: authentication or TLS
// errors.
type routeLog struct {
	mu     sync.Mutex
	denied int
}

func (l *routeLog) Noticef(string, ...any) {}
func (l *routeLog) Warnf(string, ...any)   {}
func (l *routeLog) Fatalf(string, ...any)  {}
func (l *routeLog) Debugf(string, ...any)  {}
func (l *routeLog) Tracef(string, ...any)  {}
func (l *routeLog) Errorf(format string, v ...any) {
	if line := fmt.Sprintf(format, v...); strings.Contains(line, "rid:") && (strings.Contains(line, "authentication error") || strings.Contains(line, "TLS")) {
		l.mu.Lock()
		l.denied++
		l.mu.Unlock()
	}
}
func (l *routeLog) count() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.denied
}

// TestIssue26ClusterSecret: two nodes with the shared secret route to
// each other; a node with the wrong secret is refused by them and
// stays out of the cluster (issue 26 item 3).
func TestIssue26ClusterSecret(t *testing.T) {
	a, b, c := freeLoopbackPort(t), freeLoopbackPort(t), freeLoopbackPort(t)
	node := func(name, addr, secret string, routes ...string) *messaging {
		for i := range routes {
			routes[i] = "nats://" + routes[i]
		}
		return startTestNode(t, config{data: t.TempDir(), cluster: "rummy", clusterAddr: addr, node: name,
			routes: strings.Join(routes, ","), clusterSecret: secret})
	}
	na := node("a", a, testSecret, b)
	log := &routeLog{}
	na.srv.SetLogger(log, false, false)
	nb := node("b", b, testSecret, a)
	waitFor(t, "the route between the nodes with the secret", 30*time.Second, func() bool {
		return na.srv.NumRoutes() > 0 && nb.srv.NumRoutes() > 0
	})
	nc := node("c", c, "the-wrong-secret-9876543210", a)
	waitFor(t, "node a to refuse the wrong secret", 30*time.Second, func() bool { return log.count() > 0 })
	// The refused side may count the route for a moment before node a's
	// refusal reaches it: wait for it to drop (with the right secret it
	// would stay, and this wait would fail).
	waitFor(t, "the node with the wrong secret to hold no route", 30*time.Second, func() bool {
		return nc.srv.NumRoutes() == 0
	})
	rz, err := na.srv.Routez(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rz.Routes {
		if r.RemoteID == nc.srv.ID() {
			t.Fatalf("node a has a route to the node with the wrong secret: %+v", r)
		}
	}
}

// TestIssue26ExternalNATS: with -nats the node uses the URL as given
// (credentials in it) and writes no password of its own (issue 26 item 3).
func TestIssue26ExternalNATS(t *testing.T) {
	opts := &natsserver.Options{Host: "127.0.0.1", Port: natsserver.RANDOM_PORT, JetStream: true, StoreDir: t.TempDir(),
		NoSigs: true, Username: "ops", Password: "ops-password-123"}
	ext, err := natsserver.NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	ext.Start()
	defer ext.Shutdown()
	if !ext.ReadyForConnections(30 * time.Second) {
		t.Fatal("the external NATS did not start")
	}
	addr := strings.TrimPrefix(ext.ClientURL(), "nats://")
	dir := t.TempDir()
	m, err := startNATS("nats://ops:ops-password-123@"+addr, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer m.close()
	if _, err := openStore(tctx(t), m.nc); err != nil {
		t.Fatalf("the store over the external NATS: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, natsPasswordFile)); err == nil {
		t.Fatal("the node wrote a password for an external NATS")
	}
}
