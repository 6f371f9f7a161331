package i18n

// Keys of the messages said to the person at the screen where the same
// message about another seat names it (issue 24): "You take the bank!"
// beside "Anna takes the bank!". person.go maps each message that names
// a seat to its form for the person.
const (
	KopYouWin          Key = "you.kop_win"
	TableYouThinking   Key = "you.thinking"
	TableWaitingForYou Key = "you.waiting_for"
	TableYouOpened     Key = "you.opened"
	TableYouDown       Key = "you.down"
	ReplayYourTurn     Key = "you.replay_turn"
	NetBotForYou       Key = "you.bot_for"
	NetYouAway         Key = "you.away"
)
