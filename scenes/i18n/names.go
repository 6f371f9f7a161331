package i18n

// botName is a name a bot is given, with its grammatical gender.
type botName struct {
	text   string
	gender Gender
}

// botNames are the names bots are given at a table, by language: names
// people of that language know, men's and women's in turn, fifteen of
// them (Kopilka seats fifteen).
var botNames = [...][15]botName{
	English: {{"Alice", Feminine}, {"Ben", Masculine}, {"Clara", Feminine}, {"Dave", Masculine}, {"Emma", Feminine},
		{"Felix", Masculine}, {"Grace", Feminine}, {"Hugo", Masculine}, {"Iris", Feminine}, {"Jack", Masculine},
		{"Kate", Feminine}, {"Leo", Masculine}, {"Mia", Feminine}, {"Noah", Masculine}, {"Olive", Feminine}},
	Russian: {{"Анна", Feminine}, {"Борис", Masculine}, {"Вера", Feminine}, {"Глеб", Masculine}, {"Дарья", Feminine},
		{"Егор", Masculine}, {"Жанна", Feminine}, {"Захар", Masculine}, {"Ирина", Feminine}, {"Кирилл", Masculine},
		{"Лидия", Feminine}, {"Максим", Masculine}, {"Нина", Feminine}, {"Олег", Masculine}, {"Полина", Feminine}},
	German: {{"Anna", Feminine}, {"Bernd", Masculine}, {"Clara", Feminine}, {"Dieter", Masculine}, {"Emma", Feminine},
		{"Felix", Masculine}, {"Greta", Feminine}, {"Hans", Masculine}, {"Ida", Feminine}, {"Jonas", Masculine},
		{"Karin", Feminine}, {"Lukas", Masculine}, {"Marie", Feminine}, {"Niklas", Masculine}, {"Olga", Feminine}},
}

// BotName returns the name of the n-th bot at a table (from 0) in the
// catalogue's language, and its gender; taken lists names already used
// at the table (the people's own), which a bot does not get twice.
func (c Catalog) BotName(n int, taken func(string) bool) (string, Gender) {
	k := 0
	for _, b := range botNames[c.lang] {
		if taken != nil && taken(b.text) {
			continue
		}
		if k == n {
			return b.text, b.gender
		}
		k++
	}
	return c.F(SeatBot, n+1), Masculine // more bots than names
}

// NameGender is the gender of a name as a table gives it: a bot's name
// of any language has its own; any other (a person's own name, kept in a
// saved game) has none known, Neutral.
func NameGender(name string) Gender {
	for _, names := range botNames {
		for _, b := range names {
			if b.text == name {
				return b.gender
			}
		}
	}
	return Neutral
}
