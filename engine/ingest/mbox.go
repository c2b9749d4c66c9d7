package ingest

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

type mboxMessage struct {
	id, inReplyTo, subject, body string
	// from is the sender as "Name <address>" (or the address alone, or the header as written
	// when it is no address); name is the display name, when there is one.
	from, name string
	refs       []string
	date       time.Time
}

// person is how the sender is named among the thread's people: the display name, else the
// sender as written.
func (m mboxMessage) person() string {
	if m.name != "" {
		return m.name
	}
	return m.from
}

var wordDecoder = mime.WordDecoder{CharsetReader: func(charset string, in io.Reader) (io.Reader, error) {
	switch strings.ToLower(charset) {
	case "us-ascii", "iso-8859-1", "latin1", "windows-1252":
		b, err := io.ReadAll(in)
		if err != nil {
			return nil, err
		}
		r := make([]rune, len(b))
		for i, c := range b {
			r[i] = rune(c)
		}
		return strings.NewReader(string(r)), nil
	}
	return nil, fmt.Errorf("unsupported charset %q", charset)
}}

// parseMbox reads mailboxes in mbox format. Messages are grouped into threads by Message-ID,
// In-Reply-To and References; each thread becomes one document titled by its first subject.
// Bodies are MIME-decoded (multipart, quoted-printable, base64; text/plain preferred).
func parseMbox(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	var msgs []mboxMessage
	for _, f := range in.Files {
		data, err := r.read(f)
		if err != nil {
			return nil, err
		}
		data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
		if !bytes.HasPrefix(data, []byte("From ")) {
			return nil, errs.E(errs.Invalid, "%s:1: not an mbox file (it must start with a \"From \" line)", f.Name)
		}
		line := 1
		for _, raw := range splitMbox(data) {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			m, err := parseMail(raw.text)
			if err != nil {
				return nil, lineError(f.Name, line+raw.line, "%v", err)
			}
			for _, h := range []struct{ header, name, value string }{
				{"Subject", "subject", m.subject}, {"From", "sender", m.from}, {"Message-ID", "message id", m.id},
			} {
				max := MaxFieldChars
				if h.header == "Message-ID" {
					max = MaxIDChars
				}
				if msg := tooLong(h.name, h.value, max); msg != "" {
					// The separator is line line+raw.line; the message's headers follow it.
					return nil, lineError(f.Name, line+raw.line+1+headerLine(raw.text, h.header), "%s", msg)
				}
			}
			msgs = append(msgs, m)
		}
	}
	if len(msgs) == 0 {
		return nil, errs.E(errs.Invalid, "no messages found")
	}
	return mailThreads(msgs), nil
}

type mboxPart struct {
	text []byte
	line int // line of its "From " separator, 0-based
}

func splitMbox(data []byte) []mboxPart {
	var out []mboxPart
	lines := bytes.SplitAfter(data, []byte("\n"))
	var cur []byte
	start := 0
	for i, l := range lines {
		if bytes.HasPrefix(l, []byte("From ")) && (i == 0 || len(bytes.TrimSpace(lines[i-1])) == 0) {
			if i > 0 {
				out = append(out, mboxPart{text: cur, line: start})
			}
			cur, start = nil, i
			continue
		}
		if bytes.HasPrefix(l, []byte(">From ")) {
			l = l[1:]
		}
		cur = append(cur, l...)
	}
	return append(out, mboxPart{text: cur, line: start})
}

// headerLine returns the 0-based line within a message of its first header named name (or 0).
func headerLine(msg []byte, name string) int {
	line := 0
	for len(msg) > 0 {
		l := msg
		if i := bytes.IndexByte(msg, '\n'); i >= 0 {
			l, msg = msg[:i], msg[i+1:]
		} else {
			msg = nil
		}
		if len(bytes.TrimSpace(l)) == 0 {
			return 0 // end of the headers
		}
		if k, _, ok := bytes.Cut(l, []byte(":")); ok && strings.EqualFold(string(k), name) {
			return line
		}
		line++
	}
	return 0
}

func parseMail(raw []byte) (mboxMessage, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return mboxMessage{}, fmt.Errorf("malformed message: %v", err)
	}
	h := msg.Header
	m := mboxMessage{
		id:        strings.Trim(strings.TrimSpace(h.Get("Message-ID")), "<>"),
		inReplyTo: strings.Trim(strings.TrimSpace(h.Get("In-Reply-To")), "<>"),
		subject:   decodeHeader(h.Get("Subject")),
		from:      decodeHeader(h.Get("From")),
	}
	if a, err := mail.ParseAddress(m.from); err == nil {
		// The sender as "Name <address>": the address is who sent it as far as mail says (its
		// domain tells the team from strangers, see records.markOutside); the name is how
		// people are shown and matched.
		m.name, m.from = a.Name, a.Address
		if a.Name != "" {
			m.from = a.Name + " <" + a.Address + ">"
		}
	}
	for _, ref := range strings.Fields(h.Get("References")) {
		m.refs = append(m.refs, strings.Trim(ref, "<>"))
	}
	if d, err := h.Date(); err == nil {
		m.date = d.UTC()
	}
	body, err := decodeBody(h.Get("Content-Type"), h.Get("Content-Transfer-Encoding"), msg.Body)
	if err != nil {
		return m, fmt.Errorf("message %q: %v", m.id, err)
	}
	m.body = strings.TrimSpace(body)
	if m.id == "" {
		m.id = fmt.Sprintf("%s|%s|%s", m.from, m.subject, m.date.Format(time.RFC3339))
	}
	return m, nil
}

