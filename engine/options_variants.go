package engine

import "errors"

var boolChoices = []string{"true", "false"}

// ClassicOptions are the options of classic rummy.
type ClassicOptions struct {
	// Players is the seat count, 2–6 (CLA-2).
	Players int `json:"players"`
	// Seed seeds the shuffle; 0 means pick one at random.
	Seed int64 `json:"seed"`
	// Target ends the game when a total reaches it; 0 = play Hands (CLA-11).
	Target int `json:"target"`
	// Hands is the number of hands when Target is 0 (CLA-11).
	Hands int `json:"hands"`
}

// DefaultClassicOptions returns the defaults of RULES.md.
func DefaultClassicOptions() ClassicOptions {
	return ClassicOptions{Players: 2, Target: 100}
}

func (o *ClassicOptions) fields() []field {
	return []field{
		{spec: OptionSpec{Key: "players", Kind: OptInt, Default: "2", Min: 2, Max: 6, Help: "number of seats at the table (2 to 6)", Rule: "CLA-2"}, i: &o.Players},
		{spec: OptionSpec{Key: "seed", Kind: OptInt, Default: "0", Min: 0, Help: "shuffle seed; 0 picks one at random", Rule: "COM-8"}, i64: &o.Seed},
		{spec: OptionSpec{Key: "target", Kind: OptInt, Default: "100", Min: 0, Help: "the game ends when a total reaches this; 0 plays a fixed number of hands", Rule: "CLA-11"}, i: &o.Target},
		{spec: OptionSpec{Key: "hands", Kind: OptInt, Default: "0", Min: 0, Help: "number of hands when target is 0", Rule: "CLA-11"}, i: &o.Hands},
	}
}

// Variant returns Classic.
func (o *ClassicOptions) Variant() Variant { return Classic }

// NumPlayers returns the seat count.
func (o *ClassicOptions) NumPlayers() int { return o.Players }

// GameSeed returns the seed option.
func (o *ClassicOptions) GameSeed() int64 { return o.Seed }

// Specs describes every key.
func (o *ClassicOptions) Specs() []OptionSpec { return specsOf(o.fields()) }

// Set changes one key.
func (o *ClassicOptions) Set(key, value string) error {
	return setField(Classic, o.fields(), key, value)
}

// Get returns one key's value.
func (o *ClassicOptions) Get(key string) (string, error) { return getField(Classic, o.fields(), key) }

// Clone returns a copy.
func (o *ClassicOptions) Clone() Options { c := *o; return &c }

// Validate checks the values and their combination.
func (o *ClassicOptions) Validate() error {
	if err := validateFields(o.fields()); err != nil {
		return err
	}
	if err := checkPlayers(Classic, o.Players, 2, 6); err != nil {
		return err
	}
	if o.Target == 0 && o.Hands == 0 {
		return errors.New("engine: with target=0 the game needs a number of hands: set hands to 1 or more, or set a target")
	}
	return nil
}

// RommeOptions are the options of German rummy (Rummy Palace rules).
type RommeOptions struct {
	// Players is the seat count, 2 to MaxPlayers (ROM-1).
	Players int `json:"players"`
	// Seed seeds the shuffle; 0 means pick one at random.
	Seed int64 `json:"seed"`
	// Hands is the number of hands in a game (ROM-15).
	Hands int `json:"hands"`
	// StopAt ends the game when a total falls to −StopAt; 0 = off (ROM-15).
	StopAt int `json:"stop_at"`
	// MaxPlayers is 4 or 6 (ROM-1).
	MaxPlayers int `json:"max_players"`
	// SmallDeck plays with one deck and 3 jokers (ROM-SR-SMALL).
	SmallDeck bool `json:"small_deck"`
	// Opening is the opening requirement: 30, 40 or 0 (ROM-7, ROM-SR-40, ROM-SR-NOOPEN).
	Opening int `json:"opening"`
	// CyclicRuns lets an ace sit inside a run (ROM-SR-CYCLIC).
	CyclicRuns bool `json:"cyclic_runs"`
	// Jokers plays with jokers; false is ROM-SR-NOJOKER.
	Jokers bool `json:"jokers"`
	// StrictJokers applies ROM-SR-STRICTJOKER.
	StrictJokers bool `json:"strict_jokers"`
	// StrictGroups applies ROM-SR-STRICTSET.
	StrictGroups bool `json:"strict_groups"`
	// Knocking applies ROM-SR-KNOCK (3+ players).
	Knocking bool `json:"knocking"`
	// WinWithoutDiscard applies ROM-SR-NODISCARD.
	WinWithoutDiscard bool `json:"win_without_discard"`
	// CasinoScoring applies ROM-SR-CASINO.
	CasinoScoring bool `json:"casino_scoring"`
	// Practice keeps the game out of the statistics (ROM-SR-PRACTICE).
	Practice bool `json:"practice"`
	// TurnTimer is the turn limit in seconds; 0 = off (ROM-16).
	TurnTimer int `json:"turn_timer"`
}

