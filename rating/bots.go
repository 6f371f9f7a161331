package rating

// Bots are the bot levels' fixed ratings per variant (by the variant's
// and level's names), from the published self-play ladder of rummy-sim
// (README, "Bot levels and the ladder"): classic from `rummy-sim ladder
// --variant classic --levels random,greedy,easy,normal,hard --games 20
// --period 5`, Rommé from `--variant romme` with the same levels and
// `--games 10 --period 5` (seed 1 both). The ladder is heads-up, so
// Liverpool (3 to 8 players) and Kopilka have none yet; the expert
// level was never laddered. A rated game counts a bot at these figures
// and never moves them.
var Bots = map[string]map[string]Glicko{
	"classic": {
		"hard":   {R: 1854, RD: 58},
		"normal": {R: 1800, RD: 57},
		"greedy": {R: 1646, RD: 56},
		"easy":   {R: 1251, RD: 66},
		"random": {R: 897, RD: 78},
	},
	"romme": {
		"hard":   {R: 1793, RD: 80},
		"normal": {R: 1605, RD: 76},
		"greedy": {R: 1461, RD: 74},
		"easy":   {R: 1450, RD: 75},
		"random": {R: 1193, RD: 84},
	},
}

// Bot is a bot level's fixed rating in a variant.
func Bot(variant, level string) (Glicko, bool) {
	g, ok := Bots[variant][level]
	return g, ok
}
