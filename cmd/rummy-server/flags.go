package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// config is the command line.
type config struct {
	addr, data, nats, web string
	// pprof is a loopback address for the profiler ("": none).
	pprof string
	// statsToken lets /stats answer a request from elsewhere that
	// carries it ("Authorization: Bearer TOKEN").
	statsToken string
	public     bool
	lim        limits
	handPause  time.Duration
	// cluster, clusterAddr and routes join this node's embedded NATS
	// server to others (issue 17); node names it in the cluster.
	cluster, clusterAddr, routes, node string
	// version: print the version and exit (-version).
	version bool
	// clusterSecret (or the file holding it) is the routes' shared
	// secret; clusterCert, clusterKey and clusterCA put TLS on them.
	clusterSecret, clusterSecretFile   string
	clusterCert, clusterKey, clusterCA string
	// shards is how many streams a new store spreads the table logs
	// over (issue 25).
	shards int
}

// clustered reports whether the node runs with others: tables are
// leased, placed and routed over NATS (a single node does none of it).
func (c config) clustered() bool { return c.cluster != "" || c.nats != "" }

// usage is the help text.
const usage = `usage: rummy-server [flags]

Runs online rummy tables: players open http://ADDR/ (the browser game)
or point the desktop game at it, and invite friends with a code.

  -addr HOST:PORT   where to listen (default 127.0.0.1:8787)
  -public           allow an address other machines can reach
  -data DIR         where tables are kept (default: %s)
  -nats URLS        use these NATS servers (comma-separated) instead of
                    the embedded one; the node then runs in a cluster
  -cluster NAME     join the embedded NATS server to a cluster of nodes
  -cluster-addr HOST:PORT  where the embedded server listens for the
                    other nodes (default 127.0.0.1:6222)
  -routes URLS      the other nodes' cluster addresses, comma-separated
                    (nats://HOST:PORT,...)
  -node NAME        this node's name in the cluster (default from
                    -cluster-addr; keep it across restarts)
  -cluster-secret-file FILE  the nodes' shared secret (16 characters or
                    more, the same on every node): routes without it
                    are refused; -cluster needs it (or -cluster-secret S)
  -cluster-cert FILE, -cluster-key FILE, -cluster-ca FILE  TLS on the
                    routes: this node's certificate and key, and the CA
                    every node's certificate is signed by
  -shards N         how many streams a new store spreads the tables'
                    logs over (default 8; a cluster's stream leaders
                    spread over the nodes, so a node's death re-elects
                    leaders for its share only; an existing store keeps
                    its number)
  -web DIR          the browser build to serve (default web/ if it exists)
  -origin HOSTS     other hosts whose pages may connect, comma-separated
  -per-addr N       connections allowed from one address (default 64: a
                    household or a café shares one address, one
                    connection per open game; 0: any)
  -trusted-proxy CIDRS  reverse proxies (comma-separated CIDRs or
                    addresses) whose X-Forwarded-For / Forwarded name
                    the client's address for -per-addr; others' are ignored
  -rate N           messages a second per connection (default 50)
  -hand-pause D     how long a bot dealer shows the finished hand (default 5s)
  -pprof HOST:PORT  serve the Go profiler there (loopback addresses only)
  -version          print the version and exit
  -stats-token T    /stats answers this machine only (never through a
                    proxy); with T, also requests carrying
                    "Authorization: Bearer T"
  -tables-per-addr N  open tables one address may create (default 10; 0: any)
  -tables-per-identity N  open tables one player id may create (default 10; 0: any)
  -max-tables N     open tables on the server (default 10000; 0: any)
  -lobby-idle D     an unstarted table expires after D without a message
                    (default 1h)
  -max-idle D       the longest idle time a table may ask for (default 24h)
  -keep-finished D  a finished table is removed D after its last message
                    (default 1h)
  -sleep-after D    a table nobody is at, idle D and with no deadline
                    sooner, leaves memory and sleeps in its log until a
                    message or its deadline wakes it (default 1m; 0: never)
`

