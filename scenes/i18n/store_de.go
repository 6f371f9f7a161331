package i18n

// germanStore holds the German texts of keys_store.go.
var germanStore = map[Key]string{
	NetUnsaved:             "Der Server kann gerade nicht speichern; dein letzter Zug wurde nicht übernommen.",
	OnlineErrUnrestorable:  "Dieser Tisch konnte nicht wiederhergestellt werden: seine gespeicherten Daten sind beschädigt. Bitte den Gastgeber um einen neuen Tisch.",
	OnlineErrTooManyTables: "Aus deinem Netzwerk sind so viele Tische offen, wie der Server erlaubt. Spiele einen zu Ende oder verlasse ihn (nicht begonnene Tische schließen nach einer Stunde) und eröffne dann einen neuen.",
	OnlineErrServerFull:    "Der Server hat gerade so viele Tische, wie er fassen kann. Versuche es später noch einmal oder tritt mit dem Code dem Tisch eines Freundes bei.",
}
