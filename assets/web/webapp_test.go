package web

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The manifest makes the game installable wherever the build is served
// (relative start_url and scope), standalone, in both orientations, in
// the table's green, with icons of 192 and 512 px for any use and a
// maskable one, each a file the build copies from assets/icons.
func TestManifestMakesTheGameInstallable(t *testing.T) {
	var m struct {
		Name, ShortName, StartURL, Scope, Display, Orientation, BackgroundColor, ThemeColor string
		Icons                                                                               []struct{ Src, Sizes, Type, Purpose string }
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(Manifest, &raw); err != nil {
		t.Fatalf("the manifest is not JSON: %v", err)
	}
	fields := map[string]*string{"name": &m.Name, "short_name": &m.ShortName, "start_url": &m.StartURL, "scope": &m.Scope,
		"display": &m.Display, "orientation": &m.Orientation, "background_color": &m.BackgroundColor, "theme_color": &m.ThemeColor}
	for k, p := range fields {
		if err := json.Unmarshal(raw[k], p); err != nil {
			t.Errorf("manifest field %s: %v", k, err)
		}
	}
	if err := json.Unmarshal(raw["icons"], &m.Icons); err != nil {
		t.Fatalf("manifest icons: %v", err)
	}
	if m.Name != "Rummy" || m.ShortName == "" || m.Display != "standalone" || m.Orientation != "any" {
		t.Errorf("manifest name %q short %q display %q orientation %q", m.Name, m.ShortName, m.Display, m.Orientation)
	}
	if m.StartURL != "./" || m.Scope != "./" {
		t.Errorf("start_url %q scope %q: want ./ (relative, so a sub-path works)", m.StartURL, m.Scope)
	}
	page := string(IndexHTML)
	for _, c := range []string{m.BackgroundColor, m.ThemeColor} {
		if !strings.Contains(page, "background: "+c) || !strings.Contains(page, `<meta name="theme-color" content="`+c+`">`) {
			t.Errorf("colour %s is not the page's felt and theme colour", c)
		}
	}
	have := map[string]bool{}
	for _, ic := range m.Icons {
		have[ic.Sizes+" "+ic.Purpose] = true
		if ic.Type != "image/png" || strings.Contains(ic.Src, "/") {
			t.Errorf("icon %+v: want a PNG beside the page", ic)
		}
		if _, err := os.Stat(filepath.Join("..", "icons", ic.Src)); err != nil {
			t.Errorf("icon %s is not in assets/icons: %v", ic.Src, err)
		}
	}
	for _, want := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
		if !have[want] {
			t.Errorf("the manifest lacks a %s icon", want)
		}
	}
	if !strings.Contains(page, `<link rel="manifest" href="manifest.webmanifest">`) {
		t.Error("the page does not link the manifest")
	}
	build, err := os.ReadFile(filepath.Join("..", "..", "packaging", "web", "build.sh"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ic := range m.Icons {
		if !strings.Contains(string(build), strings.TrimSuffix(ic.Src, ".png")) {
			t.Errorf("packaging/web/build.sh does not copy %s", ic.Src)
		}
	}
}

// The service worker caches exactly the files the built page loads, by
// the build's mark, which the build replaces; it registers only in a
// built page; and it parses (node, where installed).
func TestServiceWorkerKeepsTheBuildsFiles(t *testing.T) {
	sw := string(ServiceWorker)
	if n := len(regexp.MustCompile(`(?m)^const BUILD = "dev";$`).FindAllString(sw, -1)); n != 1 {
		t.Errorf("sw.js has %d build marks, want 1 (packaging/web/build.sh replaces it)", n)
	}
	for _, f := range []string{`"./"`, `"wasm_exec.js?v=" + BUILD`, `"rummy." + BUILD + ".wasm"`, `"manifest.webmanifest"`} {
		if !strings.Contains(sw, f) {
			t.Errorf("sw.js does not keep %s", f)
		}
	}
	var m struct{ Icons []struct{ Src string } }
	if err := json.Unmarshal(Manifest, &m); err != nil {
		t.Fatal(err)
	}
	for _, ic := range m.Icons {
		if !strings.Contains(sw, `"`+ic.Src+`"`) {
			t.Errorf("sw.js does not keep the icon %s", ic.Src)
		}
	}
	page := string(IndexHTML)
	for _, want := range []string{`<meta name="rummy-build" content="dev">`, `register("sw.js"`, `<script src="wasm_exec.js"></script>`} {
		if strings.Count(page, want) != 1 {
			t.Errorf("the page has %d of %s, want 1", strings.Count(page, want), want)
		}
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	file := filepath.Join(t.TempDir(), "sw.js")
	if err := os.WriteFile(file, ServiceWorker, 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(node, "--check", file).CombinedOutput(); err != nil {
		t.Errorf("sw.js does not parse: %v\n%s", err, out)
	}
}
