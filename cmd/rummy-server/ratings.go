package main

import (
	"rummy/engine"
	"rummy/rating"
)

// Ratings (issue 31 item 5): a rated table's finished game rates its
// people with Glicko-2 per variant, one rating period per game. A game
// of more than two seats is rated as one game per pair of seats
// (pairScores); a bot is an opponent with its level's fixed rating
// (botRatings) and never moves. The store is ratings_store.go, the
// table's part ratings_table.go.

// pairScores is each pair's result from the game's end: score[i][j] is
// seat i's score against seat j (1 win, 0.5 draw, 0 loss). A seat among
// the game's winners beats every seat that is not; two winners draw;
// two other seats are ordered by their final totals (higher is better,
// lower where the lowest total wins), equal totals a draw.
func pairScores(winners, totals []int, lowWins bool) [][]float64 {
	n := len(totals)
	won := make([]bool, n)
	for _, w := range winners {
		if w >= 0 && w < n {
			won[w] = true
		}
	}
	s := make([][]float64, n)
	for i := range s {
		s[i] = make([]float64, n)
		for j := range n {
			if i == j {
				continue
			}
			switch {
			case won[i] && won[j]:
				s[i][j] = 0.5
			case won[i]:
				s[i][j] = 1
			case won[j]:
				s[i][j] = 0
			case totals[i] == totals[j]:
				s[i][j] = 0.5
			case (totals[i] < totals[j]) == lowWins:
				s[i][j] = 1
			}
		}
	}
	return s
}

// botRating is a bot level's fixed rating in a variant (rating.Bots:
// the published ladder's figures). A level without one (expert; every
// level in Liverpool and Kopilka) cannot sit at a rated table.
func botRating(variant, level string) (rating.Glicko, bool) { return rating.Bot(variant, level) }

// ratedSeat is one seat of a finished rated game: a person (its
// identity and name) or a bot (its level).
type ratedSeat struct {
	bot      bool
	level    string
	identity string
	name     string
}

// ratedGame is a finished rated game, all a rating needs: its key (the
// table and the game's number there: a game is rated once), the
// variant, the seats and their pairwise scores.
type ratedGame struct {
	key     string
	variant string
	unix    int64
	seats   []ratedSeat
	scores  [][]float64
}

// ratedGameOf describes a finished game for the ratings.
func ratedGameOf(key, variant string, unix int64, st *engine.State, lowWins bool, seats []ratedSeat) ratedGame {
	return ratedGame{key: key, variant: variant, unix: unix, seats: seats, scores: pairScores(st.Winners(), st.Totals(), lowWins)}
}

// periodFor is one person's rating period: a game against every other
// seat, at that seat's rating before the game (before: the people's,
// by seat; bots at their fixed ratings).
func (g ratedGame) periodFor(seat int, before []rating.Glicko) []rating.Game {
	var games []rating.Game
	for j, o := range g.seats {
		if j == seat {
			continue
		}
		opp := before[j]
		if o.bot {
			opp, _ = botRating(g.variant, o.level)
		}
		games = append(games, rating.Game{Opp: opp, Score: g.scores[seat][j]})
	}
	return games
}
