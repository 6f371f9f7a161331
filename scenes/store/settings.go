package store

import (
	"fmt"
	"math"
	"strings"
)

// SettingsName is the settings document's name in the store.
const SettingsName = "settings.json"

// settingsFormat is the format number of the settings document.
const settingsFormat = 1

var settingsDoc = document{name: SettingsName, human: "settings", format: settingsFormat}

// Speed is how fast something moves: animations, or bots' turns.
type Speed string

// The speeds.
const (
	Slow   Speed = "slow"
	Normal Speed = "normal"
	Fast   Speed = "fast"
)

// Valid reports whether s is one of the speeds.
func (s Speed) Valid() bool { return s == Slow || s == Normal || s == Fast }

// Languages lists the languages the game speaks, as settings codes.
var Languages = []string{"en", "ru", "de"}

// Settings are the player's choices that outlive a game.
type Settings struct {
	SoundOn        bool    `json:"soundOn"`
	Volume         float64 `json:"volume"` // 0 (silent) to 1 (full)
	AnimationSpeed Speed   `json:"animationSpeed"`
	BotSpeed       Speed   `json:"botSpeed"`
	Language       string  `json:"language"` // "en", "ru" or "de"
	FourColourDeck bool    `json:"fourColourDeck"`
	// RussianIndices prints В Д К Т on the court cards and the ace
	// instead of J Q K A.
	RussianIndices bool `json:"russianIndices"`
	CardBack       int  `json:"cardBack"` // 0 burgundy lattice, 1 blue rosette
	// ClaimSeconds is how long a claim window (a buy, a knock, a call)
	// waits for a person, in seconds; WaitForMe keeps it open offline
	// until the person answers (issue 15 item 5). 0 seconds is the default.
	ClaimSeconds int  `json:"claimSeconds"`
	WaitForMe    bool `json:"waitForMe"`
	// StagingExplained is set once the player has built a group in the
	// staging row: its one-line explanation is not shown again.
	StagingExplained bool `json:"stagingExplained,omitempty"`
	// NoDiscardWarning turns off the warning before a discard another
	// player could call (Liverpool's calls, issue 15 item 10).
	NoDiscardWarning bool `json:"noDiscardWarning,omitempty"`
	// CardSize is how big the cards are drawn: s, m (the default, also
	// when empty, as in files written before issue 18), l or xl.
	CardSize CardSize `json:"cardSize,omitempty"`
	// LargePrint draws every word bigger (issue 18 item 3).
	LargePrint bool `json:"largePrint,omitempty"`
	// Name is what the person calls themselves at the table ("" until
	// they write one); People holds the names of the other people of a
	// hot-seat table, in seat order, one a line (a string keeps Settings
	// comparable).
	Name   string `json:"name,omitempty"`
	People string `json:"people,omitempty"`
	// LastSetup is the table the menu started last, offered again at the
	// next start; nil before the first game.
	LastSetup *LastSetup `json:"lastSetup,omitempty"`
	// LessonOffered is set once the first start has offered the guided
	// hand (issue 16 item 2), whatever the answer.
	LessonOffered bool `json:"lessonOffered,omitempty"`
	// HandSort is how a dealt hand is sorted: the sort the player chose
	// last with the sort buttons (issue 24 item 9); "" reads as by suit.
	HandSort HandSort `json:"handSort,omitempty"`
	// SuitShapes prints a large suit symbol in every card corner (issue
	// 30 item 1).
	SuitShapes bool `json:"suitShapes,omitempty"`
	// HighContrast draws text and marks in the high-contrast theme.
	HighContrast bool `json:"highContrast,omitempty"`
	// TextSize is how big text is drawn, in per cent: 100 to 150 (0, as
	// in files written before issue 30, reads as 100; large print as 120).
	TextSize int `json:"textSize,omitempty"`
	// ReducedMotion shortens card flights and stops swelling and pulsing
	// marks; ReducedMotionSet says the person chose it (until then the
	// browser's prefers-reduced-motion gives the default).
	ReducedMotion    bool `json:"reducedMotion,omitempty"`
	ReducedMotionSet bool `json:"reducedMotionSet,omitempty"`
	// Speech reads the table's events aloud through the system's speech
	// service (issue 30 item 4); off by default.
	Speech bool `json:"speech,omitempty"`
	// Keys holds the key bindings changed from the defaults, one action a
	// line ("draw=Q"; issue 30 item 5). The scenes read it: a line they
	// cannot use keeps the default keys, with a message.
	Keys string `json:"keys,omitempty"`
}

// The text sizes a person may choose, in per cent.
const (
	MinTextSize  = 100
	MaxTextSize  = 150
	TextSizeStep = 10
)

// HandSort is the sort a new hand is dealt in.
type HandSort string

