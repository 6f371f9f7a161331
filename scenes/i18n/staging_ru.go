package i18n

// russianStaging holds the staging row's, the reveal's and the discard
// warning's Russian texts.
var russianStaging = map[Key]string{
	StageExplain:            "Выделите карты и перетащите их сюда (или M) — группа станет комбинацией; карта, брошенная на группу, добавится к ней.",
	StageExplainTouch:       "Коснитесь карт, затем этого ряда — группа станет комбинацией; карта, затем группа — добавит карту к ней.",
	StageGroupBook:          "группа",
	StageGroupRun:           "ряд",
	StageGroupInvalid:       "ещё не комбинация",
	StageReady:              "готово: нажмите «%s»",
	BtnGroup:                "Сгруппировать",
	TableDiscardFitsWarning: "%s подходит к комбинации на столе, и её может забрать другой игрок. Сбросьте ещё раз, чтобы продолжить",
	SettingsDiscardWarning:  "Предупреждать о сбросе, который можно забрать",
	RevealHandScore:         "за раздачу %+d",
	RevealWentOut:           "вышел",

	"stage.fix.too_short":         "Добавьте карты: в комбинации не меньше 3",
	"stage.fix.mixed":             "Оставьте один ранг (группа) или одну масть подряд (ряд); лишнюю карту верните в руку",
	"stage.fix.set_too_long":      "Уберите карту: в группе не больше 4, по одной каждой масти",
	"stage.fix.set_suit_twice":    "Уберите карту, чья масть повторяется",
	"stage.fix.run_mixed_suits":   "Оставьте одну масть: карты другой масти верните в руку",
	"stage.fix.run_gap":           "Закройте пропуск недостающей картой или джокером или уберите дальнюю карту",
	"stage.fix.run_order":         "Выложите ряд по возрастанию",
	"stage.fix.run_ace_inside":    "Поставьте туза на край ряда",
	"stage.fix.run_too_long":      "Уберите карту: в ряду не больше 13",
	"stage.fix.run_rank_twice":    "Уберите карту, чей ранг повторяется",
	"stage.fix.all_jokers":        "Добавьте обычные карты: одни джокеры — не комбинация",
	"stage.fix.too_many_jokers":   "Добавьте обычную карту или уберите джокер: джокеров должно быть меньше",
	"stage.fix.jokers_adjacent":   "Передвиньте джокер: два джокера не лежат рядом",
	"stage.fix.no_jokers":         "Уберите джокер: в этой игре их нет",
	"stage.fix.strict_set_order":  "Соберите масти по порядку ♣ ♠ ♥ ♦ без пропуска",
	"stage.fix.run_too_short":     "Добавьте карты: в ряду не меньше 4",
	"stage.fix.book_too_short":    "Добавьте карты: в группе не меньше 3",
	"stage.fix.book_naturals":     "Добавьте обычную карту: в группе их не меньше 2",
	"stage.fix.run_naturals":      "Добавьте обычную карту: в ряду их не меньше 3",
	"stage.fix.run_joker_density": "Разнесите джокеры: не больше одного на любые четыре карты подряд",
	"stage.fix.not_a_meld":        "Оставьте один ранг (группа) или одну масть подряд (ряд)",
	"stage.fix.ace_low_only":      "Туз здесь только младший ({A}-2-3): после короля он не идёт",
	"stage.fix.run_corner":        "Туз только с одного края: младший ({A}-2-3) или старший ({Q}-{K}-{A})",
	"stage.fix.run_joker_fit":     "Передвиньте карту или джокер, чтобы джокеры точно заполнили ряд",
	"stage.fix.card_twice":        "Используйте каждую карту один раз",
}

// russianStagingPlurals are the counting messages of russianStaging.
var russianStagingPlurals = map[Key]Plural{
	StageGroupPoints:    {One: "%d очко", Few: "%d очка", Many: "%d очков", Other: "%d очка"},
	StageProgressPoints: {One: "Открытие: %[1]d из %[2]d очка", Few: "Открытие: %[1]d из %[2]d очков", Many: "Открытие: %[1]d из %[2]d очков", Other: "Открытие: %[1]d из %[2]d очков", Arg: 2},
	StageProgressBooks:  {One: "%[1]d из %[2]d группы", Few: "%[1]d из %[2]d групп", Many: "%[1]d из %[2]d групп", Other: "%[1]d из %[2]d групп", Arg: 2},
	StageProgressRuns:   {One: "%[1]d из %[2]d ряда", Few: "%[1]d из %[2]d рядов", Many: "%[1]d из %[2]d рядов", Other: "%[1]d из %[2]d рядов", Arg: 2},
	StageProgressLeft:   {One: "в руке ещё %d карта", Few: "в руке ещё %d карты", Many: "в руке ещё %d карт", Other: "в руке ещё %d карты"},
	RevealCardsLeft:     {One: "%[1]d карта · %[2]d очк.", Few: "%[1]d карты · %[2]d очк.", Many: "%[1]d карт · %[2]d очк.", Other: "%[1]d карты · %[2]d очк.", Arg: 1},
}