// parseFlags reads the command line; an error is one line for a person.
func parseFlags(args []string) (config, error) {
	c := config{lim: defaultLimits()}
	fs := flag.NewFlagSet("rummy-server", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&c.addr, "addr", "127.0.0.1:8787", "")
	fs.BoolVar(&c.public, "public", false, "")
	fs.StringVar(&c.data, "data", "", "")
	fs.StringVar(&c.nats, "nats", "", "")
	fs.StringVar(&c.web, "web", "", "")
	origins := fs.String("origin", "", "")
	proxies := fs.String("trusted-proxy", "", "")
	fs.IntVar(&c.lim.PerAddr, "per-addr", c.lim.PerAddr, "")
	fs.Float64Var(&c.lim.Rate, "rate", c.lim.Rate, "")
	fs.DurationVar(&c.handPause, "hand-pause", 5*time.Second, "")
	fs.StringVar(&c.pprof, "pprof", "", "")
	fs.StringVar(&c.statsToken, "stats-token", "", "")
	fs.StringVar(&c.cluster, "cluster", "", "")
	fs.StringVar(&c.clusterAddr, "cluster-addr", "", "")
	fs.StringVar(&c.routes, "routes", "", "")
	fs.StringVar(&c.node, "node", "", "")
	fs.BoolVar(&c.version, "version", false, "")
	fs.StringVar(&c.clusterSecret, "cluster-secret", "", "")
	fs.StringVar(&c.clusterSecretFile, "cluster-secret-file", "", "")
	fs.StringVar(&c.clusterCert, "cluster-cert", "", "")
	fs.StringVar(&c.clusterKey, "cluster-key", "", "")
	fs.StringVar(&c.clusterCA, "cluster-ca", "", "")
	fs.IntVar(&c.shards, "shards", defaultShards, "")
	fs.IntVar(&c.lim.Tables.PerAddr, "tables-per-addr", c.lim.Tables.PerAddr, "")
	fs.IntVar(&c.lim.Tables.PerIdentity, "tables-per-identity", c.lim.Tables.PerIdentity, "")
	fs.IntVar(&c.lim.Tables.MaxTables, "max-tables", c.lim.Tables.MaxTables, "")
	fs.DurationVar(&c.lim.Tables.LobbyIdle, "lobby-idle", c.lim.Tables.LobbyIdle, "")
	fs.DurationVar(&c.lim.Tables.MaxIdle, "max-idle", c.lim.Tables.MaxIdle, "")
	fs.DurationVar(&c.lim.Tables.KeepFinished, "keep-finished", c.lim.Tables.KeepFinished, "")
	fs.DurationVar(&c.lim.Tables.SleepAfter, "sleep-after", c.lim.Tables.SleepAfter, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return c, err
		}
		return c, fmt.Errorf("rummy-server: %v (see rummy-server -h)", err)
	}
	if c.version {
		return c, nil
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("rummy-server: unexpected argument %q: every setting is a flag (see rummy-server -h)", fs.Arg(0))
	}
	if c.shards < 1 || c.shards > 64 {
		return c, fmt.Errorf("rummy-server: -shards %d: give 1 to 64 streams (default %d)", c.shards, defaultShards)
	}
	if err := checkAddr(c.addr, c.public); err != nil {
		return c, err
	}
	if c.pprof != "" {
		if err := checkAddr(c.pprof, false); err != nil {
			return c, fmt.Errorf("rummy-server: -pprof %s: the profiler listens on a loopback address only", c.pprof)
		}
	}
	if err := c.checkCluster(); err != nil {
		return c, err
	}
	if c.lim.PerAddr < 0 || c.lim.Rate < 0 || c.handPause < 0 {
		return c, errors.New("rummy-server: -per-addr, -rate and -hand-pause are 0 or more")
	}
	if tc := c.lim.Tables; tc.PerAddr < 0 || tc.PerIdentity < 0 || tc.MaxTables < 0 || tc.LobbyIdle < 0 || tc.MaxIdle < 0 || tc.KeepFinished < 0 || tc.SleepAfter < 0 {
		return c, errors.New("rummy-server: -tables-per-addr, -tables-per-identity, -max-tables, -lobby-idle, -max-idle, -keep-finished and -sleep-after are 0 or more (0: no bound)")
	}
	c.lim.Burst = 2 * c.lim.Rate
	var err error
	if c.lim.Proxies, err = parseTrustedProxies(*proxies); err != nil {
		return c, err
	}
	if *origins != "" {
		c.lim.Origins = strings.Split(*origins, ",")
	}
	if c.data == "" {
		c.data = defaultDataDir()
	}
	if c.web == "" {
		if fi, err := os.Stat("web"); err == nil && fi.IsDir() {
			c.web = "web"
		}
	} else if fi, err := os.Stat(c.web); err != nil || !fi.IsDir() {
		return c, fmt.Errorf("rummy-server: -web %s is not a folder; run `make web` to build web/", c.web)
	}
	return c, nil
}

