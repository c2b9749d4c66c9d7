package facts_test

// A twenty-seventh independent review, of this session's facts reading, in wording of our own
// (a woollen mill, Calder Vale Mill: weaving-shed chat, dye-house and parts mails):
//
//  2. 9d963e6 (namedpeople.go learnNamed, ownclaims.go readOwnerOn, due.go reSaidDeadline): a
//     first name nobody writes under is a person when the text shows it (a title, a word for
//     someone, spoken of again as he or she, doing a thing herself); then "X is on it" owns
//     the work; a deadline word after words of speech gives the due date.
//
// Probes use runFactProbes (review4_test.go). A probe with a `wrong` field fails today, is
// logged as KNOWN WRONG, and fails the test once it holds. Each mark was classed by running
// these probes on an export of 8bf832c (the commit before the reading): "(brought by 9d963e6)"
// held there and fails now; "(not covered)" failed there as well and is of the kind the
// reading was written for. (9206da1, the other reading of the session, touches no facts code.)
//
// Named people: 19 probes, 12 hold, 7 marked (4 brought by 9d963e6, 3 not covered); seven
// holding ones (the title, the word for someone, 'he said', an earlier message's sign, the
// quoted mail's sign, 'herself', the weekday) failed on 8bf832c.
// Said deadlines: 13 probes, 6 hold, 7 marked (all brought by 9d963e6: reSaidDeadline lifts
// reDueReport's veto for any 'said/told/mentioned/claimed ... by/before/no later than'); the
// four deadlines after speech failed on 8bf832c.
// In all: 32 probes, 18 hold, 14 marked (11 brought, 3 not covered).
//
// Mended at the root after the review: the 11 brought faults hold (being spoken of again as he
// or she is no sign of a person; a word for someone takes a lower-case word before it only; a
// title after an article names a product; a deadline word counts after speech only right
// after its verb, its object or "it'll be ready/with them"). One probe that held is lost by
// the mend and marked: 'Olusegun is on it, he said latest Friday' owns nothing now (its due
// date holds). Now: 32 probes, 28 hold, 4 marked (3 not covered, 1 lost by the mend).

import (
	"testing"
	"time"

	"github.com/queueproof/queueproof/engine/facts"
)

// r27 is a document of the mill's thread written on day of November 2026 at 10:00 (18
// November 2026 is a Wednesday).
func r27(id, kind, author, title string, day int, text string) facts.Doc {
	return facts.Doc{ID: id, Kind: kind, Author: author, At: time.Date(2026, 11, day, 10, 0, 0, 0, time.UTC), Title: title, Text: text}
}

// mill27 is one chat message in the weaving shed's channel on Wednesday 18 November 2026.
func mill27(author, text string) []facts.Doc {
	return []facts.Doc{r27("1", "chat", author, "#weaving-shed", 18, text)}
}

