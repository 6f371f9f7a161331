package disttest

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// dist is one make dist run's folder, version and commit.
type dist struct {
	dir, version, commit string
	epoch                int64
}

// distOf reads the environment; it skips the test without RUMMY_DIST.
func distOf(t *testing.T) dist {
	t.Helper()
	dir := os.Getenv("RUMMY_DIST")
	if dir == "" {
		t.Skip("RUMMY_DIST is not set: run make dist first (.ci/run does)")
	}
	v := os.Getenv("RUMMY_DIST_VERSION")
	if v == "" {
		t.Fatal("RUMMY_DIST is set but RUMMY_DIST_VERSION is not")
	}
	c := gitOut(t, "rev-parse", "--short=12", "HEAD")
	ct := os.Getenv("SOURCE_DATE_EPOCH") // as dist.sh: the environment's, else the commit's time
	if ct == "" {
		ct = gitOut(t, "log", "-1", "--format=%ct", "HEAD")
	}
	e, err := strconv.ParseInt(ct, 10, 64)
	if err != nil {
		t.Fatalf("SOURCE_DATE_EPOCH %q: %v", ct, err)
	}
	return dist{dir: dir, version: v, commit: c, epoch: e}
}

// path is the file name in the dist folder.
func (d dist) path(name string) string { return filepath.Join(d.dir, name) }

// label is what the programs print after their name for -version.
func (d dist) label() string { return d.version + " (" + d.commit + ")" }

// artefacts are the files make dist writes for version v.
func artefacts(v string) []string {
	return []string{
		"rummy-" + v + "-windows-amd64.zip",
		"rummy_" + v + "_amd64.deb",
		"rummy-" + v + "-linux-amd64.tar.gz",
		"rummy-server_" + v + "_amd64.deb",
		"rummy-web-" + v + ".tar.gz",
	}
}

// gitOut runs git in the repository and returns its trimmed output.
func gitOut(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		t.Fatalf("git %v: %v", args, err)
	}
	return strings.TrimSpace(string(out))
}

// sha is the file's SHA-256 in hex.
func sha(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// repoRoot is the repository's top folder (tests run in packaging/disttest).
func repoRoot(t *testing.T) string {
	t.Helper()
	return gitOut(t, "rev-parse", "--show-toplevel")
}
