// Package gateway checks identities asserted by a configured trusted identity gateway (a
// reverse proxy that authenticated the user). Its identity header is believed only when the
// gateway is configured, the request's socket peer is inside the gateway's network, and the
// request carries the gateway's shared-secret proof.
package gateway

import (
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"net/netip"
	"unicode"
)

// MinSecretLen is the shortest shared secret accepted.
const MinSecretLen = 32

// MaxIdentityLen bounds the asserted identity.
const MaxIdentityLen = 256

// ErrRejected is returned for any assertion that is not believed.
var ErrRejected = errors.New("gateway identity rejected")

// Gateway is a configured gateway. The zero value is "no gateway": it believes nothing.
type Gateway struct {
	network netip.Prefix
	secret  [32]byte
	on      bool
}

// New returns the gateway of network with secret; both must be set.
func New(network netip.Prefix, secret string) (Gateway, error) {
	if !network.IsValid() {
		return Gateway{}, errors.New("gateway network is not a valid CIDR prefix")
	}
	if len(secret) < MinSecretLen {
		return Gateway{}, errors.New("gateway secret is too short")
	}
	return Gateway{network: network.Masked(), secret: sha256.Sum256([]byte(secret)), on: true}, nil
}

// Enabled reports whether a gateway is configured.
func (g Gateway) Enabled() bool { return g.on }

// Contains reports whether peer is inside the gateway's network (false without a gateway).
func (g Gateway) Contains(peer netip.Addr) bool {
	return g.on && peer.IsValid() && g.network.Contains(peer.Unmap())
}

// Verify returns the identity asserted by a request from peer with the given proof.
func (g Gateway) Verify(peer netip.Addr, identity, proof string) (string, error) {
	if !g.Contains(peer) {
		return "", ErrRejected
	}
	sum := sha256.Sum256([]byte(proof))
	if subtle.ConstantTimeCompare(sum[:], g.secret[:]) != 1 {
		return "", ErrRejected
	}
	if !validIdentity(identity) {
		return "", ErrRejected
	}
	return identity, nil
}

func validIdentity(s string) bool {
	if s == "" || len(s) > MaxIdentityLen {
		return false
	}
	for _, r := range s {
		if r == unicode.ReplacementChar || !unicode.IsPrint(r) || unicode.IsSpace(r) {
			return false
		}
	}
	return true
}