func decodeHeader(s string) string {
	if d, err := wordDecoder.DecodeHeader(s); err == nil {
		return d
	}
	return s
}

// decodeBody returns the text of a MIME body, preferring text/plain parts.
func decodeBody(ctype, encoding string, body io.Reader) (string, error) {
	mt, params, err := mime.ParseMediaType(ctype)
	if ctype == "" || err != nil {
		mt = "text/plain"
	}
	switch strings.ToLower(strings.TrimSpace(encoding)) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, newlineStripper{body})
	}
	if strings.HasPrefix(mt, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		var plain, html string
		for {
			p, err := mr.NextPart()
			if err == io.EOF {
				break
			}
			if err != nil {
				return "", fmt.Errorf("malformed MIME multipart: %v", err)
			}
			t, err := decodeBody(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p)
			if err != nil {
				return "", err
			}
			pt, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
			switch {
			case (pt == "text/plain" || pt == "" || strings.HasPrefix(pt, "multipart/")) && plain == "":
				plain = t
			case pt == "text/html" && html == "":
				html = t
			}
		}
		if plain != "" {
			return plain, nil
		}
		return html, nil
	}
	if !strings.HasPrefix(mt, "text/") {
		return "", nil // attachments are not indexed
	}
	b, err := io.ReadAll(body)
	if err != nil {
		return "", fmt.Errorf("body cannot be decoded: %v", err)
	}
	text, err := checkUTF8("body", b)
	if err != nil {
		if cs := strings.ToLower(params["charset"]); cs == "iso-8859-1" || cs == "latin1" || cs == "windows-1252" {
			r := make([]rune, len(b))
			for i, c := range b {
				r[i] = rune(c)
			}
			return string(r), nil
		}
		return "", fmt.Errorf("body is not valid UTF-8")
	}
	if mt == "text/html" {
		text = stripTags(text)
	}
	return text, nil
}

type newlineStripper struct{ r io.Reader }

func (n newlineStripper) Read(p []byte) (int, error) {
	k, err := n.r.Read(p)
	j := 0
	for _, c := range p[:k] {
		if c != '\n' && c != '\r' && c != ' ' {
			p[j] = c
			j++
		}
	}
	return j, err
}

func stripTags(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
			b.WriteByte(' ')
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mailThreads groups messages into threads: a message joins the thread of the first message
// it references (In-Reply-To, then References) that is in the mailbox.
func mailThreads(msgs []mboxMessage) []index.Doc {
	sort.SliceStable(msgs, func(i, j int) bool { return msgs[i].date.Before(msgs[j].date) })
	parent := map[string]string{}
	byID := map[string]bool{}
	for _, m := range msgs {
		byID[m.id] = true
	}
	var find func(string) string
	find = func(id string) string {
		for i := 0; i < 1000; i++ {
			p, ok := parent[id]
			if !ok || p == id {
				return id
			}
			id = p
		}
		return id
	}
	for _, m := range msgs {
		refs := append([]string{m.inReplyTo}, m.refs...)
		for _, ref := range refs {
			if ref != "" && byID[ref] && ref != m.id {
				a, b := find(m.id), find(ref)
				if a != b {
					parent[a] = b
				}
				break
			}
		}
	}
	threads := map[string][]mboxMessage{}
	var roots []string
	for _, m := range msgs {
		root := find(m.id)
		if _, ok := threads[root]; !ok {
			roots = append(roots, root)
		}
		threads[root] = append(threads[root], m)
	}
	var docs []index.Doc
	for _, root := range roots {
		ms := threads[root]
		var body strings.Builder
		var people []string
		var senders []index.Message
		seen := map[string]bool{}
		at := 0 // runes written so far
		for _, m := range ms {
			if who := m.person(); !seen[who] && who != "" {
				seen[who] = true
				people = append(people, who)
			}
			// Each message's sender is its From header, its Date header when it was sent, and
			// where it starts is recorded: its header, written into the body below, has the shape
			// a body can forge.
			sent := ""
			if !m.date.IsZero() {
				sent = m.date.UTC().Format(time.RFC3339)
			}
			senders = append(senders, index.Message{At: at, From: m.from, Sent: sent})
			msg := fmt.Sprintf("From: %s\nDate: %s\nSubject: %s\n\n%s\n\n", m.from, m.date.Format(time.RFC1123Z), m.subject, m.body)
			body.WriteString(msg)
			at += utf8.RuneCountInString(msg)
		}
		first := ms[0]
		subject := first.subject
		if subject == "" {
			subject = firstLine(first.body)
		}
		docs = append(docs, index.Doc{
			ExternalID: first.id, Kind: "mail", Title: subject, Body: body.String(), Author: first.from,
			ThreadID: first.id, AuthoredAt: first.date, People: people,
			Metadata: map[string]any{"messages": len(ms), "senders": senders},
		})
	}
	sort.Slice(docs, func(i, j int) bool { return docs[i].ExternalID < docs[j].ExternalID })
	return docs
}
