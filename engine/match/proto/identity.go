package proto

// The identity messages (issue 31): a player id is an Ed25519 public
// key, proven by signing the server's challenge (rummy/internal/identity
// holds the signed text). Clients that know nothing of identities
// ignore SChallenge (it does not advance the table) and play as before.
const (
	// SChallenge is sent once on connect: Challenge (base64url of 32
	// random bytes, for this connection only, valid ChallengeSeconds)
	// and Server, the host the server saw in the request (the client
	// signs with the host it dialled).
	SChallenge = "challenge"
	// TAuth proves a player id (Identity) by its signature (Sig) of the
	// connection's challenge; it goes before create, join or resume.
	TAuth = "auth"
	// SIdentity answers TAuth: the connection speaks for Identity.
	SIdentity = "identity"
	// TMine asks for the tables where the connection's identity holds a
	// seat; SMine answers with Mine.
	TMine = "mine"
	SMine = "mine"
)

// ChallengeSeconds is how long a challenge may be answered.
const ChallengeSeconds = 120

// MyTable is one table where the identity holds a seat (SMine).
type MyTable struct {
	Table   string `json:"table"`
	Code    string `json:"code,omitempty"`
	Variant string `json:"variant"`
	// Seat is the identity's seat; Seats are every seat as the lobby
	// shows them (kind, name, level, connected).
	Seat  int         `json:"seat"`
	Seats []SeatState `json:"seats"`
	// Status is StatusLobby, StatusPlaying or StatusOver.
	Status string `json:"status"`
	// Turn is the seat the game waits on (-1: none, or several at a
	// claim); YourTurn is true when it waits on Seat.
	Turn     int  `json:"turn"`
	YourTurn bool `json:"your_turn,omitempty"`
	// TimeLeft is the seconds left for the waited-on decision under the
	// table's turn timer (0: no timer).
	TimeLeft int `json:"time_left,omitempty"`
	// Invited: the table keeps the open seat Seat for the id (issue 31
	// item 6); join it with Code.
	Invited bool `json:"invited,omitempty"`
}
