package disttest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"debug/pe"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSumsListEveryArtefact: every archive is there and SHA256SUMS lists
// each with its hash, and nothing else.
func TestSumsListEveryArtefact(t *testing.T) {
	d := distOf(t)
	f, err := os.Open(d.path("SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	listed := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("SHA256SUMS line %q is not HASH  NAME", sc.Text())
		}
		listed[name] = sum
	}
	want := artefacts(d.version)
	if len(listed) != len(want) {
		t.Errorf("SHA256SUMS lists %d files, want %d: %v", len(listed), len(want), listed)
	}
	for _, a := range want {
		fi, err := os.Stat(d.path(a))
		if err != nil {
			t.Errorf("make dist did not write %s: %v", a, err)
			continue
		}
		if got := sha(t, d.path(a)); listed[a] != got {
			t.Errorf("SHA256SUMS says %s for %s, the file's is %s", listed[a], a, got)
		}
		t.Logf("%-40s %10d bytes  sha256 %s", a, fi.Size(), listed[a])
	}
}

// TestTwoRunsIdentical: a second make dist from the same commit wrote the
// same bytes (RUMMY_DIST2).
func TestTwoRunsIdentical(t *testing.T) {
	d := distOf(t)
	other := os.Getenv("RUMMY_DIST2")
	if other == "" {
		t.Skip("RUMMY_DIST2 is not set: .ci/run makes two runs")
	}
	for _, a := range append(artefacts(d.version), "SHA256SUMS") {
		if x, y := sha(t, d.path(a)), sha(t, filepath.Join(other, a)); x != y {
			t.Errorf("%s differs between two runs from one commit: %s and %s", a, x, y)
		}
	}
}

