//go:build linux

package disttest

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// installing skips the test unless RUMMY_DIST_INSTALL=1 and it runs as
// root with dpkg (CI on Debian).
func installing(t *testing.T) dist {
	t.Helper()
	d := distOf(t)
	if os.Getenv("RUMMY_DIST_INSTALL") != "1" {
		t.Skip("RUMMY_DIST_INSTALL is not 1: the .deb packages are installed in CI only")
	}
	if os.Geteuid() != 0 {
		t.Fatal("RUMMY_DIST_INSTALL=1 needs root (dpkg -i)")
	}
	return d
}

// dpkgInstall installs the package file and purges it when the test ends.
func dpkgInstall(t *testing.T, deb, pkg string) {
	t.Helper()
	if out, err := exec.Command("dpkg", "-i", deb).CombinedOutput(); err != nil {
		t.Fatalf("dpkg -i %s: %v\n%s", filepath.Base(deb), err, out)
	}
	t.Cleanup(func() {
		if out, err := exec.Command("dpkg", "--purge", pkg).CombinedOutput(); err != nil {
			t.Errorf("dpkg --purge %s: %v\n%s", pkg, err, out)
		}
	})
}

// TestGameDebInstallsAndStarts installs the game's .deb with dpkg -i (its
// dependencies must already be there: dpkg refuses otherwise), checks the
// menu entry and icons, the version, and starts the installed game under
// Xvfb to save its menu after 30 frames.
func TestGameDebInstallsAndStarts(t *testing.T) {
	d := installing(t)
	dpkgInstall(t, d.path("rummy_"+d.version+"_amd64.deb"), "rummy")
	for _, f := range []string{"/usr/bin/rummy", "/usr/share/applications/rummy.desktop", "/usr/share/icons/hicolor/48x48/apps/rummy.png",
		"/usr/share/icons/hicolor/512x512/apps/rummy.png", "/usr/share/doc/rummy/copyright"} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("the package did not install %s: %v", f, err)
		}
	}
	if out, err := exec.Command("dpkg-query", "-W", "-f=${Depends}", "rummy").Output(); err != nil || !strings.Contains(string(out), "libasound2") {
		t.Errorf("the installed package declares Depends %q (%v), want the libraries it loads", out, err)
	}
	if out, err := exec.Command("desktop-file-validate", "/usr/share/applications/rummy.desktop").CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate (.ci/deps.sh installs it): %v\n%s", err, out)
	}
	cmd := exec.Command("/usr/bin/rummy", "-version")
	cmd.Env = append(os.Environ(), "DISPLAY=") // without a display, as from a terminal on a server
	if out, err := cmd.Output(); err != nil || string(out) != "rummy "+d.label()+"\n" {
		t.Errorf("rummy -version printed %q (%v), want %q", out, err, "rummy "+d.label())
	}
	shots := os.Getenv("RUMMY_DIST_SHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	shot := filepath.Join(shots, "installed-menu.png")
	os.Remove(shot)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	run := exec.CommandContext(ctx, "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", "/usr/bin/rummy", "-mute",
		"-size", "1280x800", "-config-dir", t.TempDir(), "-screenshot", shot, "-frames", "30")
	run.Env = append(os.Environ(), "ALSA_CONFIG_PATH="+filepath.Join(repoRoot(t), ".ci", "asound-null.conf"))
	if out, err := run.CombinedOutput(); err != nil {
		t.Fatalf("the installed rummy under Xvfb: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 1280 || b.Dy() != 800 {
		t.Errorf("the screenshot is %v, want 1280x800", b)
	}
	if n := colours(img); n < 50 {
		t.Errorf("the screenshot has %d colours: the menu was not drawn", n)
	}
	t.Logf("the installed game's menu: %s", shot)
}

// colours counts the distinct colours of img (up to 1000).
func colours(img image.Image) int {
	seen := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y && len(seen) < 1000; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}

// TestServerDebServesATable installs the server's .deb, checks its user,
// data folder and systemd unit, runs the unit's ExecStart command line
// as the unit's user (systemd itself does not run in CI; the address is
// moved to a free port), and plays tables through it with rummy-sim load
// (paced at 40 ms an action: the unit keeps the server's default limits of
// 50 messages a second per connection, which bots at full speed exceed).
func TestServerDebServesATable(t *testing.T) {
	d := installing(t)
	dpkgInstall(t, d.path("rummy-server_"+d.version+"_amd64.deb"), "rummy-server")
	u, err := user.Lookup("rummy-server")
	if err != nil {
		t.Fatalf("the package made no rummy-server user: %v", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	if fi, err := os.Stat("/var/lib/rummy-server"); err != nil || fi.Mode().Perm() != 0o750 || fi.Sys().(*syscall.Stat_t).Uid != uint32(uid) {
		t.Errorf("/var/lib/rummy-server: %v, want a folder 0750 of rummy-server (%v)", fi.Mode(), err)
	}
	unit, err := os.ReadFile("/usr/lib/systemd/system/rummy-server.service")
	if err != nil {
		t.Fatal(err)
	}
	var execStart string
	for _, line := range strings.Split(string(unit), "\n") {
		if v, ok := strings.CutPrefix(line, "ExecStart="); ok {
			execStart = v
		}
	}
	for _, want := range []string{"\nUser=rummy-server\n", "\nRestart=on-failure\n", "\nProtectSystem=strict\n", "\nNoNewPrivileges=yes\n",
		"\nStateDirectory=rummy-server\n", "\nWantedBy=multi-user.target\n"} {
		if !strings.Contains(string(unit), want) {
			t.Errorf("the unit lacks %s", strings.TrimSpace(want))
		}
	}
	checkUnit(t, "/usr/lib/systemd/system/rummy-server.service")
	args := strings.Fields(execStart)
	if len(args) == 0 || !strings.Contains(execStart, "-data /var/lib/rummy-server") || !strings.Contains(execStart, "-web /usr/share/rummy-server/web") {
		t.Fatalf("ExecStart=%s: want /usr/bin/rummy-server -data /var/lib/rummy-server -web /usr/share/rummy-server/web", execStart)
	}
	if out, err := exec.Command(args[0], "-version").Output(); err != nil || string(out) != "rummy-server "+d.label()+"\n" {
		t.Errorf("rummy-server -version printed %q (%v), want %q", out, err, "rummy-server "+d.label())
	}
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv := exec.CommandContext(ctx, args[0], append(args[1:], "-addr", addr)...)
	srv.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	srv.Dir = "/"
	var log bytes.Buffer
	srv.Stdout, srv.Stderr = &log, &log
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	var exitErr error
	done := make(chan struct{}) // closed when the server has exited (exitErr set)
	go func() { exitErr = srv.Wait(); close(done) }()
	defer func() {
		_ = srv.Process.Signal(syscall.SIGTERM)
		<-done
		if t.Failed() {
			t.Logf("the server's output:\n%s", log.String())
		}
	}()
	base := "http://" + addr
	stats := waitStats(t, base, done, &exitErr)
	if stats.Version != d.version || stats.Commit != d.commit {
		t.Errorf("/stats says version %q commit %q, want %q %q", stats.Version, stats.Commit, d.version, d.commit)
	}
	page := get(t, base+"/")
	if !strings.Contains(page, `<div id="version">`+d.label()+`</div>`) {
		t.Errorf("the served page does not name %s", d.label())
	}
	sim := filepath.Join(t.TempDir(), "rummy-sim")
	build := exec.Command("go", "build", "-o", sim, "./cmd/rummy-sim")
	build.Dir = repoRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build rummy-sim: %v\n%s", err, out)
	}
	load1 := exec.Command(sim, "load", "--server", base, "--tables", "2", "--seconds", "4", "--pace-ms", "40", "--json")
	var simErr bytes.Buffer
	load1.Stderr = &simErr
	out, err := load1.Output()
	if err != nil {
		t.Fatalf("rummy-sim load: %v\n%s%s", err, out, simErr.String())
	}
	var load struct {
		Actions int64 `json:"actions"`
		Games   int64 `json:"games"`
		Errors  int64 `json:"errors"`
	}
	if err := json.Unmarshal(out, &load); err != nil {
		t.Fatalf("rummy-sim load printed %s: %v", out, err)
	}
	t.Logf("rummy-sim load through the installed server: %d actions, %d games, %d errors", load.Actions, load.Games, load.Errors)
	if load.Actions == 0 || load.Errors != 0 {
		t.Errorf("rummy-sim load: %d actions and %d errors, want some actions and no error", load.Actions, load.Errors)
	}
	if entries, err := os.ReadDir("/var/lib/rummy-server"); err != nil || len(entries) == 0 {
		t.Errorf("the server kept nothing in /var/lib/rummy-server (%v)", err)
	}
}

// freeAddr is a loopback address with a port nothing listens on now.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// statsReply is the part of /stats the test reads.
type statsReply struct {
	Version string `json:"version"`
	Commit  string `json:"commit"`
}

// waitStats polls /stats until the server answers or exits.
func waitStats(t *testing.T, base string, exited <-chan struct{}, exitErr *error) statsReply {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := http.Get(base + "/stats")
		if err == nil {
			var s statsReply
			err = json.NewDecoder(resp.Body).Decode(&s)
			resp.Body.Close()
			if err == nil {
				return s
			}
		}
		select {
		case <-exited:
			t.Fatalf("the server exited before answering: %v", *exitErr)
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not answer %s/stats: %v", base, err)
		}
	}
}

// get is the body of a GET.
func get(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// checkUnit has systemd check the installed unit: verify (it must say
// nothing) and the offline security review (exposure under 3 of 10).
func checkUnit(t *testing.T, unit string) {
	t.Helper()
	if _, err := exec.LookPath("systemd-analyze"); err != nil {
		t.Log("no systemd-analyze here: the unit is not verified")
		return
	}
	if out, err := exec.Command("systemd-analyze", "verify", unit).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("systemd-analyze verify: %v\n%s", err, out)
	}
	out, err := exec.Command("systemd-analyze", "security", "--offline=yes", unit).CombinedOutput()
	m := regexp.MustCompile(`Overall exposure level for [^:]*: ([0-9.]+)`).FindSubmatch(out)
	if err != nil || m == nil {
		t.Errorf("systemd-analyze security: %v\n%s", err, out)
		return
	}
	level, _ := strconv.ParseFloat(string(m[1]), 64)
	t.Logf("systemd-analyze security: exposure %.1f of 10", level)
	if level >= 3 {
		t.Errorf("the unit's exposure is %.1f, want under 3 (hardening options lost?)\n%s", level, out)
	}
}
