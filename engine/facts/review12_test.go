package facts_test

// A twelfth independent review, of the facts readings added after the eleventh review: a
// weekday with an ordinal day ("sat 19th", "Thursday the 3rd") read as the next such day on
// that weekday (weekdays.go reDayAfter, reEnWeekdayDay, weekdayAndDay); relative dates counted
// from the message ("the day after tomorrow", "Friday week", "a week on Monday", "the Tuesday
// after next", "10 days from today", "two weeks from now", "in 2 wks", "the week after next":
// relativedays.go); day-first dates with Spanish, Portuguese, German, French, Italian and
// Dutch months (foreignmonths.go reForeignDate, foreignDate); and a team chat message that
// only names a thing and asks, an open call that "mine" closed by an emoji takes, the day the
// answer states alone its due date (volunteers.go reBareThing, bareThing, reVolunteer,
// volunteered, reFromDay).
//
// Every document is written on Wednesday 18 November 2026. The probes keep the form of
// review11_test.go (runFactProbes): a probe with a `wrong` field fails today, is logged as
// KNOWN WRONG, and fails the test once it holds so that the mark is removed. A mark starting
// "(pre-existing)" is a fault older than these readings (the probe failed as well on the code
// before them); "(not covered)" is a case of the kind they were written for that they do not
// reach, also failing before them; every other mark is a fault these readings bring (the probe
// held on the code before them, or no date was read before and a wrong one is read now).
// "(pre-existing, made worse)" is a wrong date before that is further off now. Each was checked
// by running the probes with the readings' diffs reversed.

import (
	"slices"
	"testing"

	"github.com/queueproof/queueproof/engine/facts"
	"github.com/queueproof/queueproof/engine/probetest"
)

// A weekday with a day of the month after it, written as an ordinal.
func TestReview12WeekdayOrdinals(t *testing.T) {
	chat := func(text string) facts.Doc { return rChat("1", "Oskar Lind", text) }
	runFactProbes(t, []factProbe{
		{name: "'due Thu 26th' (control)", docs: []facts.Doc{chat("PLM-40 is due Thu 26th.")},
			want: []string{"due PLM-40 2026-11-26"}},
		{name: "'due sat the 19th' is December's Saturday (control)", docs: []facts.Doc{chat("PLM-41 is due sat the 19th.")},
			want: []string{"due PLM-41 2026-12-19"}},
		{name: "'due Fri 4th Dec' (control)", docs: []facts.Doc{rMail("Ines Duarte", "PLM-42 fit-out", "Hi Oskar, PLM-42 is due Fri 4th Dec, as agreed.")},
			want: []string{"due PLM-42 2026-12-04"}},
		{name: "'Monday 1st thing' is first thing on Monday, not 1 February", docs: []facts.Doc{chat("I'll have PLM-43 done Monday 1st thing.")},
			want: []string{"due PLM-43 2026-11-23"},
			not:  []string{"due PLM-43 2027-02-01"}},
		{name: "'due Thursday, 3rd floor sign-off first' is this Thursday", docs: []facts.Doc{
			rMail("Ines Duarte", "PLM-44 fit-out", "PLM-44 is due Thursday, 3rd floor sign-off first.")},
			want: []string{"due PLM-44 2026-11-19"},
			not:  []string{"due PLM-44 2026-12-03"}},
		{name: "'by Sunday 2nd service' (a church rota) is this Sunday", docs: []facts.Doc{
			chat("PLM-45 (the projector) must be fixed by Sunday 2nd service please")},
			want: []string{"due PLM-45 2026-11-22"},
			not:  []string{"due PLM-45 2027-05-02"}},
		{name: "a weekday and a day that do not agree are not read as a day months away", docs: []facts.Doc{
			chat("PLM-46 is due Friday the 19th, agreed with the client.")},
			not: []string{"due PLM-46 2027-02-19"}},
		{name: "'was due Thursday the 12th' is the past Thursday", docs: []facts.Doc{
			rMail("Ines Duarte", "PLM-47", "PLM-47 was due Thursday the 12th and we are still waiting on it.")},
			not: []string{"due PLM-47 2027-08-12"}},
		{name: "'Thurs the 26th' (control)", docs: []facts.Doc{chat("PLM-48 due Thurs the 26th")},
			want: []string{"due PLM-48 2026-11-26"}},
	})
}

