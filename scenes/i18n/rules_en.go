package i18n

// englishRules holds the rules texts in English, one paragraph per line.
var englishRules = map[Key]string{
	"rules.classic": `Classic rummy is played with one deck of 52 cards and no jokers, by 2 to 6 players. Two players get 10 cards each, three or four get 7, five or six get 6. The rest of the deck is the stock; its top card is turned up to start the discard pile.
Melds. A set is three or four cards of the same rank. A run is three or more cards of one suit in order. The ace is always low: {A}-2-3 is a run, {Q}-{K}-{A} is not.
Your turn. Take the top card of the stock or of the discard pile. Then lay down as many melds as you like and add cards to any meld on the table, yours or another player's. Finish by discarding one card. You may not throw away the card you just took from the discard pile.
When the stock runs out, the discard pile is turned over, without shuffling, to become the new stock.
Going out. The first player with no cards left wins the hand, either by a last discard or by melding the last card. Every other player pays the winner the value of the cards still in hand: picture cards 10, aces 1, other cards their number.
Rummy. A player who goes out in a single turn, without having melded anything earlier in the hand, is paid double.
The game ends when a total reaches the target score, or after the chosen number of hands. The highest total wins.`,

	"rules.romme": `Rommé (German rummy) is played by 2 to 4 players (up to 6 if the table size allows) with two decks and six jokers: 110 cards. Everyone gets 13 cards. The first player is drawn at random and moves one seat on each hand.
Card values. 2 to 9 count their number, 10 and picture cards 10, an ace 11 (1 when it starts a run before the 2), a joker 20 in your hand and the value of the card it stands for on the table.
Melds. A set is three or four cards of one rank, each suit at most once. A run is three to thirteen cards of one suit in order; an ace may start ({A}-2-3) or end ({Q}-{K}-{A}) a run but not sit inside it. A joker may stand for any card, but a meld always has more natural cards than jokers.
Opening. Before anything else you must open: in one turn, lay down melds worth at least 30 points together. Until you have opened you may only draw and discard.
Your turn. Draw from the stock or take the top discard. Once open, you may lay down melds, add cards to any meld, and swap a joker on the table for the card it stands for, then use that joker. End by discarding; the card you took from the pile cannot go straight back.
The hand ends when someone discards their last card. Each other player loses the value of the cards they hold, and the winner gains the total. A player who melds for the first time at the table and goes out in that same turn makes hand rummy: everything counts double. If the stock runs out first, nobody wins and everyone loses the value of their hand.
A game is a chosen number of hands; the highest total wins. The special rules below change these basics; the options of this game say which are on.`,

	"rules.liverpool": `Liverpool rummy is played by 3 to 8 players with two decks and four jokers (three decks and six jokers for five or more). A game has seven hands: 10 cards each in hands 1 to 4, 12 in hands 5 to 7. Twos are ordinary cards; the ace may be low ({A}-2-3-4) or high ({J}-{Q}-{K}-{A}) but a run cannot turn the corner.
Melds. A book is three or more cards of one rank; with several decks the same suit may repeat. A run is four or more cards of one suit in order. Jokers are wild, but a book keeps at least two natural cards, and a new run needs at least three natural cards with no more than one joker in any four cards.
Contracts. Each hand has its contract, the melds you must lay down together to go down: 1) two books, 2) a book and a run, 3) two runs, 4) three books, 5) two books and a run, 6) a book and two runs, 7) three runs using all your cards, with no discard. You lay down exactly the contract, no more and no less.
Your turn. Take the top discard or pass on it and draw from the stock. Before you are down you may only draw and discard. After going down you may add cards to any meld on the table, but you make no new melds. A joker inside a run may be swapped for the natural card it stands for, and the freed joker must be laid off in the same turn.
Buying. When the next player passes on a discard, anyone else except the player who threw it may buy it, taking one extra card from the stock as the price. The nearest player to the next in turn gets priority.
Liverpool and Rummy. If a discard fits a meld on the table, a player who is down may call Liverpool and take it. A player who is down must not discard a card that fits a meld; if they do, another player may call Rummy and the offender takes a penalty card.
Going out. Discard your last card, a card that fits no meld. A player with one card left shows it to the table. The others score what they hold: 2 to 9 are 5 points, 10 and picture cards 10, aces and jokers 15. After seven hands the lowest total wins.`,
	"rules.kopilka": `Kopilka, the piggy bank, is a chip game for 3 to 15 players with one 52-card deck and no jokers. Everyone starts with the same chips (12 or more) and puts 3 of them into the piggy bank in the middle.
A round. The dealer deals one card face up to every player who still has chips, clockwise from the left, and the cards are settled in that order; then the deal passes one seat to the left.
The cards. King: take 3 chips from the bank; queen: 2; jack: 1. Ten, two and three: nothing. Ace: give one chip to your left neighbour. Four, six, eight: pay 2 chips into the bank; five, seven, nine: pay 1. You take only what the bank holds and pay only what you hold.
Dead and out. A player with no chips is dead and gets no card, but keeps the seat: an ace from the right brings them back, and they are dealt in from the next round. A player who came back and then owes more than one chip in a single card is out for good.
The end. The last player with chips takes the whole bank and wins. After 1,000 rounds the player with the most chips takes the bank; ties share the win.`,
}
