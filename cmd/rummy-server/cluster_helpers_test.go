package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The real-process cluster tests (issue 17) run three rummy-server
// nodes on 127.0.0.2, .3 and .4 (or 127.0.0.1 with other ports where
// those do not work), built once per test binary into a temporary
// folder.

var (
	testBinDir  string
	clusterOnce sync.Once
	clusterBin  string
	clusterErr  error
)

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "rummy-server-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testBinDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// serverBinary builds the rummy-server binary once.
func serverBinary(t *testing.T) string {
	t.Helper()
	clusterOnce.Do(func() {
		clusterBin = filepath.Join(testBinDir, "rummy-server")
		if out, err := exec.Command("go", "build", "-o", clusterBin, ".").CombinedOutput(); err != nil {
			clusterErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if clusterErr != nil {
		t.Fatal(clusterErr)
	}
	return clusterBin
}

// clusterNode is one node of a test cluster: a rummy-server process
// that can be killed, stopped and started again with its -data.
type clusterNode struct {
	name, addr string
	args       []string
	mu         sync.Mutex
	cmd        *exec.Cmd
	done       chan struct{}
	out        strings.Builder
}

// cluster is a test cluster of nodes and the relay its clients dial.
type cluster struct {
	t     *testing.T
	bin   string
	nodes []*clusterNode
	relay *relay
}

// loopbackIPs are the node addresses: 127.0.0.2-4 if this machine
// answers there, else 127.0.0.1 thrice (with different ports).
func loopbackIPs() []string {
	for _, ip := range []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"} {
		ln, err := net.Listen("tcp", ip+":0")
		if err != nil {
			return []string{"127.0.0.1", "127.0.0.1", "127.0.0.1"}
		}
		ln.Close()
	}
	return []string{"127.0.0.2", "127.0.0.3", "127.0.0.4"}
}

// freePorts finds n ports free on every address given (and on
// 127.0.0.1, where the relay listens on the first).
func freePorts(t *testing.T, ips []string, n int) []int {
	t.Helper()
	all := append([]string{"127.0.0.1"}, ips...)
	var ports []int
	for tries := 0; len(ports) < n && tries < 1000; tries++ {
		p := 20000 + rand.IntN(40000)
		ok := true
		var lns []net.Listener
		for _, ip := range all {
			ln, err := net.Listen("tcp", net.JoinHostPort(ip, strconv.Itoa(p)))
			if err != nil {
				ok = false
				break
			}
			lns = append(lns, ln)
		}
		for _, ln := range lns {
			ln.Close()
		}
		if ok {
			ports = append(ports, p)
		}
	}
	if len(ports) < n {
		t.Fatal("no free ports")
	}
	return ports
}

// startCluster starts three nodes joined by routes, each with its own
// -data under t.TempDir(), and a relay in front of them. When the
// machine has 127.0.0.2-4, every node's HTTP port is the same, so the
// relay (127.0.0.1 at that port) passes the nodes' Host check.
func startCluster(t *testing.T, extra ...string) *cluster {
	t.Helper()
	c := &cluster{t: t, bin: serverBinary(t)}
	ips := loopbackIPs()
	distinct := ips[0] != ips[1]
	ports := freePorts(t, ips, 6)
	var httpAddrs, routeAddrs []string
	for i, ip := range ips {
		hp, rp := ports[0], ports[1]
		if !distinct {
			hp, rp = ports[2*i], ports[2*i+1]
		}
		httpAddrs = append(httpAddrs, net.JoinHostPort(ip, strconv.Itoa(hp)))
		routeAddrs = append(routeAddrs, net.JoinHostPort(ip, strconv.Itoa(rp)))
	}
	for i := range ips {
		var routes []string
		for j, r := range routeAddrs {
			if j != i {
				routes = append(routes, "nats://"+r)
			}
		}
		n := &clusterNode{name: fmt.Sprintf("n%d", i+1), addr: httpAddrs[i]}
		n.args = append([]string{"-addr", httpAddrs[i], "-data", filepath.Join(t.TempDir(), n.name), "-cluster", "rummy",
			"-cluster-addr", routeAddrs[i], "-routes", strings.Join(routes, ","), "-node", n.name,
			"-per-addr", "0", "-tables-per-addr", "0", "-rate", "0", "-hand-pause", "0", "-cluster-secret", testSecret}, extra...)
		c.nodes = append(c.nodes, n)
	}
	c.relay = newRelay(t, httpAddrs, distinct)
	errs := make(chan error, len(c.nodes))
	for _, n := range c.nodes {
		go func() { errs <- n.start(c.bin) }()
	}
	for range c.nodes {
		if err := <-errs; err != nil {
			c.dump()
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		for _, n := range c.nodes {
			if t.Failed() && os.Getenv("RUMMY_CLUSTER_STACKS") != "" {
				n.signal(syscall.SIGQUIT) // the goroutines into its output
			}
			n.kill()
		}
		if t.Failed() || os.Getenv("RUMMY_CLUSTER_LOGS") != "" {
			c.dump()
		}
	})
	return c
}

// dump logs what every node printed.
func (c *cluster) dump() {
	for _, n := range c.nodes {
		n.mu.Lock()
		out := n.out.String()
		n.mu.Unlock()
		if dir := os.Getenv("RUMMY_CLUSTER_LOGS"); dir != "" {
			f := filepath.Join(dir, c.t.Name()+"-"+n.name+".log")
			if err := os.WriteFile(f, []byte(out), 0o644); err == nil {
				c.t.Logf("node %s's output is in %s", n.name, f)
				continue
			}
		}
		if len(out) > 20000 {
			out = "..." + out[len(out)-20000:]
		}
		c.t.Logf("node %s said:\n%s", n.name, out)
	}
}

// url is a node's WebSocket endpoint.
func (n *clusterNode) url() string { return "ws://" + n.addr + "/ws" }

// start runs the node and waits for its "listening" line.
func (n *clusterNode) start(bin string) error {
	cmd := exec.Command(bin, n.args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.Stderr = writerFunc(n.keep)
	if err := cmd.Start(); err != nil {
		return err
	}
	done := make(chan struct{})
	n.mu.Lock()
	n.cmd, n.done = cmd, done
	n.mu.Unlock()
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			_, _ = n.keep([]byte(sc.Text() + "\n"))
			select {
			case ready <- sc.Text():
			default:
			}
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(done)
	}()
	select {
	case line := <-ready:
		if !strings.HasPrefix(line, "rummy-server: http://") {
			return fmt.Errorf("node %s said %q", n.name, line)
		}
		return nil
	case <-done:
		return fmt.Errorf("node %s stopped", n.name)
	case <-time.After(120 * time.Second):
		return fmt.Errorf("node %s did not start in 120 s", n.name)
	}
}

func (n *clusterNode) keep(b []byte) (int, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.out.Len() < 4<<20 {
		n.out.Write(b)
	}
	return len(b), nil
}

// running reports whether the node's process is alive.
func (n *clusterNode) running() bool {
	n.mu.Lock()
	done := n.done
	n.mu.Unlock()
	if done == nil {
		return false
	}
	select {
	case <-done:
		return false
	default:
		return true
	}
}

// kill sends SIGKILL and waits for the process to be gone.
func (n *clusterNode) kill() { n.signal(syscall.SIGKILL) }

// stop sends SIGINT (a clean stop: the node gives its tables up) and
// waits.
func (n *clusterNode) stop() { n.signal(syscall.SIGINT) }

func (n *clusterNode) signal(sig syscall.Signal) {
	n.mu.Lock()
	cmd, done := n.cmd, n.done
	n.mu.Unlock()
	if cmd == nil {
		return
	}
	_ = cmd.Process.Signal(sig)
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
}

// nodeStats is the part of /stats the tests read.
type nodeStats struct {
	Tables  int      `json:"tables"`
	Actions int64    `json:"actions"`
	Node    string   `json:"node"`
	Owned   []string `json:"owned"`
	// Leaders names each stream's leader node; Fenced counts the tables
	// the node stopped because another wrote their log (issue 25).
	Leaders map[string]string `json:"leaders"`
	Fenced  int64             `json:"fenced"`
}

// stats reads a node's /stats (zero if it does not answer).
func (n *clusterNode) stats() nodeStats {
	var s nodeStats
	cl := http.Client{Timeout: 2 * time.Second}
	resp, err := cl.Get("http://" + n.addr + "/stats")
	if err != nil {
		return s
	}
	defer resp.Body.Close()
	_ = json.NewDecoder(resp.Body).Decode(&s)
	return s
}

// owner is the index of the node running table id (-1: none).
func (c *cluster) owner(id string) int {
	for i, n := range c.nodes {
		if !n.running() {
			continue
		}
		for _, o := range n.stats().Owned {
			if o == id {
				return i
			}
		}
	}
	return -1
}

// relay is the test clients' way to a cluster: a loopback TCP relay a
// client dials as ws://RELAY/ws?node=N, which connects it to node N or,
// when N does not answer, to the next one that does, as a client given
// every node's address would. Each connection is relayed as it is, so
// the nodes see the client's own WebSocket handshake.
type relay struct {
	ln    net.Listener
	nodes []string
	// direct is false where the nodes share 127.0.0.1: a client then
	// dials a node itself (ws URLs per node) and the relay is unused.
	direct bool
	mu     sync.Mutex
	conns  map[net.Conn]struct{}
	// moved counts the connections that went to another node than the
	// one asked for.
	moved int
}

func newRelay(t *testing.T, nodes []string, distinct bool) *relay {
	t.Helper()
	_, port, _ := net.SplitHostPort(nodes[0])
	r := &relay{nodes: nodes, direct: !distinct, conns: map[net.Conn]struct{}{}}
	if !distinct {
		return r
	}
	ln, err := net.Listen("tcp", "127.0.0.1:"+port)
	if err != nil {
		t.Fatal(err)
	}
	r.ln = ln
	go r.serve()
	t.Cleanup(func() {
		ln.Close()
		r.mu.Lock()
		for c := range r.conns {
			c.Close()
		}
		r.mu.Unlock()
	})
	return r
}

// url is the address a client that prefers node i dials.
func (r *relay) url(i int) string {
	if r.direct {
		return "ws://" + r.nodes[i] + "/ws"
	}
	return fmt.Sprintf("ws://%s/ws?node=%d", r.ln.Addr(), i)
}

func (r *relay) serve() {
	for {
		c, err := r.ln.Accept()
		if err != nil {
			return
		}
		go r.pass(c)
	}
}

// pass reads the request line for the node asked for and relays the
// connection to the first node that answers from there.
func (r *relay) pass(c net.Conn) {
	defer c.Close()
	br := bufio.NewReader(c)
	line, err := br.ReadString('\n')
	if err != nil {
		return
	}
	want := 0
	if _, q, ok := strings.Cut(line, "node="); ok {
		want, _ = strconv.Atoi(strings.TrimRight(strings.Fields(q)[0], " "))
	}
	var up net.Conn
	for k := 0; k < len(r.nodes) && up == nil; k++ {
		up, _ = net.DialTimeout("tcp", r.nodes[(want+k)%len(r.nodes)], time.Second)
		if up != nil && k > 0 {
			r.mu.Lock()
			r.moved++
			r.mu.Unlock()
		}
	}
	if up == nil {
		return
	}
	defer up.Close()
	r.mu.Lock()
	r.conns[c], r.conns[up] = struct{}{}, struct{}{}
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		delete(r.conns, c)
		delete(r.conns, up)
		r.mu.Unlock()
	}()
	if _, err := io.WriteString(up, line); err != nil {
		return
	}
	go func() {
		_, _ = io.Copy(up, br)
		up.Close()
	}()
	_, _ = io.Copy(c, up)
}

// movedCount is how many connections went to another node than asked.
func (r *relay) movedCount() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.moved
}
