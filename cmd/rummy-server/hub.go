package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"rummy/bots"
	"rummy/engine"
	"rummy/engine/match/proto"
	"rummy/internal/identity"
)

// hub holds the tables this node runs and finds them by id or code.
type hub struct {
	store *store
	clock Clock
	// handPause is how long a finished hand stays shown before a bot
	// deals the next one.
	handPause time.Duration
	// bots think for every bot of the node (botpool.go).
	bots   *botPool
	mu     sync.Mutex
	tables map[string]*table
	codes  map[string]string
	// asleep holds the tables sleeping in their log (sleep.go); a
	// table is in tables or in asleep, never both.
	asleep map[string]*sleeper
	stats  counters
	// enc encodes the public state field by field (views and patches).
	enc *proto.PublicEncoder
	// node is this server's part in a cluster (nil: a single node).
	node *node
	// guesses counts wrong invite codes per address (guesses.go).
	guesses *guessLimit
	// aside holds the tables that could not be restored (issue 26).
	aside setAside
	// rules shares the rules of tables with the same options.
	rules rulesCache
	// caps bound the tables; creators counts them by address
	// (table_limits.go).
	caps     tableCaps
	creators creators
	// idents finds the tables of a player id (identity.go).
	idents identIndex
	// seedWait is how long a start waits for the seats' entropy (0:
	// defaultSeedWait); cheat makes a test server cheat at the deal.
	seedWait time.Duration
	cheat    dealHooks
	// newBot makes a seat's bot (nil: bots.New); a test seats a bot
	// that misbehaves.
	newBot func(level string, seed uint64, seat int) (bots.Bot, error)
	// onRated, when set, hears each rated game's key once the ratings
	// store has it (tests wait on it).
	onRated func(key string)
}

// makeBot makes the bot of a level for a seat.
func (h *hub) makeBot(level string, seed uint64, seat int) (bots.Bot, error) {
	if h.newBot != nil {
		return h.newBot(level, seed, seat)
	}
	return bots.New(level, seed, seat, bots.Config{Budget: bots.Budget{Rollouts: 200}})
}

// counters are the server's figures for /stats.
type counters struct {
	actions, connections, refused, botErrors, dropped atomic.Int64
	// failedLookups counts wrong invite codes, lookupsRefused the
	// lookups refused to an address that sent too many (issue 26).
	failedLookups, lookupsRefused atomic.Int64
	// fenced counts the tables a node stopped because another node
	// wrote their log (issue 25).
	fenced atomic.Int64
	// woken counts the sleeping tables woken (sleep.go).
	woken atomic.Int64
}

func newHub(st *store, clock Clock) *hub {
	return &hub{store: st, clock: clock, bots: newBotPool(0), handPause: 5 * time.Second, tables: map[string]*table{}, codes: map[string]string{}, asleep: map[string]*sleeper{},
		enc: proto.NewPublicEncoder(), guesses: newGuessLimit()}
}

// create makes a new table with its host in seat 0 and returns it with
// the host's token.
func (h *hub) create(c *proto.CreateTable, hostName, entropyHash string) (*table, string, error) {
	return h.createAs(c, hostName, entropyHash, "")
}

