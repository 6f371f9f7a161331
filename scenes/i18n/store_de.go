package i18n

// germanStore holds the German texts of keys_store.go.
var germanStore = map[Key]string{
	NetUnsaved:            "Der Server kann gerade nicht speichern; dein letzter Zug wurde nicht übernommen. Der Tisch wartet, bis wieder gespeichert werden kann.",
	OnlineErrUnrestorable: "Dieser Tisch konnte nicht wiederhergestellt werden: seine gespeicherten Daten sind beschädigt. Bitte den Gastgeber um einen neuen Tisch.",
}
