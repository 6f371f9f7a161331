package identity

import "encoding/base64"

// SignText is Sign in base64url, as the protocol carries it.
func (id Identity) SignText(server string, challenge []byte) string {
	return encodeSig(id.Sign(server, challenge))
}

func encodeSig(sig []byte) string { return base64.RawURLEncoding.EncodeToString(sig) }
