package proto

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
)

// Commit returns the deal commitment: the hex SHA-256 of the seed as 8
// big-endian bytes followed by the salt.
func Commit(seed uint64, salt []byte) string {
	h := sha256.New()
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	h.Write(salt)
	return hex.EncodeToString(h.Sum(nil))
}

// Check verifies a revealed seed and salt against the commitment
// published at the start, and returns the seed.
func (r *Reveal) Check(commitment string) (uint64, error) {
	seed, err := strconv.ParseUint(r.Seed, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("proto: the revealed seed %q is not a number", r.Seed)
	}
	salt, err := hex.DecodeString(r.Salt)
	if err != nil || len(salt) < 16 {
		return 0, fmt.Errorf("proto: the revealed salt %q is not 16 hex bytes or more", r.Salt)
	}
	if subtle.ConstantTimeCompare([]byte(Commit(seed, salt)), []byte(commitment)) != 1 {
		return 0, fmt.Errorf("proto: the deal does not match its commitment %s: the server changed the seed", commitment)
	}
	return seed, nil
}
