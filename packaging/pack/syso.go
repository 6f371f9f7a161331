package main

import (
	"image"
	"io"
	"strings"

	"github.com/tc-hib/winres"
	winver "github.com/tc-hib/winres/version"
)

// writeSyso writes the COFF object that go build links into rummy.exe
// when it lies in cmd/rummy as rsrc_windows_amd64.syso: the application
// icon (every size of icoSizes) and the version information Explorer
// shows under Properties → Details.
func writeSyso(w io.Writer, icons, ver, commit string) error {
	var imgs []image.Image
	for _, s := range icoSizes {
		img, _, err := loadIcon(icons, s)
		if err != nil {
			return err
		}
		imgs = append(imgs, img)
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return err
	}
	rs := winres.ResourceSet{}
	if err := rs.SetIcon(winres.Name("APP"), icon); err != nil {
		return err
	}
	rs.SetVersionInfo(versionInfo(ver, commit))
	return rs.WriteObject(w, winres.ArchAMD64)
}

// versionInfo is the VERSIONINFO resource: the numeric version (x.y.z.0,
// from the leading numbers of ver) and the strings.
func versionInfo(ver, commit string) winver.Info {
	vi := winver.Info{}
	vi.SetFileVersion(numeric(ver))
	vi.SetProductVersion(numeric(ver))
	full := ver
	if commit != "" {
		full += " (" + commit + ")"
	}
	for k, v := range map[string]string{
		winver.ProductName: "Rummy", winver.FileDescription: "Rummy", winver.ProductVersion: full, winver.FileVersion: full,
		winver.OriginalFilename: "rummy.exe", winver.InternalName: "rummy", winver.LegalCopyright: "Copyright (c) 2026 The Rummy authors (MIT licence)",
		winver.Comments: "commit " + commit,
	} {
		_ = vi.Set(winver.LangDefault, k, v)
	}
	return vi
}

// numeric is the version's leading numbers, like "1.2.3" of "1.2.3-rc1".
func numeric(ver string) string {
	end := strings.IndexFunc(ver, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
	if end < 0 {
		end = len(ver)
	}
	n := strings.Trim(ver[:end], ".")
	if n == "" {
		return "0.0.0"
	}
	return n
}