// createAs is create with the host's proven player id ("": none).
func (h *hub) createAs(c *proto.CreateTable, hostName, entropyHash, ident string) (*table, string, error) {
	meta, err := h.newMeta(c)
	if err != nil {
		return nil, "", err
	}
	if meta.Rated && ident == "" {
		return nil, "", errRatedIdentity
	}
	if h.node != nil {
		// The table's log goes to a shard this node leads (issue 25):
		// its appends wait for no other node.
		if k := h.node.myShard(); k >= 0 {
			meta.ID = h.store.newIDIn(k)
		}
	}
	for tries := 0; ; tries++ {
		ok, err := h.store.claimCode(context.Background(), meta.Code, meta.ID)
		if err != nil {
			return nil, "", refuseReq("unavailable", "the server could not store the invitation; try again")
		}
		if ok {
			break
		}
		if tries == 5 {
			return nil, "", refuseReq("unavailable", "no free invite code; try again")
		}
		meta.Code = newCode()
	}
	t, err := newTable(h, meta)
	if err != nil {
		return nil, "", err
	}
	var lease uint64
	if h.node != nil {
		var ok bool
		lease, ok = h.node.claim(meta.ID)
		debugf("create %s: lease %d %v", meta.ID, lease, ok)
		if !ok {
			return nil, "", refuseReq("unavailable", "the server could not take the table on; try again")
		}
	}
	token, hash := newToken()
	t.call(func() {
		_, err = t.commit(&record{T: recCreate, Meta: &meta, Seat: 0, Name: hostName, TokenHash: hash, EntropyHash: entropyHash, Identity: ident})
	})
	if err != nil {
		return nil, "", err
	}
	if h.node != nil {
		if err := h.node.own(t, lease); err != nil {
			return nil, "", refuseReq("unavailable", "the server could not take the table on; try again")
		}
	}
	h.mu.Lock()
	h.tables[meta.ID] = t
	h.codes[meta.Code] = meta.ID
	h.mu.Unlock()
	return t, token, nil
}

// newMeta checks a table request and draws its id, code and first
// game's secret.
func (h *hub) newMeta(c *proto.CreateTable) (tableMeta, error) {
	bad := func(text string, args ...any) (tableMeta, error) {
		return tableMeta{}, refuseReq("bad_table", fmt.Sprintf(text, args...))
	}
	v, err := engine.ParseVariant(c.Variant)
	if err != nil {
		return bad("%v", err)
	}
	opts := c.Options
	if len(opts) == 0 {
		opts = json.RawMessage("{}")
	}
	o, err := engine.DecodeOptions(v, opts)
	if err != nil {
		return bad("%v", err)
	}
	if o.GameSeed() != 0 {
		return bad("the server draws the seed: leave the seed option out")
	}
	if o.NumPlayers() != len(c.Seats)+1 {
		return bad("the options seat %d players but the table lists %d seats besides the host's", o.NumPlayers(), len(c.Seats))
	}
	level := c.Level
	if level == "" {
		level = "normal"
	}
	if !knownLevel(level) {
		return bad("unknown bot level %q: choose one of %s", level, strings.Join(bots.Names(), ", "))
	}
	for i, s := range c.Seats {
		switch {
		case s.Kind == proto.SeatOpen && s.Level == "" && s.Invite != "":
			if _, err := identity.ParseID(s.Invite); err != nil {
				return bad("seat %d: the invited player id is not valid: %v", i+1, err)
			}
		case s.Kind == proto.SeatOpen && s.Level == "":
		case s.Kind == proto.SeatBot && (s.Level == "" || knownLevel(s.Level)):
		default:
			return bad("seat %d: kind is open or bot (with a level of %s)", i+1, strings.Join(bots.Names(), ", "))
		}
	}
	if c.AwaySeconds < 0 || c.AwaySeconds > 3600 || c.TurnSeconds < 0 || c.TurnSeconds > 3600 || c.IdleMinutes < 0 || c.IdleMinutes > 7*24*60 {
		return bad("away and turn seconds are 0 to 3600, idle minutes 0 to 10080")
	}
	move, err := proto.MoveTime(c.MoveTime)
	if err != nil {
		return bad("%v", err)
	}
	if move > 0 && c.TurnSeconds > 0 {
		return bad("move_time replaces turn_seconds at a correspondence table: leave turn_seconds out")
	}
	norm, err := json.Marshal(o)
	if err != nil {
		return bad("%v", err)
	}
	secret := newSecret()
	sb, _ := hex.DecodeString(secret)
	m := tableMeta{ID: newTableID(), Code: newCode(), Variant: v.String(), Options: norm, Seats: c.Seats, Level: level,
		AwaySeconds: c.AwaySeconds, TurnSeconds: c.TurnSeconds, IdleMinutes: c.IdleMinutes,
		Salt: secret, Commitment: proto.DealCommitment(sb), Hints: c.Hints, Rated: c.Rated}
	if move > 0 {
		m.MoveTime = c.MoveTime
	}
	if m.AwaySeconds == 0 {
		m.AwaySeconds = proto.DefaultAway
	}
	if m.IdleMinutes == 0 {
		m.IdleMinutes = proto.DefaultIdle
	}
	h.clampIdle(&m)
	if err := checkRated(&m); err != nil {
		return tableMeta{}, err
	}
	for i := range m.Seats {
		if m.Seats[i].Kind == proto.SeatBot && m.Seats[i].Level == "" {
			m.Seats[i].Level = level
		}
	}
	return m, nil
}

