package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"net"
	"net/url"
	"strings"
	"syscall"

	"github.com/queueproof/queueproof/engine/errs"
)

// SQLite's primary result codes for a lock held by another connection.
const (
	sqliteBusy   = 5
	sqliteLocked = 6
)

// unavailableRetryAfter is the Retry-After, in seconds, of an UNAVAILABLE database error: a
// write lock is normally released within one busy timeout, a restarted server within seconds.
const unavailableRetryAfter = 1

// Unavailable reports whether err says the database cannot serve right now rather than that the
// request is wrong: the embedded file's lock was still held by another connection or process
// when the busy timeout ran out (SQLITE_BUSY, SQLITE_LOCKED), or the remote libSQL server could
// not be reached or dropped the connection. A cancelled or timed-out request context is not counted.
func Unavailable(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false
	}
	var coded interface{ Code() int }
	if errors.As(err, &coded) {
		if c := coded.Code() & 0xff; c == sqliteBusy || c == sqliteLocked {
			return true
		}
	}
	var op *net.OpError
	if errors.As(err, &op) || errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) {
		return true
	}
	// The remote server's HTTP round trip failed in transport (a connection the server closed
	// while the client kept it idle ends in "EOF", not "connection refused"); a status the server
	// answered with is no *url.Error.
	var ue *url.Error
	if errors.As(err, &ue) || errors.Is(err, driver.ErrBadConn) {
		return true // (database/sql gives up with ErrBadConn when every retry found the connection dead)
	}
	msg := err.Error()
	for _, s := range []string{"database is locked", "SQLITE_BUSY", "connection refused", "connection reset"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// Classify returns err as a typed UNAVAILABLE error (Retry-After one second, the cause kept for
// logs) when Unavailable(err), and err unchanged otherwise, including any error that already
// carries a code.
func Classify(err error) error {
	var coded *errs.Error
	if err == nil || errors.As(err, &coded) || !Unavailable(err) {
		return err
	}
	// No claim that nothing was written: a remote server that resets the connection during a
	// commit may have applied it.
	e := errs.Wrap(errs.Unavailable, err, "the database is busy or unreachable; retry shortly")
	e.RetryAfter = unavailableRetryAfter
	return e
}
