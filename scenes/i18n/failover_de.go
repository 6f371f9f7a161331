package i18n

// germanFailover holds the German texts of keys_failover.go.
var germanFailover = map[Key]string{
	OnlineErrBadServer:    "„%s“ ist keine Serveradresse. Schreibe HOST:PORT, etwa 127.0.0.1:8787; mehrere, durch Kommas getrennt, für die Knoten eines Servers.",
	OnlineErrEmptyServer:  "Im Serverfeld steht eine leere Adresse. Schreibe HOST:PORT, etwa 127.0.0.1:8787; mehrere durch Kommas getrennt, ohne Lücke zwischen zwei Kommas.",
	NetReconnectingTo:     "Verbinde erneut mit %s…",
	PauseOnlineText:       "Wenn du gehst, endet die Partie für die anderen nicht: Ein Bot spielt deinen Platz, bis du zurück bist. Tritt mit dem Einladungscode wieder bei, um deinen Platz zurückzunehmen.",
	PauseWatchText:        "Du schaust nicht mehr zu; die Partie geht für ihre Spieler weiter. Mit dem Einladungscode kannst du wieder zuschauen.",
	OnlineErrTooManyCodes: "Aus deinem Netz kamen zu viele falsche Einladungscodes. Warte eine Minute und prüfe den Code mit der Person, die dich eingeladen hat.",
	OnlineErrWatchCode:    "Zum Zuschauen brauchst du den Einladungscode des Tisches: frag jemanden, der mitspielt.",
	OnlineNoConnection:    "Keine Verbindung: Dieses Gerät ist offline, daher ist kein Tischserver erreichbar. Verbinde dich mit dem Netz und versuche es erneut; Spiele gegen Bots gehen im Menü auch ohne Netz.",
}