// Reading 2 (9d963e6, namedpeople.go learnNamed, ownclaims.go readOwnerOn): a first name
// nobody writes under is a person when the text shows it, and then "X is on it" owns the work.
func TestReview27NamedPeople(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "chat: a title before a surname ('Mr. Okafor is on it')",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: Mr. Okafor is on it."),
			want: []string{"owner WV-41 Okafor"}},
		{name: "chat: a word for someone ('our apprentice Keziah is on it')",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: our apprentice Keziah is on it."),
			want: []string{"owner WV-41 Keziah"}},
		{name: "chat: spoken of again as he, with the deadline he gave",
			docs:  mill27("Harriet Booth", "WV-41 warp beam brake, Olusegun is on it, he said latest Friday."),
			want:  []string{"owner WV-41 Olusegun", "due WV-41 2026-11-20"},
			wrong: "(lost by the mend of this review's brought faults) being spoken of again as he or she is no longer a sign of a person (namedpeople.go): departments are spoken of so too ('Finishing is on it, he said'); the due date holds"},
		{name: "chat: the sign in an earlier message of the thread ('Mrs Haworth' Monday, 'Haworth's on it' Wednesday)",
			docs: []facts.Doc{r27("1", "chat", "Harriet Booth", "#weaving-shed", 16, "Mrs Haworth from the mending room came by about the Picanol."),
				r27("2", "chat", "Harriet Booth", "#weaving-shed", 18, "WV-41 warp beam brake: Haworth's on it.")},
			want: []string{"owner WV-41 Haworth"}},
		{name: "mail: the name shown in the quoted mail ('our new apprentice Keziah')",
			docs: []facts.Doc{r27("1", "mail", "Harriet Booth", "Re: WV-41 warp beam brake", 18,
				"Keziah is on it now.\n\nOn Mon, 16 Nov 2026, Ian Pickles wrote:\n> WV-41: the brake slips again. Our new apprentice Keziah starts today, she could learn on it.")},
			want: []string{"owner WV-41 Keziah"}},
		{name: "chat: a name called a month ('May is on it, she said by Friday')",
			docs:  mill27("Harriet Booth", "WV-41 warp beam brake: May is on it, she said by Friday."),
			want:  []string{"owner WV-41 May", "due WV-41 2026-11-20"},
			wrong: "(not covered) learnNamed skips calendar words (IsCalendarWord), so a person called May is never learned and owns nothing; the due date is read"},
		{name: "chat: an Irish surname with a title ('Mr. O'Brien is on it')",
			docs:  mill27("Harriet Booth", "WV-41 warp beam brake: Mr. O'Brien is on it."),
			want:  []string{"owner WV-41 O'Brien"},
			wrong: "(not covered) learnNamed's name pattern wants a capital then lower-case letters, so 'O'Brien' after 'Mr.' is not learned (reTitledFirst)"},
		{name: "chat: a Scottish surname with a title ('Mrs McAllister is on it')",
			docs:  mill27("Harriet Booth", "WV-41 warp beam brake: Mrs McAllister is on it."),
			want:  []string{"owner WV-41 McAllister"},
			wrong: "(not covered) learnNamed's name pattern allows no capital inside a name, so 'McAllister' after 'Mrs' is not learned (reTitledFirst)"},
		{name: "chat: doing it herself, then on it",
			docs: mill27("Harriet Booth", "WV-41: Wilhelmina will reset the brake herself. Wilhelmina is on it."),
			want: []string{"owner WV-41 Wilhelmina"}},
		// Traps: the text's sign points at something that is no person.
		{name: "a department spoken of as he ('Finishing is on it, he said')",
			docs: mill27("Harriet Booth", "WV-41 cloth faults: Finishing is on it, he said."),
			not:  []string{"owner WV-41 Finishing"}},
		{name: "a department shown by 'he said' in an earlier message, on it later",
			docs: []facts.Doc{r27("1", "chat", "Harriet Booth", "#weaving-shed", 16, "Dispatch has the spare cones, he said."),
				r27("2", "chat", "Harriet Booth", "#weaving-shed", 18, "WV-41 cone shortage: Dispatch is on it.")},
			not: []string{"owner WV-41 Dispatch"}},
		{name: "a sister mill (a place) spoken of as she",
			docs: mill27("Harriet Booth", "WV-41 spare warp beam: Halifax has one in the yard, she said. Halifax is on it."),
			not:  []string{"owner WV-41 Halifax"}},
		{name: "a product after a word for someone ('our AI assistant Copilot')",
			docs: mill27("Harriet Booth", "WV-41 loom PC: I asked our AI assistant Copilot for the fix, Copilot is on it."),
			not:  []string{"owner WV-41 Copilot"}},
		{name: "a team after a word for someone ('our Tech Support team')",
			docs: mill27("Harriet Booth", "WV-41 loom PC: logged with our Tech Support team. Support is on it."),
			not:  []string{"owner WV-41 Support"}},
		{name: "a cleaning product after a title ('Mr Muscle')",
			docs: mill27("Harriet Booth", "WV-41 oily frame: Mr Muscle will do it, it shifts most grease. Muscle is on it in the cupboard."),
			not:  []string{"owner WV-41 Muscle", "commitment WV-41 Muscle"}},
		{name: "a team doing a thing with 'himself' said of another ('Procurement will ask Marek ... himself')",
			docs: mill27("Harriet Booth", "WV-41 reed order: Procurement will ask Marek to order it himself. Procurement is on it."),
			not:  []string{"owner WV-41 Procurement"}},
		{name: "a weekday spoken of as he said ('Tuesday is out, he said')",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: Tuesday is out, he said latest Friday."),
			want: []string{"due WV-41 2026-11-20"}, not: []string{"owner WV-41 Tuesday"}},
		{name: "a mail's sign-off with 'Dr.' and a company named like a person ('Dr. Weigert')",
			docs: []facts.Doc{r27("1", "mail", "Harriet Booth", "DYE-7 vat descaling", 18,
				"Hi all,\nDYE-7 vat descaling: we use the Dr. Weigert descaler, Weigert is on it in the stores.\nThanks,\nHarriet")},
			not: []string{"owner DYE-7 Weigert"}},
		{name: "a title in a sign-off shows no owner of the work ('Dr. Amara Nwosu' signs, 'Amara's on it' not said)",
			docs: []facts.Doc{r27("1", "mail", "Amara Nwosu", "DYE-7 vat descaling", 18,
				"Hi Harriet,\nDYE-7: the lab results are attached, the descaler is on its way.\nKind regards,\nDr. Amara Nwosu")},
			not: []string{"owner DYE-7 *"}},
	})
}

