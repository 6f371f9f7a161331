//go:build js

package speech

// System reports no speech service in the browser: there the page's live
// region hands the same lines to the person's screen reader.
func System() (string, Voice) { return "", nil }
