package engine

// KopilkaOptions are the options of Kopilka, the piggy-bank chip game.
type KopilkaOptions struct {
	// Players is the seat count, 3–15 (KOP-1).
	Players int `json:"players"`
	// Seed seeds the shuffle; 0 means pick one at random.
	Seed int64 `json:"seed"`
	// Chips is each player's chips at the start, at least 12 (KOP-1).
	Chips int `json:"chips"`
}

// Kopilka's fixed numbers (KOP-1, KOP-5).
const (
	// KopilkaMinChips is the fewest chips a player may start with.
	KopilkaMinChips = 12
	// KopilkaAnte is what each player puts into the bank at the start.
	KopilkaAnte = 3
	// MaxKopilkaRounds ends a game that no player has won by then.
	MaxKopilkaRounds = 1000
)

// DefaultKopilkaOptions returns the defaults of RULES.md.
func DefaultKopilkaOptions() KopilkaOptions {
	return KopilkaOptions{Players: 4, Chips: KopilkaMinChips}
}

func (o *KopilkaOptions) fields() []field {
	return []field{
		{spec: OptionSpec{Key: "players", Kind: OptInt, Default: "4", Min: 3, Max: 15, Help: "number of seats at the table (3 to 15)", Rule: "KOP-1"}, i: &o.Players},
		{spec: OptionSpec{Key: "seed", Kind: OptInt, Default: "0", Min: 0, Help: "shuffle seed; 0 picks one at random", Rule: "COM-8"}, i64: &o.Seed},
		{spec: OptionSpec{Key: "chips", Kind: OptInt, Default: "12", Min: KopilkaMinChips, Max: 1000, Help: "chips per player at the start (12 or more)", Rule: "KOP-1"}, i: &o.Chips},
	}
}

// Variant returns Kopilka.
func (o *KopilkaOptions) Variant() Variant { return Kopilka }

// NumPlayers returns the seat count.
func (o *KopilkaOptions) NumPlayers() int { return o.Players }

// GameSeed returns the seed option.
func (o *KopilkaOptions) GameSeed() int64 { return o.Seed }

// Specs describes every key.
func (o *KopilkaOptions) Specs() []OptionSpec { return specsOf(o.fields()) }

// Set changes one key.
func (o *KopilkaOptions) Set(key, value string) error {
	return setField(Kopilka, o.fields(), key, value)
}

// Get returns one key's value.
func (o *KopilkaOptions) Get(key string) (string, error) { return getField(Kopilka, o.fields(), key) }

// Clone returns a copy.
func (o *KopilkaOptions) Clone() Options { c := *o; return &c }

// Validate checks the values.
func (o *KopilkaOptions) Validate() error {
	if err := validateFields(o.fields()); err != nil {
		return err
	}
	return checkPlayers(Kopilka, o.Players, 3, 15)
}
