// Command pack writes the release archives of make dist byte for byte
// the same from the same input: entries sorted by name, every time stamp
// set to -epoch (SOURCE_DATE_EPOCH, the commit's time), owners root,
// modes 0755 for executables and folders and 0644 for the rest, gzip
// headers without a name or a time.
//
//	pack tgz  -o OUT.tar.gz -epoch E -prefix DIR/ TREE   a tree as a tarball under DIR/
//	pack zip  -o OUT.zip    -epoch E -prefix DIR/ TREE   the same as a zip
//	pack deb  -o OUT.deb    -epoch E CONTROL DATA        a Debian package (see deb.go)
//	pack gz   FILE...                                    FILE.gz beside each file (gzip -9)
//	pack br   FILE...                                    FILE.br beside each file (brotli 11)
//	pack syso -o X.syso -version V -commit C -icons DIR  the Windows resources of rummy.exe
//	pack icns -o X.icns -icons DIR                       the macOS icon set
//
// TREE, CONTROL and DATA are folders laid out as the archive should be.
// It imports no Ebiten, so it runs without a display.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "pack:", err)
		os.Exit(1)
	}
}

// run does one subcommand.
func run(args []string, stderr io.Writer) error {
	if len(args) == 0 {
		return fmt.Errorf("no command: tgz, zip, deb, gz, syso or icns")
	}
	fs := flag.NewFlagSet("pack "+args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "the file to write")
	epoch := fs.Int64("epoch", 0, "every time stamp, in seconds since 1970 (SOURCE_DATE_EPOCH)")
	prefix := fs.String("prefix", "", "folder the archive's entries sit in, like rummy-1.0.0/")
	ver := fs.String("version", "", "the release, like 1.2.3")
	commit := fs.String("commit", "", "the commit, abbreviated")
	icons := fs.String("icons", "assets/icons", "the folder of rummy-SIZE.png")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	need := func(n int) error {
		if *out == "" && args[0] != "gz" {
			return fmt.Errorf("%s: -o FILE is missing", args[0])
		}
		if fs.NArg() != n {
			return fmt.Errorf("%s: want %d folder arguments, got %d", args[0], n, fs.NArg())
		}
		return nil
	}
	switch args[0] {
	case "tgz", "zip":
		if err := need(1); err != nil {
			return err
		}
		files, err := readTree(fs.Arg(0), *prefix)
		if err != nil {
			return err
		}
		if args[0] == "zip" {
			return writeFile(*out, func(w io.Writer) error { return writeZip(w, files, *epoch) })
		}
		return writeFile(*out, func(w io.Writer) error { return writeTarGz(w, files, *epoch) })
	case "deb":
		if err := need(2); err != nil {
			return err
		}
		return writeFile(*out, func(w io.Writer) error { return writeDeb(w, fs.Arg(0), fs.Arg(1), *epoch) })
	case "gz":
		for _, f := range fs.Args() {
			if err := gzipBeside(f); err != nil {
				return err
			}
		}
		return nil
	case "br":
		for _, f := range fs.Args() {
			if err := brotliBeside(f); err != nil {
				return err
			}
		}
		return nil
	case "syso":
		if err := need(0); err != nil {
			return err
		}
		if *ver == "" {
			return fmt.Errorf("syso: -version is missing")
		}
		return writeFile(*out, func(w io.Writer) error { return writeSyso(w, *icons, *ver, *commit) })
	case "icns":
		if err := need(0); err != nil {
			return err
		}
		return writeFile(*out, func(w io.Writer) error { return writeIcns(w, *icons) })
	}
	return fmt.Errorf("unknown command %q: tgz, zip, deb, gz, br, syso or icns", args[0])
}

// writeFile creates path and fills it with fill; a failure removes it.
func writeFile(path string, fill func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := fill(f); err != nil {
		f.Close()
		os.Remove(path)
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