// DefaultRommeOptions returns the defaults of RULES.md.
func DefaultRommeOptions() RommeOptions {
	return RommeOptions{Players: 4, Hands: 4, MaxPlayers: 4, Opening: 30, Jokers: true}
}

func (o *RommeOptions) fields() []field {
	return []field{
		{spec: OptionSpec{Key: "players", Kind: OptInt, Default: "4", Min: 2, Max: 6, Help: "number of seats at the table (2 to max_players)", Rule: "ROM-1"}, i: &o.Players},
		{spec: OptionSpec{Key: "seed", Kind: OptInt, Default: "0", Min: 0, Help: "shuffle seed; 0 picks one at random", Rule: "COM-8"}, i64: &o.Seed},
		{spec: OptionSpec{Key: "hands", Kind: OptInt, Default: "4", Min: 1, Max: 100, Help: "number of hands in a game", Rule: "ROM-15"}, i: &o.Hands},
		{spec: OptionSpec{Key: "stop_at", Kind: OptInt, Default: "0", Min: 0, Help: "end the game when a total falls to minus this; 0 is off", Rule: "ROM-15"}, i: &o.StopAt},
		{spec: OptionSpec{Key: "max_players", Kind: OptInt, Default: "4", Choices: []string{"4", "6"}, Help: "table size: 4, or 6 as in classic Rommé", Rule: "ROM-1"}, i: &o.MaxPlayers},
		{spec: OptionSpec{Key: "small_deck", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "one deck with 3 jokers, 10 or 7 cards each, no opening requirement", Rule: "ROM-SR-SMALL"}, b: &o.SmallDeck},
		{spec: OptionSpec{Key: "opening", Kind: OptInt, Default: "30", Choices: []string{"30", "40", "0"}, Help: "points the first melds must total: 30, 40, or 0 for none", Rule: "ROM-7"}, i: &o.Opening},
		{spec: OptionSpec{Key: "cyclic_runs", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "an ace may sit inside a run (Q-K-A-2-3)", Rule: "ROM-SR-CYCLIC"}, b: &o.CyclicRuns},
		{spec: OptionSpec{Key: "jokers", Kind: OptBool, Default: "true", Choices: boolChoices, Help: "play with jokers; off removes them from the deck", Rule: "ROM-SR-NOJOKER"}, b: &o.Jokers},
		{spec: OptionSpec{Key: "strict_jokers", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "jokers cannot be discarded or sit side by side; swap only from a set of four", Rule: "ROM-SR-STRICTJOKER"}, b: &o.StrictJokers},
		{spec: OptionSpec{Key: "strict_groups", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "sets are laid in suit order ♣ ♠ ♥ ♦ without gaps", Rule: "ROM-SR-STRICTSET"}, b: &o.StrictGroups},
		{spec: OptionSpec{Key: "knocking", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "players may knock to take a discard out of turn, with a penalty card (3+ players)", Rule: "ROM-SR-KNOCK"}, b: &o.Knocking},
		{spec: OptionSpec{Key: "win_without_discard", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "a player may go out by melding or laying off the last card", Rule: "ROM-SR-NODISCARD"}, b: &o.WinWithoutDiscard},
		{spec: OptionSpec{Key: "casino_scoring", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "casino card values and a bonus for the cards the winner put on the table", Rule: "ROM-SR-CASINO"}, b: &o.CasinoScoring},
		{spec: OptionSpec{Key: "practice", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "a practice game does not count in the statistics", Rule: "ROM-SR-PRACTICE"}, b: &o.Practice},
		{spec: OptionSpec{Key: "turn_timer", Kind: OptInt, Default: "0", Min: 0, Max: 600, Help: "seconds per turn; 0 is off", Rule: "ROM-16"}, i: &o.TurnTimer},
	}
}

