package i18n

import "fmt"

// Gender is the grammatical gender of a seat's name: Russian past-tense
// verbs agree with their subject ("Борис взял", "Анна взяла"). A name a
// person gave themselves has no known gender and takes forms that need
// none (the present tense: "Саша берёт").
type Gender uint8

// The genders a log line can agree with.
const (
	Masculine Gender = iota // and the default: "Бот 1", "Игрок 2"
	Feminine
	Neutral // unknown: a person's own name
)

// suffix names a gender's variant of a key.
func (g Gender) suffix() string {
	switch g {
	case Feminine:
		return "@f"
	case Neutral:
		return "@n"
	}
	return ""
}

// genderedOf returns a language's variants of messages whose verb agrees
// with the seat named first, keyed by the message's key and a gender's
// suffix; languages whose verbs do not agree have none.
func genderedOf(l Lang) map[Key]string {
	if l == Russian {
		return russianGendered
	}
	return nil
}

// genderedPluralsOf is genderedOf for counting messages.
func genderedPluralsOf(l Lang) map[Key]Plural {
	if l == Russian {
		return russianGenderedPlurals
	}
	return nil
}

// FAs formats a message whose first argument names a seat of gender g:
// the form of the message agreeing with it when the language has one,
// else the message as F gives it.
func (c Catalog) FAs(k Key, g Gender, args ...any) string {
	if g == Masculine {
		return c.F(k, args...)
	}
	vk := Key(string(k) + g.suffix())
	if p, ok := genderedPluralsOf(c.lang)[vk]; ok {
		return fmt.Sprintf(c.ranks(c.pick(c.lang, vk, p, args)), args...)
	}
	if s, ok := genderedOf(c.lang)[vk]; ok {
		return fmt.Sprintf(c.ranks(s), args...)
	}
	return c.F(k, args...)
}

// russianGendered holds the feminine and the gender-free forms of the
// Russian log lines whose past-tense verb agrees with the seat.
var russianGendered = map[Key]string{
	LogDrewStock + "@f":   "%s взяла карту из колоды",
	LogTookDiscard + "@f": "%s взяла %s",
	LogDiscarded + "@f":   "%s сбросила %s",
	LogMelded + "@f":      "%s выложила %s",
	LogLaidOff + "@f":     "%s приложила %s",
	LogSwapped + "@f":     "%s заменила джокера на %s",
	LogCutBonus + "@f":    "%s сняла ровно на раздачу: −50",
	LogWentOut + "@f":     "%s избавилась от всех карт",
	LogDrewStock + "@n":   "%s берёт карту из колоды",
	LogTookDiscard + "@n": "%s берёт %s",
	LogDiscarded + "@n":   "%s сбрасывает %s",
	LogMelded + "@n":      "%s выкладывает %s",
	LogLaidOff + "@n":     "%s прикладывает %s",
	LogSwapped + "@n":     "%s заменяет джокера на %s",
	LogCutBonus + "@n":    "%s снимает ровно на раздачу: −50",
	LogWentOut + "@n":     "%s избавляется от всех карт",
	// The labels under a seat's badge (no name: the badge shows it).
	TableOpened + "@f": "открылась",
	TableOpened + "@n": "открытие есть",
	TableDown + "@f":   "выложила",
	TableDown + "@n":   "выкладка есть",
}

// russianGenderedPlurals is russianGendered for counting log lines.
var russianGenderedPlurals = map[Key]Plural{
	LogCut + "@f": {One: "%s сняла %d карту", Few: "%s сняла %d карты", Many: "%s сняла %d карт", Other: "%s сняла %d карты"},
	LogCut + "@n": {One: "%s снимает %d карту", Few: "%s снимает %d карты", Many: "%s снимает %d карт", Other: "%s снимает %d карты"},
}
