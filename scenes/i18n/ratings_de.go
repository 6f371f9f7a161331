package i18n

// germanRatings holds the German texts of keys_ratings.go.
var germanRatings = map[Key]string{
	OnlineRated:            "Gewertet",
	OnlineRatings:          "Wertungen",
	RatingsTitle:           "Wertungen",
	RatingsAsking:          "Frage %s nach den Wertungen…",
	RatingsUnrated:         "In diesem Spiel hast du noch keine Wertung: Spiele einen gewerteten Tisch online zu Ende.",
	RatingsYou:             "Du",
	RatingsValue:           "%s (95 %%: %s–%s)",
	RatingsRank:            "Platz %d von %d",
	RatingsGames:           "Gewertete Partien: %d",
	RatingsHistory:         "Letzte Änderungen",
	RatingsChange:          "%s → %s   %s",
	RatingsBoard:           "Bestenliste · %d gewertet",
	RatingsBoardEmpty:      "In diesem Spiel ist auf diesem Server noch niemand gewertet.",
	RatingsRow:             "%s · %d Partien",
	RatingsNote:            "Glicko-2, eine Änderung je zu Ende gespielter gewerteter Partie. Die Bots stehen auf derselben Skala, mit festen Wertungen aus ihrer Rangliste gegeneinander:",
	OnlineErrRatedIdentity: "Ein gewerteter Tisch braucht deine Spieleridentität, und der Server hat sie nicht bekommen. Aktualisiere das Spiel oder schalte Gewertet aus.",
	OnlineErrRatedBot:      "Ein Bot dieser Stufe hat in diesem Spiel keine Wertung, daher kann der Tisch nicht gewertet werden: Wähle einen anderen Bot oder freie Plätze, oder schalte Gewertet aus.",
	OnlineErrRatedHints:    "Ein gewerteter Tisch hat keine Tipps: Schalte die Tipps aus oder Gewertet.",
	OnlineErrRatedTwice:    "Deine Identität sitzt schon an diesem gewerteten Tisch: ein Platz je Spieler.",
}