// Variant returns Romme.
func (o *RommeOptions) Variant() Variant { return Romme }

// NumPlayers returns the seat count.
func (o *RommeOptions) NumPlayers() int { return o.Players }

// GameSeed returns the seed option.
func (o *RommeOptions) GameSeed() int64 { return o.Seed }

// Specs describes every key.
func (o *RommeOptions) Specs() []OptionSpec { return specsOf(o.fields()) }

// Set changes one key.
func (o *RommeOptions) Set(key, value string) error { return setField(Romme, o.fields(), key, value) }

// Get returns one key's value.
func (o *RommeOptions) Get(key string) (string, error) { return getField(Romme, o.fields(), key) }

// Clone returns a copy.
func (o *RommeOptions) Clone() Options { c := *o; return &c }

// Validate checks the values and their combination.
func (o *RommeOptions) Validate() error {
	if err := validateFields(o.fields()); err != nil {
		return err
	}
	return checkPlayers(Romme, o.Players, 2, o.MaxPlayers)
}

// OpeningPoints is the opening requirement in force: 0 with the small deck
// (ROM-SR-SMALL forces ROM-SR-NOOPEN), otherwise the opening option.
func (o *RommeOptions) OpeningPoints() int {
	if o.SmallDeck {
		return 0
	}
	return o.Opening
}

// LiverpoolOptions are the options of Liverpool rummy.
type LiverpoolOptions struct {
	// Players is the seat count, 3–8 (LIV-1).
	Players int `json:"players"`
	// Seed seeds the shuffle; 0 means pick one at random.
	Seed int64 `json:"seed"`
	// JokerSwap says when jokers may be swapped out of runs (LIV-8).
	JokerSwap string `json:"joker_swap"`
	// BuyPriority decides between several buyers (LIV-BUY-3).
	BuyPriority string `json:"buy_priority"`
	// BuyLimit caps buys per player per hand; 0 = unlimited (LIV-BUY-4).
	BuyLimit int `json:"buy_limit"`
	// BuyPenalty is the number of extra stock cards per buy (LIV-BUY-2).
	BuyPenalty int `json:"buy_penalty"`
	// LiverpoolCall enables LIV-POOL-1.
	LiverpoolCall bool `json:"liverpool_call"`
	// RummyCall enables LIV-RUM-1.
	RummyCall bool `json:"rummy_call"`
	// FalseMeldPenalty applies LIV-SCORE-3's 50 points.
	FalseMeldPenalty bool `json:"false_meld_penalty"`
	// CutBonus enables LIV-CUT-1's −50 bonus.
	CutBonus bool `json:"cut_bonus"`
}

// Joker swap settings (LIV-8).
const (
	SwapGoingDownTurn    = "going_down_turn"
	SwapAnyTurnAfterDown = "any_turn_after_down"
	SwapNever            = "never"
)

// Buy priority settings (LIV-BUY-3).
const (
	BuyNearest     = "nearest"
	BuyFirstCaller = "first_caller"
)

