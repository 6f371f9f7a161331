package scenes

import (
	"rummy/engine"
	"rummy/scenes/i18n"
	"rummy/sprites"
)

// catalogue is the message catalogue the settings ask for: their
// language, or this run's (-lang) until the player picks one, with the
// card indices they chose.
func (a *App) catalogue() i18n.Catalog {
	code := a.Settings.Language
	if a.RunLang != "" {
		code = a.RunLang
	}
	return i18n.New(i18n.ParseLang(code)).WithRussianIndices(a.Settings.RussianIndices)
}

// applyLanguage renews the catalogue and gives the card faces its rank
// letters and its name for the joker.
func (a *App) applyLanguage() {
	a.Cat = a.catalogue()
	a.Cards.SetIndices(sprites.CardIndices{
		Jack: a.Cat.Rank(engine.Jack), Queen: a.Cat.Rank(engine.Queen), King: a.Cat.Rank(engine.King),
		Ace: a.Cat.Rank(engine.Ace), Joker: a.T(i18n.CardJoker)})
}
