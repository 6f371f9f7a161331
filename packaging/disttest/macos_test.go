package disttest

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMacAppLayout runs packaging/macos/make-app.sh with a stand-in for
// the game (a Mac builds the real one, .github/workflows/macos.yml) and
// checks the bundle: Info.plist with the version, the program where
// CFBundleExecutable says, and an icns whose every entry is a PNG of the
// size its type stands for.
func TestMacAppLayout(t *testing.T) {
	root := repoRoot(t)
	out := t.TempDir()
	stand := filepath.Join(out, "stand-in")
	if err := os.WriteFile(stand, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", filepath.Join(root, "packaging/macos/make-app.sh"), out, "1.2.3", "abc123", stand)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("make-app.sh: %v\n%s", err, b)
	}
	app := filepath.Join(out, "Rummy.app", "Contents")
	plist, err := os.ReadFile(filepath.Join(app, "Info.plist"))
	if err != nil {
		t.Fatal(err)
	}
	keys := plistStrings(t, plist)
	for k, want := range map[string]string{"CFBundleExecutable": "rummy", "CFBundleIconFile": "rummy.icns", "CFBundleShortVersionString": "1.2.3",
		"CFBundlePackageType": "APPL", "CFBundleGetInfoString": "Rummy 1.2.3 (abc123)"} {
		if keys[k] != want {
			t.Errorf("Info.plist %s = %q, want %q", k, keys[k], want)
		}
	}
	if fi, err := os.Stat(filepath.Join(app, "MacOS", keys["CFBundleExecutable"])); err != nil || fi.Mode()&0o111 == 0 {
		t.Errorf("Contents/MacOS/%s is not an executable: %v", keys["CFBundleExecutable"], err)
	}
	icns, err := os.ReadFile(filepath.Join(app, "Resources", keys["CFBundleIconFile"]))
	if err != nil {
		t.Fatal(err)
	}
	if string(icns[:4]) != "icns" || int(binary.BigEndian.Uint32(icns[4:])) != len(icns) {
		t.Fatalf("rummy.icns: header %q length %d, file %d bytes", icns[:4], binary.BigEndian.Uint32(icns[4:]), len(icns))
	}
	sizes := map[string]int{"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512, "ic10": 1024, "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}
	seen := map[string]bool{}
	for b := icns[8:]; len(b) > 0; {
		typ, n := string(b[:4]), int(binary.BigEndian.Uint32(b[4:]))
		if n < 8 || n > len(b) {
			t.Fatalf("rummy.icns entry %s claims %d bytes, %d left", typ, n, len(b))
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(b[8:n]))
		if err != nil || cfg.Width != sizes[typ] || cfg.Height != sizes[typ] {
			t.Errorf("rummy.icns %s: %dx%d (%v), want a %d px PNG", typ, cfg.Width, cfg.Height, err, sizes[typ])
		}
		seen[typ] = true
		b = b[n:]
	}
	if len(seen) != len(sizes) {
		t.Errorf("rummy.icns has %d of the %d entries", len(seen), len(sizes))
	}
	wf, err := os.ReadFile(filepath.Join(root, ".github/workflows/macos.yml"))
	if err != nil || !strings.Contains(string(wf), "packaging/macos/make-app.sh") {
		t.Errorf("the macOS workflow does not run make-app.sh (%v)", err)
	}
}

// plistStrings reads the top dictionary's string values of a property list.
func plistStrings(t *testing.T, b []byte) map[string]string {
	t.Helper()
	var p struct {
		Dict struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(b, &p); err != nil {
		t.Fatalf("Info.plist is not XML: %v", err)
	}
	out := map[string]string{}
	items := p.Dict.Items
	for i := 0; i+1 < len(items); i++ {
		if items[i].XMLName.Local == "key" && items[i+1].XMLName.Local == "string" {
			out[items[i].Text] = items[i+1].Text
		}
	}
	return out
}