// Reading 2 (9d963e6, due.go reSaidDeadline): a deadline word after words of speech gives the
// due date; a day said of the speaking, or of something other than the work, does not.
func TestReview27SaidDeadlines(t *testing.T) {
	runFactProbes(t, []factProbe{
		{name: "chat: 'the Picanol engineer said latest Friday'",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: the Picanol engineer said latest Friday."),
			want: []string{"due WV-41 2026-11-20"}},
		{name: "mail: 'Grob told us no later than the 27th'",
			docs: []facts.Doc{r27("1", "mail", "Harriet Booth", "WV-41 heald frames", 18, "Hi Ian,\nWV-41 heald frames: Grob told us no later than the 27th.\nHarriet")},
			want: []string{"due WV-41 2026-11-27"}},
		{name: "chat: 'they promised before Thursday'",
			docs: mill27("Harriet Booth", "WV-41 reed order: they promised before Thursday."),
			want: []string{"due WV-41 2026-11-19"}},
		{name: "chat: 'he said on Monday it will be ready by Friday' (the day of speaking first)",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: he said on Monday it will be ready by Friday."),
			want: []string{"due WV-41 2026-11-20"}, not: []string{"due WV-41 2026-11-23", "due WV-41 2026-11-16"}},
		// Traps.
		{name: "a day said of the telling: 'they told us by phone on Monday'",
			docs: mill27("Harriet Booth", "WV-41 reed order: they told us by phone on Monday that the reeds are in."),
			not:  []string{"due WV-41 *"}},
		{name: "'said nothing before Monday': a day of (not) speaking",
			docs: mill27("Harriet Booth", "WV-41 reed order: Grob said nothing before Monday, then the reeds turned up."),
			not:  []string{"due WV-41 *"}},
		{name: "'as I said before Christmas': a time of speaking",
			docs: mill27("Harriet Booth", "WV-41: as I said before Christmas, the Dornier needs a new warp beam brake."),
			not:  []string{"due WV-41 2026-12-25"}},
		{name: "a quote's validity after 'mentioned': 'valid no later than Friday'",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: the quote he mentioned is valid no later than Friday."),
			not:  []string{"due WV-41 2026-11-20"}},
		{name: "a tariff taking effect after 'mentioned': 'takes effect no later than 1 December'",
			docs: mill27("Harriet Booth", "WV-41 energy tariff: the new rate she mentioned takes effect no later than 1 December."),
			not:  []string{"due WV-41 2026-12-01"}},
		{name: "a past delivery said: 'he said the beam was delivered by Monday'",
			docs: mill27("Harriet Booth", "WV-41 warp beam: he said the beam was delivered by Monday, it's in the yard."),
			not:  []string{"due WV-41 *"}},
		{name: "a warranty's end claimed: 'they claimed the warranty ran out before the 12th'",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: they claimed the warranty ran out before the 12th, so we pay."),
			not:  []string{"due WV-41 *"}},
		{name: "someone away said: 'she told me she is off before Friday'",
			docs: mill27("Harriet Booth", "WV-41 warp beam brake: Gwen told me she is on leave before Friday, so Ian takes it."),
			not:  []string{"due WV-41 2026-11-20"}},
		{name: "a sale ending, said: 'he said the offer ends by Friday'",
			docs: mill27("Harriet Booth", "WV-41 reed order: he said the Grob offer ends by Friday."),
			not:  []string{"due WV-41 2026-11-20"}},
	})
}
