package i18n

// Keys of rated tables, the ratings screen and the leaderboard (issue
// 31 item 5).
const (
	// OnlineRated is the lobby's "rated" table option.
	OnlineRated Key = "online.rated"
	// OnlineRatings opens the ratings screen (lobby, statistics).
	OnlineRatings Key = "online.ratings"
	// RatingsTitle heads the screen; RatingsAsking (%s: the server)
	// and RatingsUnrated stand for your part.
	RatingsTitle   Key = "ratings.title"
	RatingsAsking  Key = "ratings.asking"
	RatingsUnrated Key = "ratings.unrated"
	// RatingsYou heads your part; RatingsValue is a rating and its
	// 95% interval (%s, %s, %s); RatingsRank your place (%d of %d) and
	// RatingsGames your rated games (%d).
	RatingsYou   Key = "ratings.you"
	RatingsValue Key = "ratings.value"
	RatingsRank  Key = "ratings.rank"
	RatingsGames Key = "ratings.games"
	// RatingsHistory heads the last changes; RatingsChange is one
	// (%s: the change, %s: the rating after, %s: the date).
	RatingsHistory Key = "ratings.history"
	RatingsChange  Key = "ratings.change"
	// RatingsBoard heads the leaderboard (%d: the players rated);
	// RatingsBoardEmpty stands for an empty one; RatingsRow is one
	// line's rating and games (%s, %d).
	RatingsBoard      Key = "ratings.board"
	RatingsBoardEmpty Key = "ratings.board_empty"
	RatingsRow        Key = "ratings.row"
	// RatingsNote says how ratings are made (bots on the same scale).
	RatingsNote Key = "ratings.note"
	// The server's refusals of a rated table.
	OnlineErrRatedIdentity Key = "online.err_rated_identity"
	OnlineErrRatedBot      Key = "online.err_rated_bot"
	OnlineErrRatedHints    Key = "online.err_rated_hints"
	OnlineErrRatedTwice    Key = "online.err_rated_twice"
)
