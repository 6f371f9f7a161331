package i18n

// Keys of the statistics screen (issue 16, item 5).
const (
	MenuStats Key = "menu.stats"

	StatsTitle       Key = "stats.title"
	StatsGames       Key = "stats.games"
	StatsWins        Key = "stats.wins"
	StatsWinRate     Key = "stats.win_rate"
	StatsBest        Key = "stats.best"
	StatsBestLow     Key = "stats.best_low"
	StatsAverage     Key = "stats.average"
	StatsHandsWon    Key = "stats.hands_won"
	StatsOf          Key = "stats.of"
	StatsRummies     Key = "stats.rummies"
	StatsHandRummies Key = "stats.hand_rummies"
	StatsBestStreak  Key = "stats.best_streak"
	StatsStreak      Key = "stats.streak"
	StatsByLevel     Key = "stats.by_level"
	StatsRecent      Key = "stats.recent"
	StatsNoGames     Key = "stats.no_games"
	StatsNoRecent    Key = "stats.no_recent"
	StatsWon         Key = "stats.won"
	StatsPlace       Key = "stats.place"
	StatsSeat        Key = "stats.seat"
	StatsReset       Key = "stats.reset"
	StatsResetTitle  Key = "stats.reset_title"
	StatsResetText   Key = "stats.reset_text"
	StatsResetYes    Key = "stats.reset_yes"
	StatsResetDone   Key = "stats.reset_done"
	StatsExport      Key = "stats.export"
	StatsExported    Key = "stats.exported"
	StatsDownloaded  Key = "stats.downloaded"
	StatsNotKept     Key = "stats.not_kept"
	StatsSelected    Key = "stats.selected"
	StatsKeysHint    Key = "stats.keys_hint"
	StatsDateLayout  Key = "stats.date_layout"
	StatsNone        Key = "stats.none"
	// StatsDecimal is the decimal separator of the language.
	StatsDecimal Key = "stats.decimal"

	// Counting messages (plurals_*.go).
	StatsGameCount Key = "stats.game_count"
	StatsLevelRow  Key = "stats.level_row"
)
