package facts

import (
	"regexp"
	"strings"
)

// Minutes mark an action where it arises, inside an item's text as much as at a line's start:
// "AI: Rocío — tender documents out by Friday", "AP: Lidia to order cable", "Action: Ezequiel
// brings three quotes", "[AI] Tom — book the hall". The marked sentence is an action: its
// person owns what it names and its date is the action's. ("TODO(ravi): ..." names its person
// in the mark; ownframes.go reads it.)
var reActionMark = regexp.MustCompile(`^(?:\[(?i:ai|ap|action(?: item| point)?|todo)\]|(?:AI|AP|A\.I\.|(?i:action(?: item| point)?|todo|to-do)))\s*(?::|\]|\s[—–-])\s*`)

// attendeeFields name a list of people at a meeting, present or excused, in the languages
// minutes are written in.
var attendeeFields = map[string]bool{"attendees": true, "attendance": true, "in attendance": true, "present": true,
	"participants": true, "reviewers": true, "cc": true, "apologies": true, "regrets": true, "absent": true,
	"excused": true, "guests": true, "invited": true, "invitees": true, "members present": true, "attending": true,
	"presentes": true, "presente": true, "ausente": true, "ausentes": true, "asistentes": true, "participantes": true,
	"presenti": true, "assenti": true, "partecipanti": true, "présents": true, "présent": true, "absents": true,
	"excusés": true, "participants présents": true, "anwesend": true, "anwesende": true, "teilnehmer": true,
	"teilnehmende": true, "abwesend": true, "entschuldigt": true, "aanwezig": true, "aanwezigen": true, "afwezig": true,
	"deelnemers": true, "närvarande": true, "deltagare": true, "til stede": true, "deltagere": true, "obecni": true,
	"uczestnicy": true, "nieobecni": true}

// actionMarked reads a sentence led by an action mark (see reActionMark): the rest of the
// sentence and the line it is read as, an action item.
func actionMarked(text string, sp Span, l line) (Span, line, bool) {
	m := reActionMark.FindStringIndex(text[sp.Start:sp.End])
	if m == nil || m[1] >= sp.End-sp.Start {
		return sp, l, false
	}
	l.section = "action"
	return trimSpan(text, Span{sp.Start + m[1], sp.End}), l, true
}

// readItemAction reads an action marked inside an item's text ("2. PGC-95 trucking tender:
// two-year contract. AI: Rocío — tender documents out by Friday"): the action is the item's,
// so its owner and date are the item's subject's; the words after the name are not a subject.
func (x *extraction) readItemAction(rest Span, l line) bool {
	text := x.doc.Text
	s := text[rest.Start:rest.End]
	m := reAction.FindStringSubmatchIndex(s)
	if m == nil || len(workIDs(s)) > 0 || len(workIDs(x.last)) == 0 {
		return false
	}
	who, subject := x.person(s[m[2]:m[3]]), x.last
	if strings.HasPrefix(x.lineLabel, x.last) {
		subject = x.lineLabel // "DPT-71 forklift lease", as the item's other facts name it
	}
	x.add(Fact{Kind: Owner, Subject: subject, Person: who, Span: rest})
	tail := Span{rest.Start + m[4], rest.End}
	x.readClauses(tail, who, false, line{span: tail, speaker: who, section: "action"})
	return true
}