func knownLevel(l string) bool {
	for _, n := range bots.Names() {
		if n == l {
			return true
		}
	}
	return false
}

// byID returns a table this node runs, woken if it sleeps (sleep.go).
func (h *hub) byID(id string) *table {
	h.mu.Lock()
	t, z := h.tables[id], h.asleep[id]
	h.mu.Unlock()
	if t == nil && z != nil {
		return h.wake(id, z)
	}
	return t
}

// byCode finds a table this node runs by invite code.
func (h *hub) byCode(code string) *table {
	id := h.codeID(code)
	if id == "" {
		return nil
	}
	return h.byID(id)
}

// codeID is the id of the table an invite code opens ("": none), from
// this node's tables or the invites bucket every node shares.
func (h *hub) codeID(code string) string {
	c, err := proto.NormalizeCode(code)
	if err != nil {
		return ""
	}
	h.mu.Lock()
	id := h.codes[c]
	h.mu.Unlock()
	if id != "" {
		return id
	}
	// In a cluster a replica may not have the code yet (it was claimed
	// at another node a moment ago): ask again for a while.
	wait := lagWait(h.node != nil)
	end := h.clock.Now().Add(wait)
	for {
		e, err := h.store.invites.Get(context.Background(), kvKey(c))
		if err == nil {
			return string(e.Value())
		}
		if wait == 0 || h.clock.Now().After(end) {
			return ""
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// lagWait is how long a lookup waits for a lagging replica: none on a
// single node.
func lagWait(clustered bool) time.Duration {
	if clustered {
		return 2 * time.Second
	}
	return 0
}

// restore rebuilds every table from the log, at its exact position.
func (h *hub) restore(ctx context.Context) error {
	loaded := map[string]*table{}
	err := h.store.readAll(ctx, func(r storedRecord) error {
		h.restoreRecord(loaded, r)
		return nil
	})
	if err != nil {
		return err
	}
	now := h.clock.Now()
	var stale, live []*table
	h.mu.Lock()
	for id, t := range loaded {
		if h.stale(t, now) {
			stale = append(stale, t)
			continue
		}
		live = append(live, t)
		h.tables[id] = t
		h.codes[t.meta.Code] = id
	}
	h.mu.Unlock()
	for _, t := range live {
		t.resumed()
	}
	h.dropStale(stale)
	return nil
}

// loadTable rebuilds one table from its log.
func (h *hub) loadTable(ctx context.Context, id string) (*table, error) {
	t, err := h.readTable(ctx, id)
	if err != nil {
		return nil, err
	}
	t.resumed()
	t.post(t.rateIfOver) // a game that ended just before a stop
	return t, nil
}

// readTable rebuilds one table from its log without starting it.
func (h *hub) readTable(ctx context.Context, id string) (*table, error) {
	loaded := map[string]*table{}
	err := h.store.readSubject(ctx, id, func(r storedRecord) error { return h.replayOne(loaded, id, r) })
	if err != nil {
		return nil, err
	}
	t := loaded[id]
	if t == nil {
		return nil, errNoLog
	}
	return t, nil
}

// errNoLog says a table has no log (it expired, or never was).
var errNoLog = errors.New("rummy-server: the table has no log")

// replayOne applies one stored record to the table it belongs to.
func (h *hub) replayOne(loaded map[string]*table, id string, r storedRecord) error {
	t := loaded[id]
	if r.rec.T == recCreate {
		if t != nil || r.rec.Meta == nil {
			return fmt.Errorf("rummy-server: table %s: a second or empty creation record at %d", id, r.seq)
		}
		var err error
		if t, err = newTable(h, *r.rec.Meta); err != nil {
			return fmt.Errorf("rummy-server: table %s: %v", id, err)
		}
		loaded[id] = t
	}
	if t == nil {
		return fmt.Errorf("rummy-server: table %s: record %d before its creation", id, r.seq)
	}
	if err := checkPrev(t, r); err != nil {
		return err
	}
	if r.rec.T == recOwner || r.rec.T == recPref {
		if r.rec.T == recPref {
			t.applyPref(&r.rec)
		}
		t.last = r.seq
		return nil
	}
	ev, err := t.apply(&r.rec)
	if err != nil {
		return fmt.Errorf("rummy-server: table %s: record %d (%s) does not replay: %v", id, r.seq, r.rec.T, err)
	}
	t.last = r.seq
	t.advance(&r.rec, ev)
	return nil
}

// resumed restarts a reloaded table's clocks: every person is away from
// now, every decision starts now. A running table's idle time starts
// now too; a table not started or finished keeps the time of its last
// record, so restarts do not keep it alive.
func (t *table) resumed() { t.post(t.resumeNow) }

// resumeNow is resumed on the table's goroutine.
func (t *table) resumeNow() {
	now := t.hub.clock.Now()
	for _, s := range t.seats {
		s.awaySince = now
	}
	if t.game != nil {
		t.game.m.RestartClocks()
	}
	if t.game != nil && !t.ended.Load() {
		t.touch(now)
	}
	t.schedule()
}

// expire closes and deletes the tables idle for longer than their
// option, and returns how many.
func (h *hub) expire(ctx context.Context) int {
	h.mu.Lock()
	list := make([]*table, 0, len(h.tables))
	for _, t := range h.tables {
		list = append(list, t)
	}
	h.mu.Unlock()
	n := 0
	now := h.clock.Now()
	for _, t := range list {
		// The sweep waits for no table (one stuck on a slow append
		// holds no other up): it reads when the table may expire, and
		// the table closes on its own goroutine.
		if !now.After(time.Unix(0, t.expires.Load())) {
			continue
		}
		t.postLater(t.closeLocked)
		n++
		h.mu.Lock()
		delete(h.tables, t.meta.ID)
		delete(h.codes, t.meta.Code)
		h.mu.Unlock()
		h.forget(t.meta.ID)
		h.idents.drop(t.meta.ID)
		if err := h.store.purge(ctx, t.meta.ID); err != nil {
			log.Printf("table %s: purging: %v", t.meta.ID, err)
		}
		if err := h.store.dropCode(ctx, t.meta.Code); err != nil {
			log.Printf("table %s: dropping its code: %v", t.meta.ID, err)
		}
		if n := h.node; n != nil {
			t.postLater(func() { n.dropLocked(t) })
			n.release(t.meta.ID)
		}
	}
	return n + h.expireAsleep(ctx, now)
}

// tableCount is the number of tables this node runs, asleep or not.
func (h *hub) tableCount() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.tables) + len(h.asleep)
}

// tableIDs lists the ids of the tables this node runs.
func (h *hub) tableIDs() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	ids := make([]string, 0, len(h.tables))
	for id := range h.tables {
		ids = append(ids, id)
	}
	return ids
}
