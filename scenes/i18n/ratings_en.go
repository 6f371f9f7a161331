package i18n

// englishRatings holds the English texts of keys_ratings.go.
var englishRatings = map[Key]string{
	OnlineRated:            "Rated",
	OnlineRatings:          "Ratings",
	RatingsTitle:           "Ratings",
	RatingsAsking:          "Asking %s for the ratings…",
	RatingsUnrated:         "You have no rating in this game yet: finish a rated table online to get one.",
	RatingsYou:             "You",
	RatingsValue:           "%s (95%%: %s–%s)",
	RatingsRank:            "Place %d of %d",
	RatingsGames:           "Rated games: %d",
	RatingsHistory:         "Last changes",
	RatingsChange:          "%s → %s   %s",
	RatingsBoard:           "Leaderboard · %d rated",
	RatingsBoardEmpty:      "Nobody is rated in this game on this server yet.",
	RatingsRow:             "%s · %d games",
	RatingsNote:            "Glicko-2, one update per finished rated game. The bots are on the same scale, at fixed ratings from their self-play ladder:",
	OnlineErrRatedIdentity: "A rated table needs your player identity, and the server did not get it. Update the game, or turn Rated off.",
	OnlineErrRatedBot:      "A bot of this level has no rating in this game, so the table cannot be rated: choose another bot or open seats, or turn Rated off.",
	OnlineErrRatedHints:    "A rated table has no hints: turn hints off, or turn Rated off.",
	OnlineErrRatedTwice:    "Your identity sits at this rated table already: one seat per player.",
}