// The sorts of a dealt hand.
const (
	SortBySuit HandSort = "suit"
	SortByRank HandSort = "rank"
)

// Valid reports whether h is a sort ("" reads as by suit).
func (h HandSort) Valid() bool { return h == "" || h == SortBySuit || h == SortByRank }

// CardSize is how big cards are drawn.
type CardSize string

// The card sizes, smallest first.
const (
	CardS  CardSize = "s"
	CardM  CardSize = "m"
	CardL  CardSize = "l"
	CardXL CardSize = "xl"
)

// CardSizes lists the card sizes in settings order.
var CardSizes = [...]CardSize{CardS, CardM, CardL, CardXL}

// Valid reports whether c is a card size ("" reads as m).
func (c CardSize) Valid() bool {
	return c == "" || c == CardS || c == CardM || c == CardL || c == CardXL
}

// Scale is how much bigger than medium the cards are drawn.
func (c CardSize) Scale() float64 {
	switch c {
	case CardS:
		return 0.85
	case CardL:
		return 1.15
	case CardXL:
		return 1.3
	}
	return 1
}

// MaxNameBytes is the longest name a person may give themselves.
const MaxNameBytes = 48

// NumCardBacks is the number of card backs to choose from.
const NumCardBacks = 2

// DefaultSettings returns the settings of a first start: sound on at 80 %,
// normal speeds, English, the usual two-colour deck with J Q K A.
func DefaultSettings() Settings {
	return Settings{
		SoundOn:        true,
		Volume:         0.8,
		AnimationSpeed: Normal,
		BotSpeed:       Normal,
		Language:       "en",
		FourColourDeck: false,
		ClaimSeconds:   DefaultClaimSeconds,
	}
}

// Validate reports the first value out of its range.
func (s Settings) Validate() error {
	if math.IsNaN(s.Volume) || s.Volume < 0 || s.Volume > 1 {
		return fmt.Errorf("store: volume %v is outside 0..1", s.Volume)
	}
	if !s.AnimationSpeed.Valid() {
		return fmt.Errorf("store: animation speed %q: choose slow, normal or fast", s.AnimationSpeed)
	}
	if s.CardBack < 0 || s.CardBack >= NumCardBacks {
		return fmt.Errorf("store: card back %d: choose 0 to %d", s.CardBack, NumCardBacks-1)
	}
	if s.ClaimSeconds != 0 && (s.ClaimSeconds < MinClaimSeconds || s.ClaimSeconds > MaxClaimSeconds) {
		return fmt.Errorf("store: claim window of %d seconds: choose %d to %d", s.ClaimSeconds, MinClaimSeconds, MaxClaimSeconds)
	}
	if !s.CardSize.Valid() {
		return fmt.Errorf("store: card size %q: choose s, m, l or xl", s.CardSize)
	}
	for _, n := range append([]string{s.Name}, strings.Split(s.People, "\n")...) {
		if len(n) > MaxNameBytes {
			return fmt.Errorf("store: the name %q is longer than %d bytes: write a shorter one", n, MaxNameBytes)
		}
	}
	if !s.HandSort.Valid() {
		return fmt.Errorf("store: hand sort %q: choose suit or rank", s.HandSort)
	}
	if s.TextSize != 0 && (s.TextSize < MinTextSize || s.TextSize > MaxTextSize) {
		return fmt.Errorf("store: text size %d %%: choose %d to %d", s.TextSize, MinTextSize, MaxTextSize)
	}
	if !s.BotSpeed.Valid() {
		return fmt.Errorf("store: bot speed %q: choose slow, normal or fast", s.BotSpeed)
	}
	for _, l := range Languages {
		if s.Language == l {
			return nil
		}
	}
	return fmt.Errorf("store: language %q: choose en, ru or de", s.Language)
}

// settingsFile is the settings document as stored.
type settingsFile struct {
	Format int `json:"format"`
	Settings
}

// LoadSettings returns the saved settings, or the defaults when there are
// none. When the saved ones cannot be used it also returns a *Warning to
// show the player; the settings returned are then the defaults, and the
// bad data is kept aside.
func LoadSettings(s Store) (Settings, error) {
	f := settingsFile{Settings: DefaultSettings()}
	ok, warning := settingsDoc.load(s, &f, f.validate)
	if !ok {
		return DefaultSettings(), warning
	}
	return f.Settings, nil
}

func (f *settingsFile) validate() error { return f.Settings.Validate() }

// SaveSettings stores the settings; it refuses values out of range.
func SaveSettings(s Store, v Settings) error {
	if err := v.Validate(); err != nil {
		return err
	}
	return settingsDoc.save(s, settingsFile{Format: settingsFormat, Settings: v})
}
