package scenes

// AutosaveFile is the name of the autosaved game in the Store.
const AutosaveFile = "autosave.json"
