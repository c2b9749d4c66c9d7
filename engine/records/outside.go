package records

import (
	"net/mail"
	"strings"
)

// markOutside marks the records of mail sent by someone outside the team. The team is who
// speaks in the workspace's own tools: the authors of its chats, tickets, pull requests,
// incidents and pages, and the people its tracker names as owners. A mail's sender is of the
// team when their address is at a domain one of these writes from, or, when the team's tools
// show no domain, when their name is one of these (a display name is easily forged, so a
// team's name from a domain the team does not write from is not enough). Anyone else (a
// customer, a vendor, a stranger writing to the support inbox) is outside. Their records stay
// evidence; facts.Timelines keeps them from changing tracked work.
func markOutside(rs []Record, chunks []Chunk) {
	names, domains := map[string]bool{}, map[string]bool{}
	author := map[string]string{}
	mailed := map[string]bool{}
	for _, c := range chunks {
		author[c.ChunkID] = c.Author
		if c.DocKind == "mail" {
			mailed[c.ChunkID] = true
			continue
		}
		if n, d := sender(c.Author); n != "" {
			names[n] = true
			if d != "" {
				domains[d] = true
			}
		}
	}
	for _, r := range rs {
		if r.SystemOfRecord && r.Owner != "" {
			names[strings.ToLower(r.Owner)] = true
		}
	}
	for i := range rs {
		id := rs[i].Citation.ChunkID
		if !mailed[id] {
			continue
		}
		n, d := sender(author[id])
		switch {
		case d != "" && domains[d]:
			rs[i].Outside = false
		case len(domains) > 0 && d != "":
			rs[i].Outside = true // another domain than the team's, whatever the name says
		default:
			rs[i].Outside = n == "" || !names[n]
		}
	}
}

// sender is an author's name (lower-case) and mail domain, from "Ana Ruiz <ana@x.example>",
// "ana@x.example" or "Ana Ruiz".
func sender(a string) (name, domain string) {
	a = strings.TrimSpace(a)
	if a == "" {
		return "", ""
	}
	if addr, err := mail.ParseAddress(a); err == nil {
		name = addr.Name
		if i := strings.LastIndexByte(addr.Address, '@'); i >= 0 {
			domain = strings.ToLower(addr.Address[i+1:])
			if name == "" {
				name = addr.Address[:i]
			}
		}
		return strings.ToLower(strings.TrimSpace(name)), domain
	}
	return strings.ToLower(a), ""
}
