// Package servertest starts the real table server (cmd/rummy-server,
// built once per test binary) on a free loopback port with its own data
// folder, for the tests of its clients: the game's lobby scene, the
// desktop binary and the browser page. Its output is drained into the
// test's log when the test fails.
package servertest

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Server is one running rummy-server process.
type Server struct {
	// Addr is HOST:PORT; HTTP is http://Addr, WS the WebSocket endpoint.
	Addr, HTTP, WS string
	cmd            *exec.Cmd
	done           chan struct{}
	mu             sync.Mutex
	out            strings.Builder
}

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// Binary builds cmd/rummy-server once (into a temporary folder of this
// test process) and returns its path.
func Binary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "rummy-servertest-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "rummy-server")
		cmd := exec.Command("go", "build", "-o", binPath, "rummy/cmd/rummy-server")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("building rummy-server: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// Start runs the server on 127.0.0.1 at a free port with a temporary
// -data folder and args added (-web DIR, -hand-pause 0s, ...), waits
// for its "listening" line and stops it when the test ends.
func Start(t testing.TB, args ...string) *Server {
	t.Helper()
	bin := Binary(t)
	all := append([]string{"-addr", "127.0.0.1:0", "-data", t.TempDir()}, args...)
	cmd := exec.Command(bin, all...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{cmd: cmd, done: make(chan struct{})}
	cmd.Stderr = writerFunc(s.keep)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			_, _ = s.keep([]byte(line + "\n"))
			select {
			case ready <- line:
			default:
			}
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(s.done)
	}()
	t.Cleanup(func() {
		s.Stop()
		if t.Failed() {
			t.Logf("rummy-server said:\n%s", s.Output())
		}
	})
	select {
	case line := <-ready:
		rest, ok := strings.CutPrefix(line, "rummy-server: http://")
		addr, _, found := strings.Cut(rest, "/")
		if !ok || !found {
			t.Fatalf("the server said %q", line)
		}
		s.Addr, s.HTTP, s.WS = addr, "http://"+addr, "ws://"+addr+"/ws"
	case <-s.done:
		t.Fatalf("the server stopped at once:\n%s", s.Output())
	case <-time.After(60 * time.Second):
		t.Fatalf("the server did not start in 60 s:\n%s", s.Output())
	}
	return s
}

// Stop ends the server (SIGINT, then SIGKILL after 5 s) and waits.
func (s *Server) Stop() {
	select {
	case <-s.done:
		return
	default:
	}
	_ = s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-s.done:
	case <-time.After(5 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}

// Output is everything the server printed so far.
func (s *Server) Output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.out.String()
}

func (s *Server) keep(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.out.Len() < 1<<20 {
		s.out.Write(b)
	}
	return len(b), nil
}

// writerFunc is an io.Writer of a function.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(b []byte) (int, error) { return f(b) }

var _ io.Writer = writerFunc(nil)