// Spans and weekdays counted from the message.
func TestReview12RelativeDays(t *testing.T) {
	chat := func(text string) facts.Doc { return rChat("1", "Ama Owusu", text) }
	runFactProbes(t, []factProbe{
		{name: "'the day after tomorrow' (control)", docs: []facts.Doc{chat("PLM-50 is due the day after tomorrow.")},
			want: []string{"due PLM-50 2026-11-20"}},
		{name: "'Friday week' (control)", docs: []facts.Doc{chat("PLM-51 is due Friday week.")},
			want: []string{"due PLM-51 2026-11-27"}},
		{name: "'a week on Monday' (control, British mail)", docs: []facts.Doc{rMail("Ama Owusu", "PLM-52", "PLM-52 is due a week on Monday, as agreed.")},
			want: []string{"due PLM-52 2026-11-30"}},
		{name: "'10 days from today' (control)", docs: []facts.Doc{chat("PLM-53 due 10 days from today")},
			want: []string{"due PLM-53 2026-11-28"}},
		{name: "'the week after next' (control)", docs: []facts.Doc{chat("PLM-54 is due the week after next.")},
			want: []string{"due PLM-54 2026-12-04"}},
		{name: "'3 working days from today' skips the weekend", docs: []facts.Doc{rMail("Ama Owusu", "PLM-55", "PLM-55 is due 3 working days from today.")},
			want: []string{"due PLM-55 2026-11-23"},
			not:  []string{"due PLM-55 2026-11-21"}},
		{name: "'two fortnights from now' is four weeks", docs: []facts.Doc{chat("PLM-56 due two fortnights from now")},
			want: []string{"due PLM-56 2026-12-16"}},
		{name: "'Friday week 50' (an ISO week number) is not 'Friday week'", docs: []facts.Doc{
			rMail("Ama Owusu", "PLM-57 delivery", "PLM-57 delivery is due Friday week 50, per the supplier's plan.")},
			not: []string{"due PLM-57 2026-11-27"}},
		{name: "'lost a week on Monday's outage' moves no due date (the mention: TestReview12DateMentions)", docs: []facts.Doc{
			chat("PLM-58: we lost a week on Monday's outage, so it's due 4 December now")},
			want: []string{"due PLM-58 2026-12-04"},
			not:  []string{"due PLM-58 2026-11-30"}},
		{name: "'a week Friday' is a week after this Friday", docs: []facts.Doc{chat("PLM-59 due a week Friday")},
			want:  []string{"due PLM-59 2026-11-27"},
			wrong: "(not covered) relativedays.go reWeekOnWeekday: 'a week Friday' (no 'on') is read by the natural-language rules as this Friday"},
		{name: "'a week from tomorrow' is eight days on", docs: []facts.Doc{chat("PLM-60 due a week from tomorrow")},
			want: []string{"due PLM-60 2026-11-26"}},
		{name: "'in 2wks' (no space) is two weeks", docs: []facts.Doc{chat("PLM-61 due in 2wks")},
			want: []string{"due PLM-61 2026-12-02"}},
	})
}

// Day-first dates with the months of other languages, and words that only look like them.
func TestReview12ForeignMonths(t *testing.T) {
	chat := func(text string) facts.Doc { return rChat("1", "Lúcia Farias", text) }
	runFactProbes(t, []factProbe{
		{name: "'Deadline PLM-70: 21 décembre' (control)", docs: []facts.Doc{chat("Deadline PLM-70: 21 décembre")},
			want: []string{"due PLM-70 2026-12-21"}},
		{name: "'Abgabe: 3. Dezember' (control)", docs: []facts.Doc{chat("PLM-71 Abgabe: 3. Dezember")},
			want: []string{"due PLM-71 2026-12-03"}},
		{name: "'due 3. Dezember' inside a sentence", docs: []facts.Doc{chat("PLM-77 is due 3. Dezember, bitte.")},
			want:  []string{"due PLM-77 2026-12-03"},
			wrong: "(not covered) prose.go readProse: the sentence tokenizer ends the sentence at '3.', so the German dotted day is cut from its month and only a field ('Abgabe: 3. Dezember') is read"},
		{name: "'deadline 1º de março' (control)", docs: []facts.Doc{chat("PLM-72 deadline 1º de março")},
			want: []string{"due PLM-72 2027-03-01"}},
		{name: "a quantity after the month is no year: '12 juni, 1500 units'", docs: []facts.Doc{
			rMail("Jan de Vries", "PLM-73 order", "PLM-73 is due 12 juni, 1500 units to the Rotterdam depot.")},
			want: []string{"due PLM-73 2027-06-12"},
			not:  []string{"due PLM-73 1500-06-12"}},
		{name: "a Spanish month shortened: 'el 3 de dic.'", docs: []facts.Doc{chat("PLM-74 due el 3 de dic.")},
			want:  []string{"due PLM-74 2026-12-03"},
			wrong: "(not covered) foreignmonths.go foreignMonths holds only full names ('dic.', 'ene.', 'dez.', 'Okt.' are not read)"},
		{name: "a German month shortened: 'due 15. Okt.'", docs: []facts.Doc{chat("PLM-75 due 15. Okt.")},
			want:  []string{"due PLM-75 2027-10-15"},
			wrong: "(not covered) foreignmonths.go foreignMonths holds only full names"},
		{name: "a numbered list of reviewers is no dates", docs: []facts.Doc{
			rMail("Lúcia Farias", "PLM-76 review", "PLM-76 is due Friday. Reviewers:\n1. Julio Ramos\n2. Mai Nguyen")},
			want: []string{"due PLM-76 2026-11-20"},
			not:  []string{"due PLM-76 2027-07-01", "due PLM-76 2027-05-02"}},
	})
}

