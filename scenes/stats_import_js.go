//go:build js

package scenes

import (
	"syscall/js"
)

// pickedFile is a file the browser's file chooser read.
type pickedFile struct {
	name string
	data []byte
}

// picked receives the chosen file; the frame polls it, never waits.
var picked = make(chan pickedFile, 1)

// chooseImport opens the browser's file chooser for an exported game;
// the file arrives later through pollImport. It returns the line to show
// meanwhile.
func chooseImport(app *App) string {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		defer onChange.Release()
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		name := f.Get("name").String()
		var onText js.Func
		onText = js.FuncOf(func(_ js.Value, args []js.Value) any {
			defer onText.Release()
			arr := js.Global().Get("Uint8Array").New(args[0])
			b := make([]byte, arr.Length())
			js.CopyBytesToGo(b, arr)
			select {
			case picked <- pickedFile{name: name, data: b}:
			default:
			}
			return nil
		})
		f.Call("arrayBuffer").Call("then", onText)
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("click")
	return ""
}

// pollImport returns a file the chooser has read, if one is ready.
func pollImport() (string, []byte, bool) {
	select {
	case f := <-picked:
		return f.name, f.data, true
	default:
		return "", nil, false
	}
}
