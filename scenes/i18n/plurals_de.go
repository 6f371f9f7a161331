package i18n

// germanPlurals holds the German counting messages: One for 1, Other for
// every other number.
var germanPlurals = map[Key]Plural{
	TableOpening:      {One: "Herauskommen: %d Punkt", Other: "Herauskommen: %d Punkte"},
	TableCards:        {One: "%d Karte", Other: "%d Karten"},
	TableBooks:        {One: "%d Satz", Other: "%d Sätze"},
	TableRuns:         {One: "%d Reihe", Other: "%d Reihen"},
	TableTurnTimer:    {One: "noch %d Sekunde", Other: "noch %d Sekunden"},
	TableClaimSeconds: {One: "%d Sekunde", Other: "%d Sekunden"},
	TableCutLifted:    {One: "%d Karte abgehoben", Other: "%d Karten abgehoben"},
	LogCut:            {One: "%s hebt %d Karte ab", Other: "%s hebt %d Karten ab"},
	LogYouCut:         {One: "Du hebst %d Karte ab", Other: "Du hebst %d Karten ab"},
	LogPenalty:        {One: "%s: %+d Punkt", Other: "%s: %+d Punkte"},

	"arg.books": {One: "%d Satz", Other: "%d Sätze"},
	"arg.runs":  {One: "%d Reihe", Other: "%d Reihen"},

	"refusal.no_seat":    {One: "An einem Tisch mit %[2]s Platz gibt es keinen Platz %[1]s", Other: "An einem Tisch mit %[2]s Plätzen gibt es keinen Platz %[1]s", Arg: 2},
	"refusal.cut_size":   {One: "Heb zwischen 1 und %[1]s Karte ab, nicht %[2]s", Other: "Heb zwischen 1 und %[1]s Karten ab, nicht %[2]s", Arg: 1},
	"refusal.open_first": {One: "Komm zuerst mit Kombinationen von mindestens %[1]s Punkt heraus, bevor du den Tisch nutzt", Other: "Komm zuerst mit Kombinationen von mindestens %[1]s Punkten heraus, bevor du den Tisch nutzt", Arg: 1},
	"meld.opening_short": {One: "die Kombinationen zum Herauskommen zählen %[1]s Punkt; nötig sind %[2]s", Other: "die Kombinationen zum Herauskommen zählen %[1]s Punkte; nötig sind %[2]s", Arg: 1},

	StatsGameCount: {One: "%d Partie", Other: "%d Partien"},
	StatsLevelRow:  {One: "%[1]d Partie, %[2]d gewonnen", Other: "%[1]d Partien, %[2]d gewonnen", Arg: 1},
	ReplaySummary:  {One: "%[1]d Entscheidung kostete dich etwa %[2]d Punkte", Other: "%[1]d Entscheidungen kosteten dich etwa %[2]d Punkte", Arg: 1},
	MenuYourTurnAt: {One: "Du bist an %d Tisch dran", Other: "Du bist an %d Tischen dran"},
}
