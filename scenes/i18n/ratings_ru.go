package i18n

// russianRatings holds the Russian texts of keys_ratings.go.
var russianRatings = map[Key]string{
	OnlineRated:            "На рейтинг",
	OnlineRatings:          "Рейтинги",
	RatingsTitle:           "Рейтинги",
	RatingsAsking:          "Запрашиваем рейтинги у %s…",
	RatingsUnrated:         "В этой игре у вас пока нет рейтинга: доиграйте рейтинговый стол онлайн.",
	RatingsYou:             "Вы",
	RatingsValue:           "%s (95%%: %s–%s)",
	RatingsRank:            "Место %d из %d",
	RatingsGames:           "Рейтинговых партий: %d",
	RatingsHistory:         "Последние изменения",
	RatingsChange:          "%s → %s   %s",
	RatingsBoard:           "Таблица лидеров · %d в рейтинге",
	RatingsBoardEmpty:      "В этой игре на этом сервере пока нет рейтингов.",
	RatingsRow:             "%s · партий: %d",
	RatingsNote:            "Glicko-2, одно обновление за каждую доигранную рейтинговую партию. Боты на той же шкале, с постоянными рейтингами из их турнира между собой:",
	OnlineErrRatedIdentity: "Рейтинговому столу нужна ваша личность игрока, а сервер её не получил. Обновите игру или выключите рейтинг.",
	OnlineErrRatedBot:      "У бота этого уровня нет рейтинга в этой игре, поэтому стол не может быть рейтинговым: выберите другого бота или свободные места либо выключите рейтинг.",
	OnlineErrRatedHints:    "За рейтинговым столом подсказок нет: выключите подсказки или рейтинг.",
	OnlineErrRatedTwice:    "Ваша личность уже сидит за этим рейтинговым столом: одно место на игрока.",
}
