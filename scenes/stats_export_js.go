//go:build js

package scenes

import (
	"fmt"
	"syscall/js"

	"rummy/scenes/i18n"
)

// deliverExport offers the exported game as a download.
func deliverExport(app *App, name string, data []byte) (note string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("scenes: the browser refused the download: %v", p)
		}
	}()
	g := js.Global()
	arr := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := g.Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := g.Get("URL").Call("createObjectURL", blob)
	a := g.Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	g.Get("URL").Call("revokeObjectURL", url)
	return app.Cat.F(i18n.StatsDownloaded, name), nil
}
