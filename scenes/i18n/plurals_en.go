package i18n

// englishPlurals holds the English counting messages (plural.go): every
// other language has the same keys, in the forms its plural rules need.
var englishPlurals = map[Key]Plural{
	TableOpening:      {One: "Opening: %d point", Other: "Opening: %d points"},
	TableCards:        {One: "%d card", Other: "%d cards"},
	TableBooks:        {One: "%d book", Other: "%d books"},
	TableRuns:         {One: "%d run", Other: "%d runs"},
	TableTurnTimer:    {One: "%d second left", Other: "%d seconds left"},
	TableClaimSeconds: {One: "%d second", Other: "%d seconds"},
	TableCutLifted:    {One: "%d card lifted", Other: "%d cards lifted"},
	LogCut:            {One: "%s cut %d card", Other: "%s cut %d cards"},
	LogYouCut:         {One: "You cut %d card", Other: "You cut %d cards"},
	LogPenalty:        {One: "%s: %+d point", Other: "%s: %+d points"},

	"arg.books": {One: "%d book", Other: "%d books"},
	"arg.runs":  {One: "%d run", Other: "%d runs"},

	"refusal.no_seat":    {One: "There is no seat %[1]s at a table of %[2]s", Other: "There is no seat %[1]s at a table of %[2]s", Arg: 2},
	"refusal.cut_size":   {One: "Lift between 1 and %[1]s card when cutting, not %[2]s", Other: "Lift between 1 and %[1]s cards when cutting, not %[2]s", Arg: 1},
	"refusal.open_first": {One: "Open first with melds worth at least %[1]s point before using the table", Other: "Open first with melds worth at least %[1]s points before using the table", Arg: 1},
	"meld.opening_short": {One: "opening melds total %[1]s point; %[2]s needed", Other: "opening melds total %[1]s points; %[2]s needed", Arg: 1},

	StatsGameCount: {One: "%d game", Other: "%d games"},
	StatsLevelRow:  {One: "%[1]d game, %[2]d won", Other: "%[1]d games, %[2]d won", Arg: 1},
	ReplaySummary:  {One: "%[1]d decision cost you about %[2]d points", Other: "%[1]d decisions cost you about %[2]d points", Arg: 1},
	MenuYourTurnAt: {One: "Your turn at %d table", Other: "Your turn at %d tables"},
}