// DefaultLiverpoolOptions returns the defaults of RULES.md.
func DefaultLiverpoolOptions() LiverpoolOptions {
	return LiverpoolOptions{Players: 4, JokerSwap: SwapGoingDownTurn, BuyPriority: BuyNearest,
		BuyPenalty: 1, LiverpoolCall: true, RummyCall: true, CutBonus: true}
}

func (o *LiverpoolOptions) fields() []field {
	return []field{
		{spec: OptionSpec{Key: "players", Kind: OptInt, Default: "4", Min: 3, Max: 8, Help: "number of seats at the table (3 to 8)", Rule: "LIV-1"}, i: &o.Players},
		{spec: OptionSpec{Key: "seed", Kind: OptInt, Default: "0", Min: 0, Help: "shuffle seed; 0 picks one at random", Rule: "COM-8"}, i64: &o.Seed},
		{spec: OptionSpec{Key: "joker_swap", Kind: OptChoice, Default: SwapGoingDownTurn, Choices: []string{SwapGoingDownTurn, SwapAnyTurnAfterDown, SwapNever}, Help: "when a joker in a run may be swapped for the card it stands for", Rule: "LIV-8"}, s: &o.JokerSwap},
		{spec: OptionSpec{Key: "buy_priority", Kind: OptChoice, Default: BuyNearest, Choices: []string{BuyNearest, BuyFirstCaller}, Help: "who gets a discard several players want to buy", Rule: "LIV-BUY-3"}, s: &o.BuyPriority},
		{spec: OptionSpec{Key: "buy_limit", Kind: OptInt, Default: "0", Min: 0, Max: 20, Help: "buys per player per hand; 0 is unlimited", Rule: "LIV-BUY-4"}, i: &o.BuyLimit},
		{spec: OptionSpec{Key: "buy_penalty", Kind: OptInt, Default: "1", Min: 0, Max: 3, Help: "extra cards from the stock for each buy", Rule: "LIV-BUY-2"}, i: &o.BuyPenalty},
		{spec: OptionSpec{Key: "liverpool_call", Kind: OptBool, Default: "true", Choices: boolChoices, Help: "call Liverpool to take a discard that fits a meld on the table", Rule: "LIV-POOL-1"}, b: &o.LiverpoolCall},
		{spec: OptionSpec{Key: "rummy_call", Kind: OptBool, Default: "true", Choices: boolChoices, Help: "call Rummy when someone down discards a card that fits a meld", Rule: "LIV-RUM-1"}, b: &o.RummyCall},
		{spec: OptionSpec{Key: "false_meld_penalty", Kind: OptBool, Default: "false", Choices: boolChoices, Help: "a failed lay-down costs 50 points instead of being refused", Rule: "LIV-SCORE-3"}, b: &o.FalseMeldPenalty},
		{spec: OptionSpec{Key: "cut_bonus", Kind: OptBool, Default: "true", Choices: boolChoices, Help: "a perfect cut takes 50 points off the cutter's total", Rule: "LIV-CUT-1"}, b: &o.CutBonus},
	}
}

// Variant returns Liverpool.
func (o *LiverpoolOptions) Variant() Variant { return Liverpool }

// NumPlayers returns the seat count.
func (o *LiverpoolOptions) NumPlayers() int { return o.Players }

// GameSeed returns the seed option.
func (o *LiverpoolOptions) GameSeed() int64 { return o.Seed }

// Specs describes every key.
func (o *LiverpoolOptions) Specs() []OptionSpec { return specsOf(o.fields()) }

// Set changes one key.
func (o *LiverpoolOptions) Set(key, value string) error {
	return setField(Liverpool, o.fields(), key, value)
}

// Get returns one key's value.
func (o *LiverpoolOptions) Get(key string) (string, error) {
	return getField(Liverpool, o.fields(), key)
}

// Clone returns a copy.
func (o *LiverpoolOptions) Clone() Options { c := *o; return &c }

// Validate checks the values and their combination.
func (o *LiverpoolOptions) Validate() error {
	if err := validateFields(o.fields()); err != nil {
		return err
	}
	return checkPlayers(Liverpool, o.Players, 3, 8)
}