// checkAddr refuses an address other machines could reach unless
// public is set.
func checkAddr(addr string, public bool) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("rummy-server: -addr %q is not HOST:PORT, e.g. 127.0.0.1:8787", addr)
	}
	if public {
		return nil
	}
	ip := net.ParseIP(host)
	if host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return fmt.Errorf("rummy-server: -addr %s can be reached by other machines: add -public to mean it", addr)
	}
	return nil
}

// defaultDataDir is rummy-server under the user's data folder:
// $XDG_DATA_HOME or ~/.local/share on Linux, the user config folder
// elsewhere (Application Support, AppData).
func defaultDataDir() string {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "rummy-server")
	}
	if runtime.GOOS == "linux" {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, ".local", "share", "rummy-server")
		}
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "rummy-server")
	}
	return "rummy-server-data"
}

// checkCluster checks the cluster flags together.
func (c *config) checkCluster() error {
	if c.cluster == "" {
		if err := c.checkNoClusterSecret(); err != nil {
			return err
		}
		if c.clusterAddr != "" || c.routes != "" {
			return errors.New("rummy-server: -cluster-addr and -routes need -cluster NAME")
		}
		if c.node != "" && c.nats == "" {
			return errors.New("rummy-server: -node names a node of a cluster: add -cluster NAME or -nats URLS")
		}
		if c.nats != "" && c.node == "" {
			c.node = "node-" + strings.NewReplacer(":", "-", ".", "-").Replace(c.addr)
		}
		return checkNode(c.node)
	}
	if c.nats != "" {
		return errors.New("rummy-server: -cluster joins the embedded NATS servers; -nats uses an external one: choose one")
	}
	if strings.ContainsAny(c.cluster, " .*>") {
		return fmt.Errorf("rummy-server: -cluster %q: a name without spaces, dots, * or >", c.cluster)
	}
	if c.clusterAddr == "" {
		c.clusterAddr = "127.0.0.1:6222"
	}
	if _, _, err := splitPort(c.clusterAddr); err != nil {
		return err
	}
	if checkAddr(c.clusterAddr, c.public) != nil {
		return fmt.Errorf("rummy-server: -cluster-addr %s can be reached by other machines: add -public to mean it (and see README \"Running several nodes\" on keeping the routes private)", c.clusterAddr)
	}
	if c.node == "" {
		c.node = "node-" + strings.NewReplacer(":", "-", ".", "-").Replace(c.clusterAddr)
	}
	if err := c.checkClusterSecret(); err != nil {
		return err
	}
	return checkNode(c.node)
}

// checkNode checks a node name.
func checkNode(name string) error {
	if strings.ContainsAny(name, " .*>") {
		return fmt.Errorf("rummy-server: -node %q: a name without spaces, dots, * or >", name)
	}
	return nil
}
