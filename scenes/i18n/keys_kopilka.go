package i18n

// Keys of the Kopilka table (issue 19): the round counter, the bank,
// the seats' standings, the speed control, the person's reveal and the
// result screen.
const (
	KopRound       Key = "kop.round"
	KopBank        Key = "kop.bank"
	KopAlive       Key = "kop.alive"
	KopDead        Key = "kop.dead"
	KopOut         Key = "kop.out"
	KopSpeed       Key = "kop.speed"
	KopInstant     Key = "kop.instant"
	KopRevealYours Key = "kop.reveal_yours"
	KopRevealSeat  Key = "kop.reveal_seat"
	KopResult      Key = "kop.result"
	KopWinner      Key = "kop.winner"
	KopWinners     Key = "kop.winners"
	KopRounds      Key = "kop.rounds"
	KopChips       Key = "kop.chips"
	// Online (a table server's game): the connection badge, a seat
	// away or played by a bot, and a game not started yet.
	KopLinkConnecting   Key = "kop.link_connecting"
	KopLinkConnected    Key = "kop.link_connected"
	KopLinkReconnecting Key = "kop.link_reconnecting"
	KopLinkClosed       Key = "kop.link_closed"
	KopAway             Key = "kop.away"
	KopBotFor           Key = "kop.bot_for"
	KopNotStarted       Key = "kop.not_started"
)

// Keys of the Kopilka table's legend (issue 24): what each card does
// (KOP-3) and what the standings mean (KOP-4, %s: the standing's word).
const (
	KopLegendTake Key = "kop.legend_take"
	KopLegendAce  Key = "kop.legend_ace"
	KopLegendPay  Key = "kop.legend_pay"
	KopLegendDead Key = "kop.legend_dead"
	KopLegendOut  Key = "kop.legend_out"
)