// Date mentions the new rules read where a reader sees no date (or a different one), checked
// on the parser itself: each text's readings, in order.
func TestReview12DateMentions(t *testing.T) {
	p, err := facts.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, pr := range []struct {
		name, text string
		want       []string // each mention's date, in order
		wrong      string
	}{
		{"'livraison le 21 décembre' (control)", "livraison le 21 décembre", []string{"2026-12-21"}, ""},
		{"'the Tuesday after next' (control)", "can we do the Tuesday after next?", []string{"2026-12-01"}, ""},
		{"'two business days from now' (control)", "two business days from now", []string{"2026-11-20"}, ""},
		{"a sandwich order's '2 mayo' is mayonnaise", "sandwich order for the training day: 3 ham, 2 mayo, 1 vegan", nil,
			""},
		{"a numbered list of names: '1. Julio Ramos', '2. Mai Nguyen'", "Attendees:\n1. Julio Ramos\n2. Mai Nguyen\n3. Ana Costa", nil,
			""},
		{"'2 Mei Lin' (a name after a count)", "pairing 2 Mei Lin with the new starters", nil,
			""},
		{"'Sunday 2nd service' is no date in May", "see you at Sunday 2nd service", []string{"2026-11-22"},
			""},
		{"'Wed 2nd attempt' is Wednesday's", "retrying the import Wed 2nd attempt", []string{"2026-11-25"},
			""},
		{"'lost a week on Monday's outage' names no day", "we lost a week on Monday's outage", nil,
			"(pre-existing) relativedays.go reWeekOnWeekday: 'a week on <weekday>' is read before a possessive ('Monday's outage'), so a week lost is a date (Monday 30 November; before, the natural-language rules read 'Monday')"},
		{"'the Friday weekend shift' is Friday (control)", "the Friday weekend shift", []string{"2026-11-20"}, ""},
		{"'10 days from today's standup' (control)", "10 days from today's standup", []string{"2026-11-28"}, ""},
	} {
		var got []string
		for _, d := range p.Dates(pr.text, rAt) {
			got = append(got, d.Date.Format("2006-01-02"))
		}
		probetest.Expect(t, slices.Equal(got, pr.want), pr.wrong, "%s: Dates(%q) = %q, want %q", pr.name, pr.text, got, pr.want)
	}
}

