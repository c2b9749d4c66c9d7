package ingest

import (
	"context"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/queueproof/queueproof/engine/errs"
	"github.com/queueproof/queueproof/engine/index"
)

type slackMessage struct {
	Type        string `json:"type"`
	Subtype     string `json:"subtype"`
	User        string `json:"user"`
	Text        string `json:"text"`
	TS          string `json:"ts"`
	ThreadTS    string `json:"thread_ts"`
	UserProfile struct {
		RealName string `json:"real_name"`
	} `json:"user_profile"`
	// UserTeam is the team (organisation) of the message's account, as Slack Connect writes it.
	UserTeam string `json:"user_team"`
}

type slackUser struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	RealName string `json:"real_name"`
	// Guests and people of another organisation in a shared channel (Slack Connect): single-
	// and multi-channel guests are restricted; a stranger is another workspace's member.
	IsRestricted      bool `json:"is_restricted"`
	IsUltraRestricted bool `json:"is_ultra_restricted"`
	IsStranger        bool `json:"is_stranger"`
	// TeamID is the organisation the account belongs to.
	TeamID string `json:"team_id"`
}

// outsiders adds to guests the accounts that are no member of the export's own organisation
// though users.json does not flag them: an account of another team (its team_id, or the team a
// Slack Connect message names), and, when users.json lists the workspace's people, an account it
// does not list. The export's own team is the one most of its unflagged users belong to. (A bot's
// message has no account and is left as it is.)
func outsiders(threads map[string]*slackThread, users, teams map[string]string, guests map[string]bool) {
	count := map[string]int{}
	for id, team := range teams {
		if !guests[id] {
			count[team]++
		}
	}
	own, most := "", 0
	for team, n := range count {
		if n > most || n == most && team < own {
			own, most = team, n
		}
	}
	for id, team := range teams {
		if own != "" && team != own {
			guests[id] = true
		}
	}
	for _, t := range threads {
		for _, m := range t.msgs {
			switch {
			case m.User == "":
			case len(users) > 0 && users[m.User] == "":
				guests[m.User] = true // not among the workspace's people
			case own != "" && m.UserTeam != "" && m.UserTeam != own:
				guests[m.User] = true
			}
		}
	}
}

// guest reports whether the user is no member of the workspace's own organisation.
func (u slackUser) guest() bool { return u.IsRestricted || u.IsUltraRestricted || u.IsStranger }

type slackThread struct {
	channel, ts string
	msgs        []slackMessage
}