// TestWindowsZip: rummy.exe is a 64-bit Windows program carrying the
// icon (every size) and version information with this version and
// commit; the zip has the licences and the README, dated the commit.
func TestWindowsZip(t *testing.T) {
	d := distOf(t)
	name := "rummy-" + d.version + "-windows-amd64.zip"
	ms := readZip(t, d.path(name))
	checkOrderAndTimes(t, name, ms, d.epoch)
	top := "rummy-" + d.version + "-windows-amd64/"
	for _, f := range []string{"LICENSE.txt", "LICENSES-assets.md", "README.txt"} {
		if m := find(t, name, ms, top+f); len(m.body) == 0 {
			t.Errorf("%s is empty", f)
		}
	}
	if r := string(find(t, name, ms, top+"README.txt").body); !strings.Contains(r, "SmartScreen") || !strings.Contains(r, d.version) {
		t.Errorf("README.txt says nothing of SmartScreen or the version:\n%s", r)
	}
	exe := find(t, name, ms, top+"rummy.exe")
	f, err := pe.NewFile(bytes.NewReader(exe.body))
	if err != nil {
		t.Fatalf("rummy.exe: %v", err)
	}
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("rummy.exe is for machine %#x, want amd64", f.Machine)
	}
	res, err := resources(f)
	if err != nil {
		t.Fatalf("rummy.exe resources: %v", err)
	}
	var icons, groups int
	var ver []byte
	for _, r := range res {
		switch r.typ {
		case rtIcon:
			icons++
		case rtGroupIcon:
			groups++
			if n := binary.LittleEndian.Uint16(r.data[4:]); n != 7 {
				t.Errorf("the group icon lists %d images, want 7 (16 to 256 px)", n)
			}
		case rtVersion:
			ver = r.data
		}
	}
	if groups != 1 || icons != 7 {
		t.Errorf("rummy.exe has %d group icons and %d icon images, want 1 and 7", groups, icons)
	}
	if ver == nil {
		t.Fatal("rummy.exe has no version information")
	}
	for _, s := range []string{"VS_VERSION_INFO", "ProductVersion", d.label(), "Rummy"} {
		if !bytes.Contains(ver, utf16le(s)) {
			t.Errorf("the version information lacks %q", s)
		}
	}
	// VS_FIXEDFILEINFO follows "VS_VERSION_INFO\0" (aligned): its
	// signature, then the file version as two 32-bit halves.
	i := bytes.Index(ver, []byte{0xbd, 0x04, 0xef, 0xfe})
	if i < 0 {
		t.Fatal("the version information has no VS_FIXEDFILEINFO")
	}
	ms1, ls1 := binary.LittleEndian.Uint32(ver[i+8:]), binary.LittleEndian.Uint32(ver[i+12:])
	t.Logf("rummy.exe: %d icon images, file version %d.%d.%d.%d, strings %q", icons, ms1>>16, ms1&0xffff, ls1>>16, ls1&0xffff, d.label())
	if got, want := fmt.Sprintf("%d.%d.%d", ms1>>16, ms1&0xffff, ls1>>16), regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+`).FindString(d.version); got != want {
		t.Errorf("the fixed file version is %s, want %s", got, want)
	}
}

// TestLinuxTarball: the game, its menu entry and icons, licences and a
// README, executables 0755, dated the commit.
func TestLinuxTarball(t *testing.T) {
	d := distOf(t)
	name := "rummy-" + d.version + "-linux-amd64.tar.gz"
	f, err := os.Open(d.path(name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ms := readTarGz(t, f)
	checkOrderAndTimes(t, name, ms, d.epoch)
	top := "rummy-" + d.version + "-linux-amd64/"
	if m := find(t, name, ms, top+"rummy"); m.mode != 0o755 || !bytes.HasPrefix(m.body, []byte("\x7fELF")) {
		t.Errorf("rummy: mode %o, want 0755 and an ELF program", m.mode)
	}
	desk := string(find(t, name, ms, top+"rummy.desktop").body)
	for _, want := range []string{"[Desktop Entry]", "Exec=rummy", "Icon=rummy", "Categories=Game;CardGame;"} {
		if !strings.Contains(desk, want) {
			t.Errorf("rummy.desktop lacks %s", want)
		}
	}
	for _, s := range []string{"16", "24", "32", "48", "64", "128", "256", "512"} {
		find(t, name, ms, top+"icons/hicolor/"+s+"x"+s+"/apps/rummy.png")
	}
	find(t, name, ms, top+"LICENSE")
	find(t, name, ms, top+"LICENSES-assets.md")
}

// TestWebTarball: the page, the game, the loader, the service worker,
// the manifest and its icons, each with a .gz
// beside it that unpacks to the same bytes; the page names the version.
func TestWebTarball(t *testing.T) {
	d := distOf(t)
	name := "rummy-web-" + d.version + ".tar.gz"
	f, err := os.Open(d.path(name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ms := readTarGz(t, f)
	checkOrderAndTimes(t, name, ms, d.epoch)
	top := "rummy-web-" + d.version + "/"
	// sw.js, the manifest and its icons install the game as an app that
	// starts offline (issue 29 item 4).
	for _, file := range []string{"index.html", "rummy.wasm", "wasm_exec.js", "sw.js", "manifest.webmanifest", "rummy-192.png", "rummy-512.png", "rummy-maskable-512.png"} {
		plain := find(t, name, ms, top+file).body
		zr, err := gzip.NewReader(bytes.NewReader(find(t, name, ms, top+file+".gz").body))
		if err != nil {
			t.Fatalf("%s.gz: %v", file, err)
		}
		unz, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(unz, plain) {
			t.Errorf("%s.gz does not unpack to %s (%v)", file, file, err)
		}
	}
	page := string(find(t, name, ms, top+"index.html").body)
	for _, want := range []string{`<meta name="rummy-version" content="` + d.label() + `">`, `<div id="version">` + d.label() + `</div>`} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if wasm := find(t, name, ms, top+"rummy.wasm").body; !bytes.HasPrefix(wasm, []byte("\x00asm")) || !bytes.Contains(wasm, []byte(d.commit)) {
		t.Errorf("rummy.wasm is not WebAssembly carrying commit %s", d.commit)
	}
}