// A chat message that only names a thing and asks, and the answers to it.
func TestReview12BareThingsAsked(t *testing.T) {
	ask := func(text string) facts.Doc { return rChat("1", "Mia Fontaine", text) }
	answer := func(text string) facts.Doc { return rChat("2", "Tomasz Wierzba", text) }
	runFactProbes(t, []factProbe{
		// Controls: what the reading was written for, in other words.
		{name: "'kiln rota?' / 'mine 🙋 thu' (control)", docs: []facts.Doc{ask("kiln rota?"), answer("mine 🙋 thu")},
			want: []string{"owner kiln rota Tomasz Wierzba", "due kiln rota 2026-11-19"}},
		{name: "'PLM-80?' / 'mine 👍 fri' takes the item", docs: []facts.Doc{ask("PLM-80?"), answer("mine 👍 fri")},
			want: []string{"owner PLM-80 Tomasz Wierzba", "due PLM-80 2026-11-20"}},
		{name: "a Slack shortcode closes the claim: 'mine :raised_hand: thu'", docs: []facts.Doc{ask("glaze order?"), answer("mine :raised_hand: thu")},
			want: []string{"owner glaze order Tomasz Wierzba", "due glaze order 2026-11-19"}},
		{name: "'the Aldgate quote??' / 'I'll take it 👍'", docs: []facts.Doc{ask("the Aldgate quote??"), answer("I'll take it 👍")},
			want: []string{"owner Aldgate quote Tomasz Wierzba"}},
		{name: "'sh040 status?' / 'mine is broken, re-rendering' takes nothing (control)", docs: []facts.Doc{
			ask("sh040 status?"), answer("mine is broken, re-rendering")},
			not: []string{"owner sh040*"}},
		{name: "'lunch?' / 'me 🍕' takes nothing (control)", docs: []facts.Doc{ask("lunch?"), answer("me 🍕")},
			not: []string{"owner lunch*"}},
		{name: "'blue mug in the sink?' / 'mine's the blue one' takes nothing (control)", docs: []facts.Doc{
			ask("blue mug in the sink?"), answer("mine's the blue one, sorry")},
			not: []string{"owner blue mug*"}},

		// Messages ending in "?" that call for no work.
		{name: "lost property: 'black umbrella by the lifts?' / 'mine! 🙏'", docs: []facts.Doc{
			ask("black umbrella by the lifts?"), answer("mine! 🙏 thanks")},
			not: []string{"owner black umbrella by the lifts Tomasz Wierzba"}},
		{name: "lost property: 'charger on desk 4?' / 'mine, sorry!'", docs: []facts.Doc{
			ask("charger on desk 4?"), answer("mine, sorry! grabbing it now")},
			not: []string{"owner charger on desk 4 Tomasz Wierzba"}},
		{name: "an offer of a drink: 'tea?' / 'me ☕'", docs: []facts.Doc{ask("tea?"), answer("me ☕")},
			not: []string{"owner tea Tomasz Wierzba"}},
		{name: "a game: '5-a-side?' / 'me ⚽'", docs: []facts.Doc{ask("5-a-side?"), answer("me ⚽")},
			not: []string{"owner 5-a-side Tomasz Wierzba"}},
		{name: "'karaoke?' / 'me 😂'", docs: []facts.Doc{ask("karaoke?"), answer("me 😂")},
			not: []string{"owner karaoke Tomasz Wierzba"}},
		{name: "'standup?' / 'me, 2 min' is one coming to a meeting", docs: []facts.Doc{ask("standup?"), answer("me, 2 min, grabbing water")},
			not: []string{"owner standup Tomasz Wierzba"}},
		{name: "'ready?' / 'me! 🚀' names no work", docs: []facts.Doc{ask("ready?"), answer("me! 🚀")},
			not: []string{"owner ready Tomasz Wierzba"}},
		{name: "'you there?' / 'me 👋 what's up' names no work", docs: []facts.Doc{ask("you there?"), answer("me 👋 what's up")},
			not: []string{"owner you there Tomasz Wierzba"}},

		// The day an answer names.
		{name: "'me, away till mon though' sets no deadline", docs: []facts.Doc{ask("van hire for Lyon — who"), answer("me, away till mon though")},
			want: []string{"owner van hire for Lyon Tomasz Wierzba"},
			not:  []string{"due van hire for Lyon 2026-11-23"}},
		{name: "'me, did it last friday too' sets no deadline in the past", docs: []facts.Doc{ask("kiln rota — who"), answer("me, did it last friday too")},
			want: []string{"owner kiln rota Tomasz Wierzba"},
			not:  []string{"due kiln rota 2026-11-13"}},
		{name: "'mine, after the 3rd' is a condition (control)", docs: []facts.Doc{ask("kiln rota?"), answer("mine, after the 3rd")},
			want: []string{"owner kiln rota Tomasz Wierzba"}, not: []string{"due kiln rota 2026-12-03"}},

		// The reading's intent in words it does not reach.
		{name: "'van hire for sat?' / 'me 🙋' (a day in the thing)", docs: []facts.Doc{ask("van hire for sat?"), answer("me 🙋")},
			want:  []string{"owner van hire for sat Tomasz Wierzba"},
			wrong: "(not covered) volunteers.go bareThing: a phrase holding any date is refused, not only one that is a date"},
		{name: "'yep mine, thu'", docs: []facts.Doc{ask("kiln rota?"), answer("yep mine, thu")},
			want: []string{"owner kiln rota Tomasz Wierzba"}},
		{name: "'I can do it 👍'", docs: []facts.Doc{ask("kiln rota?"), answer("I can do it 👍")},
			want: []string{"owner kiln rota Tomasz Wierzba"}},
	})
}