// parseSlack reads a Slack export: a zip of channel folders of JSON day files (and users.json).
// Each thread (a parent message and its replies, across day files) becomes one document; a
// message outside any thread is a document of its own.
func parseSlack(ctx context.Context, r reader, in Input) ([]index.Doc, error) {
	if len(in.Files) != 1 {
		return nil, errs.E(errs.Invalid, "a Slack export is one .zip file")
	}
	f := in.Files[0]
	zr, err := r.openZip(f)
	if err != nil {
		return nil, err
	}
	users := map[string]string{}
	guests := map[string]bool{}  // user ids of guests and other organisations' members
	teams := map[string]string{} // user ids' organisations, where users.json gives them
	threads := map[string]*slackThread{}
	for _, zf := range zr.File {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		name := zf.Name
		if strings.Contains(name, "\\") || path.IsAbs(name) || strings.HasPrefix(name, "/") {
			return nil, errs.E(errs.Invalid, "%s: entry %q has an unsafe path", f.Name, name)
		}
		for _, part := range strings.Split(name, "/") {
			if part == ".." {
				return nil, errs.E(errs.Invalid, "%s: entry %q has an unsafe path", f.Name, name)
			}
		}
		if zf.FileInfo().IsDir() || !strings.HasSuffix(name, ".json") {
			continue
		}
		if zf.UncompressedSize64 > uint64(r.lim.MaxFileBytes) {
			return nil, errs.E(errs.Invalid, "%s: entry %s is larger than the limit of %d bytes", f.Name, name, r.lim.MaxFileBytes)
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, errs.Wrap(errs.Invalid, err, "%s: entry %s is corrupt", f.Name, name)
		}
		b, err := r.readFrom(f.Name+":"+name, rc)
		rc.Close()
		if err != nil {
			return nil, errs.Wrap(errs.Invalid, err, "%s: entry %s is corrupt", f.Name, name)
		}
		text, err := checkUTF8(f.Name+":"+name, b)
		if err != nil {
			return nil, err
		}
		dir, base := path.Split(name)
		dir = strings.Trim(dir, "/")
		switch {
		case dir == "" && base == "users.json":
			var us []slackUser
			if err := noMemberTwice([]byte(text)); err != nil {
				return nil, errs.E(errs.Invalid, "%s: %s: malformed JSON: %v", f.Name, name, err) // a guest's mark named twice, "is_restricted": true then false
			}
			if err := json.Unmarshal([]byte(text), &us); err != nil {
				return nil, errs.E(errs.Invalid, "%s: %s: malformed JSON: %s", f.Name, name, jsonProblem(err, "a list of users"))
			}
			for i, u := range us {
				n := u.RealName
				if n == "" {
					n = u.Name
				}
				for _, fl := range []struct{ what, v string }{{"id", u.ID}, {"name", n}} {
					if msg := tooLong(fl.what, fl.v, MaxFieldChars); msg != "" {
						return nil, errs.E(errs.Invalid, "%s: %s: user %d: %s", f.Name, name, i+1, msg)
					}
				}
				users[u.ID] = n
				if u.guest() {
					guests[u.ID] = true
				}
				if u.TeamID != "" {
					teams[u.ID] = u.TeamID
				}
			}
		case dir == "":
			// channels.json, integration logs and other top-level files carry no messages.
		default:
			channel := path.Base(dir)
			if msg := tooLong("channel name", channel, MaxFieldChars); msg != "" {
				return nil, errs.E(errs.Invalid, "%s: %s: %s", f.Name, name, msg)
			}
			var msgs []slackMessage
			if err := json.Unmarshal([]byte(text), &msgs); err != nil {
				return nil, errs.E(errs.Invalid, "%s: %s: malformed JSON: %s", f.Name, name, jsonProblem(err, "a day file (a list of messages)"))
			}
			for i, m := range msgs {
				if m.Type != "message" || m.TS == "" || strings.TrimSpace(m.Text) == "" {
					continue
				}
				for _, fl := range []struct{ what, v string }{
					{"user", m.User}, {"user name", m.UserProfile.RealName}, {"ts", m.TS}, {"thread_ts", m.ThreadTS},
				} {
					if msg := tooLong(fl.what, fl.v, MaxFieldChars); msg != "" {
						return nil, errs.E(errs.Invalid, "%s: %s: message %d: %s", f.Name, name, i+1, msg)
					}
				}
				if m.Subtype == "channel_join" || m.Subtype == "channel_leave" {
					continue
				}
				root := m.TS
				if m.ThreadTS != "" {
					root = m.ThreadTS
				}
				key := channel + "/" + root
				t := threads[key]
				if t == nil {
					t = &slackThread{channel: channel, ts: root}
					threads[key] = t
				}
				t.msgs = append(t.msgs, m)
			}
		}
	}
	keys := make([]string, 0, len(threads))
	for k := range threads {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	outsiders(threads, users, teams, guests)
	var docs []index.Doc
	for _, k := range keys {
		docs = append(docs, slackDoc(threads[k], users, guests))
	}
	if len(docs) == 0 {
		return nil, errs.E(errs.Invalid, "%s: no Slack messages found (want channel folders of JSON day files)", f.Name)
	}
	return docs, nil
}

func slackTime(ts string) time.Time {
	sec, err := strconv.ParseFloat(ts, 64)
	if err != nil {
		return time.Time{}
	}
	return time.Unix(int64(sec), int64((sec-float64(int64(sec)))*1e9)).UTC().Truncate(time.Millisecond)
}

func slackDoc(t *slackThread, users map[string]string, guests map[string]bool) index.Doc {
	sort.SliceStable(t.msgs, func(i, j int) bool { return t.msgs[i].TS < t.msgs[j].TS })
	var body strings.Builder
	var people, outside []string
	var senders []index.Message
	seen := map[string]bool{}
	at := 0 // runes written so far
	for _, m := range t.msgs {
		who := m.UserProfile.RealName
		if who == "" {
			who = users[m.User]
		}
		if who == "" {
			who = m.User
		}
		if who != "" && !seen[who] {
			seen[who] = true
			people = append(people, who)
			if guests[m.User] {
				outside = append(outside, who)
			}
		}
		// Each message's speaker is its account, and where it starts is recorded: a message's
		// text can hold a new line and "Name: ..." of its own.
		senders = append(senders, index.Message{At: at, From: who, Guest: guests[m.User], Account: m.User})
		line := fmt.Sprintf("%s: %s\n", who, resolveMentions(m.Text, users))
		body.WriteString(line)
		at += utf8.RuneCountInString(line)
	}
	first := t.msgs[0]
	return index.Doc{
		ExternalID: t.channel + "/" + t.ts,
		Kind:       "chat",
		Title:      "#" + t.channel + ": " + firstLine(resolveMentions(first.Text, users)),
		Body:       body.String(),
		Author:     firstOr(people),
		ThreadID:   t.channel + "/" + t.ts,
		AuthoredAt: slackTime(first.TS),
		People:     people,
		Metadata:   slackMetadata(t, outside, senders),
	}
}

// slackMetadata is a thread's metadata: its channel, its number of messages and, when any
// wrote in it, the guests and other organisations' members among its people ("guests": the
// team rule of records.markOutside counts them outside), and its messages: where each starts,
// who wrote it and whether a guest did ("senders", index.MetadataMessages).
func slackMetadata(t *slackThread, guests []string, senders []index.Message) map[string]any {
	m := map[string]any{"channel": t.channel, "messages": len(t.msgs), "senders": senders}
	if len(guests) > 0 {
		m["guests"] = guests
	}
	return m
}

func firstOr(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[0]
}

// resolveMentions turns <@U123> into @Name in one pass over s: a name is inserted as it is and
// never scanned again, so a name that itself looks like a mention cannot loop or grow the text.
func resolveMentions(s string, users map[string]string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "<@")
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '>')
		if j < 0 {
			break
		}
		id := s[i+2 : i+j]
		name := users[id]
		if name == "" {
			name = id
		}
		b.WriteString(s[:i])
		b.WriteString("@")
		b.WriteString(name)
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}
