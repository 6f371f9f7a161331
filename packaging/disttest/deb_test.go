package disttest

import (
	"bytes"
	"strings"
	"testing"
)

// TestDebContents reads both packages without installing them: the
// control fields (this version, the dependencies), the maintainer
// scripts of the server, the files each installs, all dated the commit.
func TestDebContents(t *testing.T) {
	d := distOf(t)
	for _, c := range []struct {
		file, pkg string
		control   []string // lines control must have
		scripts   []string
		data      []string
	}{
		{"rummy_" + d.version + "_amd64.deb", "rummy", []string{"Architecture: amd64", "Section: games"}, nil,
			[]string{"./usr/bin/rummy", "./usr/share/applications/rummy.desktop", "./usr/share/icons/hicolor/16x16/apps/rummy.png",
				"./usr/share/icons/hicolor/256x256/apps/rummy.png", "./usr/share/doc/rummy/copyright"}},
		{"rummy-server_" + d.version + "_amd64.deb", "rummy-server", []string{"Architecture: amd64"}, []string{"./postinst", "./prerm", "./postrm"},
			[]string{"./usr/bin/rummy-server", "./usr/lib/systemd/system/rummy-server.service", "./usr/share/rummy-server/web/index.html",
				"./usr/share/rummy-server/web/rummy.wasm", "./usr/share/rummy-server/web/rummy.wasm.gz", "./usr/share/rummy-server/web/wasm_exec.js"}},
	} {
		ms := arMembers(t, d.path(c.file))
		if len(ms) != 3 || ms[0].name != "debian-binary" || string(ms[0].body) != "2.0\n" || ms[1].name != "control.tar.gz" || ms[2].name != "data.tar.gz" {
			t.Fatalf("%s is not debian-binary 2.0, control.tar.gz, data.tar.gz", c.file)
		}
		ctl := readTarGz(t, bytes.NewReader(ms[1].body))
		checkOrderAndTimes(t, c.file+" control", ctl, d.epoch)
		control := string(find(t, c.file, ctl, "./control").body)
		for _, want := range append(c.control, "Package: "+c.pkg, "Version: "+d.version, "Depends: ", "Installed-Size: ", "Description: ") {
			if !strings.Contains(control, "\n"+want) && !strings.HasPrefix(control, want) {
				t.Errorf("%s control lacks %q:\n%s", c.file, want, control)
			}
		}
		find(t, c.file, ctl, "./md5sums")
		for _, s := range c.scripts {
			if m := find(t, c.file, ctl, s); m.mode != 0o755 || !bytes.HasPrefix(m.body, []byte("#!/bin/sh")) {
				t.Errorf("%s %s: mode %o, want an executable shell script", c.file, s, m.mode)
			}
		}
		data := readTarGz(t, bytes.NewReader(ms[2].body))
		checkOrderAndTimes(t, c.file+" data", data, d.epoch)
		for _, f := range c.data {
			find(t, c.file, data, f)
		}
		if m := find(t, c.file, data, c.data[0]); m.mode != 0o755 || !bytes.HasPrefix(m.body, []byte("\x7fELF")) {
			t.Errorf("%s %s: mode %o, want an executable ELF program", c.file, c.data[0], m.mode)
		}
	}
}
