package main

import (
	"bytes"
	"crypto/md5"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// writeDeb writes a Debian binary package (deb(5)): an ar archive of
// debian-binary, control.tar.gz and data.tar.gz. control is the folder
// of the control files (control, and maintainer scripts such as
// postinst, which must be executable); data the tree installed under /.
// It adds Installed-Size to control and writes md5sums, as dpkg-deb and
// dh_md5sums would.
func writeDeb(w io.Writer, control, data string, epoch int64) error {
	dataFiles, err := readTree(data, "./")
	if err != nil {
		return err
	}
	var dataTar bytes.Buffer
	if err := writeTarGz(&dataTar, dataFiles, epoch); err != nil {
		return err
	}
	ctlTar, err := controlTar(control, dataFiles, epoch)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(w, "!<arch>\n"); err != nil {
		return err
	}
	for _, m := range []struct {
		name string
		body []byte
	}{{"debian-binary", []byte("2.0\n")}, {"control.tar.gz", ctlTar}, {"data.tar.gz", dataTar.Bytes()}} {
		if err := arMember(w, m.name, m.body, epoch); err != nil {
			return err
		}
	}
	return nil
}

// controlTar builds control.tar.gz: the files of dir, control completed
// with Installed-Size, and md5sums of the data files.
func controlTar(dir string, data []entry, epoch int64) ([]byte, error) {
	files, err := readTree(dir, "./")
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "pack-control-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	var sums strings.Builder
	var size int64
	for _, f := range data {
		size += (f.size + 1023) / 1024
		if f.path == "" {
			continue
		}
		b, err := os.ReadFile(f.path)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&sums, "%x  %s\n", md5.Sum(b), strings.TrimPrefix(f.name, "./"))
	}
	ctl, err := os.ReadFile(filepath.Join(dir, "control"))
	if err != nil {
		return nil, fmt.Errorf("control folder %s: %w", dir, err)
	}
	text := strings.TrimRight(string(ctl), "\n") + "\n"
	if !strings.Contains(text, "\nInstalled-Size:") {
		text += fmt.Sprintf("Installed-Size: %d\n", max(size, 1))
	}
	extra := map[string]string{"control": text, "md5sums": sums.String()}
	for i, f := range files {
		body, ok := extra[strings.TrimPrefix(f.name, "./")]
		if !ok {
			continue
		}
		delete(extra, strings.TrimPrefix(f.name, "./"))
		files[i] = writeTemp(tmp, f, body)
	}
	if body, ok := extra["md5sums"]; ok {
		files = insertSorted(files, writeTemp(tmp, entry{name: "./md5sums"}, body))
	}
	var out bytes.Buffer
	if err := writeTarGz(&out, files, epoch); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// writeTemp writes body into the folder tmp and returns e pointing at it.
func writeTemp(tmp string, e entry, body string) entry {
	p := filepath.Join(tmp, filepath.Base(e.name))
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		panic(err) // a fresh temporary folder refuses nothing
	}
	e.path, e.size, e.exec = p, int64(len(body)), false
	return e
}

// insertSorted puts e among files in name order.
func insertSorted(files []entry, e entry) []entry {
	i := 0
	for i < len(files) && files[i].name < e.name {
		i++
	}
	return append(files[:i], append([]entry{e}, files[i:]...)...)
}

// arMember writes one member of an ar archive: the 60-byte header (name,
// time, owner 0, group 0, mode 100644, size), the body and a newline to
// pad it to an even length.
func arMember(w io.Writer, name string, body []byte, epoch int64) error {
	h := fmt.Sprintf("%-16s%-12d%-6d%-6d%-8s%-10d`\n", name, epoch, 0, 0, "100644", len(body))
	if len(h) != 60 {
		return fmt.Errorf("ar header of %s is %d bytes", name, len(h))
	}
	if len(body)%2 == 1 {
		body = append(body[:len(body):len(body)], '\n')
	}
	_, err := io.WriteString(w, h)
	if err == nil {
		_, err = w.Write(body)
	}
	return err
}
