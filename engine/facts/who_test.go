package facts

import "testing"

// whoCase is a thread of documents, the facts it must yield and the readings it must not.
type whoCase struct {
	name      string
	docs      []Doc
	want, not []string
}

func runWho(t *testing.T, cases []whoCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			checkFacts(t, tc.docs, tc.want, tc.not)
		})
	}
}

func chat(id, author, text string) Doc {
	return Doc{ID: id, Kind: "chat", Author: author, At: at(18), Text: text}
}

func TestOwnerRoleNounsAndIdioms(t *testing.T) {
	runWho(t, []whoCase{
		{"the speaker names their incident role", []Doc{chat("1", "Hana Sato", "ack, I'm incident commander for INC-88 until handover")},
			[]string{"owner INC-88 Hana Sato"}, nil},
		{"a short role noun with for", []Doc{chat("1", "Hana Sato", "confirmed, I'm MIM for OPS-41")},
			[]string{"owner OPS-41 Hana Sato"}, nil},
		{"having the pen", []Doc{chat("1", "Hana Sato", "For LEG-9 Rafael Costa has the pen on the first draft.")},
			[]string{"owner LEG-9 Rafael Costa"}, nil},
		{"shepherding", []Doc{chat("1", "Hana Sato", "Rafael Costa will shepherd LEG-10 through legal review.")},
			[]string{"owner LEG-10 Rafael Costa"}, nil},
		{"a role the speaker does not hold", []Doc{chat("1", "Hana Sato", "I'm not the owner for OPS-42, ask Rafael")},
			nil, []string{"owner OPS-42 Hana Sato"}},
		{"plain present claim", []Doc{chat("0", "Ivo Petrov", "OPS-43 needs someone this week."), chat("1", "Olga Brandt", "ok I take it.")},
			[]string{"owner OPS-43 Olga Brandt"}, nil},
		{"I take it that ... assumes, it claims nothing", []Doc{chat("1", "Olga Brandt", "I take it that OPS-44 is still broken")},
			nil, []string{"owner OPS-44 Olga Brandt"}},
	})
}

func TestOwnerFromAPassiveAgent(t *testing.T) {
	runWho(t, []whoCase{
		{"led by", []Doc{{ID: "1", Kind: "doc", Author: "Ivo Petrov", At: at(18), Title: "Quarterly plan",
			Text: "- Warehouse scanner rollout (WMS-301): led by Tereza Novak; 3 of 9 sites live."}},
			[]string{"owner WMS-301 Tereza Novak", "status WMS-301 in_progress"}, nil},
		{"a passive infinitive gives the work to its agent", []Doc{{ID: "1", Kind: "doc", Author: "Ivo Petrov", At: at(18), Title: "Site meeting",
			Text: "Present: Ivo Petrov, Tereza Novak\n\n1. Loading bay (WMS-310): floor plan to be redrawn by Tereza before Monday."}},
			[]string{"owner WMS-310 Tereza Novak"}, nil},
		{"reviewers and approvers own nothing", []Doc{{ID: "1", Kind: "doc", Author: "Ivo Petrov", At: at(18), Title: "Site meeting",
			Text: "Present: Ivo Petrov, Tereza Novak\n\nWMS-311 still to be approved by Tereza."}},
			nil, []string{"owner WMS-311 Tereza Novak"}},
		{"a deadline is not an agent", []Doc{chat("1", "Ivo Petrov", "WMS-312 has to be finished by Thursday.")},
			nil, []string{"owner WMS-312 Thursday"}},
	})
}

func TestOwnerHandoverToTheAddressee(t *testing.T) {
	runWho(t, []whoCase{
		{"assigned to you in a notification", []Doc{{ID: "1", Kind: "mail", Author: "Tracker <noreply@tracker.example>", At: at(18),
			Title: "Lena Vogt assigned SUP-77 to you", Text: "Hi Marek Duda,\n\nLena Vogt assigned SUP-77 to you\nSUP-77 Printer queue stalls\nPriority: Low · Due Dec 4 · Status: Backlog\n"}},
			[]string{"owner SUP-77 Marek Duda", "status SUP-77 open"}, []string{"owner SUP-77 Lena Vogt"}},
		{"over to you with a mention", []Doc{chat("1", "Lena Vogt", "SUP-78 is over to you @marek"), chat("2", "Marek Duda", "ok")},
			[]string{"owner SUP-78 Marek Duda"}, nil},
	})
}

func TestAcceptedVocativeAsk(t *testing.T) {
	runWho(t, []whoCase{
		{"a name before the ask, then yes", []Doc{
			chat("1", "Lena Vogt", "Marek, could you please take SUP-80? I'm travelling."),
			chat("2", "Marek Duda", "Yes, I will do.")},
			[]string{"request SUP-80 Lena Vogt", "owner SUP-80 Marek Duda"}, []string{"owner SUP-80 Lena Vogt"}},
		{"a handle without accents names the person", []Doc{
			chat("1", "Lena Vogt", "@zoe can you pick up SUP-81?"),
			chat("2", "Zoë Brandão", "yep, on it")},
			[]string{"owner SUP-81 Zoë Brandão", "status SUP-81 in_progress"}, nil},
		{"asked to sort the work out, then on it", []Doc{
			{ID: "1", Kind: "ticket", Author: "Lena Vogt", At: at(2), Title: "SUP-83 Errata card", Text: "We need an errata card in the reprint. @marek.duda could you sort the print file?"},
			{ID: "2", Kind: "ticket", Author: "Marek Duda", At: at(3), Title: "SUP-83 Errata card", Text: "on it. errata file to the printer by 23 Nov"}},
			[]string{"owner SUP-83 Marek Duda", "status SUP-83 in_progress"}, nil},
		{"asked to look at something is not asked to own it", []Doc{
			chat("1", "Lena Vogt", "@marek can you look at SUP-82 tonight?"),
			chat("2", "Marek Duda", "on it")},
			[]string{"status SUP-82 in_progress"}, []string{"owner SUP-82 Marek Duda"}},
	})
}

func TestOwnerNamesAreWords(t *testing.T) {
	runWho(t, []whoCase{
		{"a place code is no one", []Doc{chat("1", "Ivo Petrov", "pallets moved to B-12, B-11 cleared for WMS-320")},
			nil, []string{"owner WMS-320 B-"}},
		{"the object of an owning verb is the thing owned", []Doc{{ID: "1", Kind: "doc", Author: "Ivo Petrov", At: at(18), Title: "Plan",
			Text: "Tereza Novak is leading the forklift tender."}},
			[]string{"owner the forklift tender Tereza Novak"}, nil},
		{"an object the title names is the titled item", []Doc{{ID: "1", Kind: "mail", Author: "Ivo Petrov <ivo@x.example>", At: at(18),
			Title: "Forklift tender (WMS-330)", Text: "Hi Olga,\n\nTereza Novak is leading the tender for us.\n\nIvo"}},
			[]string{"owner WMS-330 Tereza Novak"}, nil},
	})
}

// Ownership said in a few more ordinary ways: "that's me" in answer to who takes it, "I've got
// <key>", and a handover "over to you" addressed by a name set before it with a dash.
func TestOwnerClaimsAndDashVocatives(t *testing.T) {
	runWho(t, []whoCase{
		{"that's me", []Doc{chat("1", "Iona Reid", "who's taking HVN-12, the gasket swap?"), chat("2", "Struan Bell", "HVN-12 — aye that's me")},
			[]string{"owner HVN-12 Struan Bell"}, nil},
		{"I've got the key", []Doc{chat("1", "Omar Haddad", "I've got HVN-17, should be done Friday")},
			[]string{"owner HVN-17 Omar Haddad"}, nil},
		{"over to the named reader", []Doc{chat("1", "Pieter Botha", "Zanele Dube — over to you for HVN-14, you know the spectrum side better than I do.")},
			[]string{"owner HVN-14 Zanele Dube"}, []string{"owner HVN-14 Pieter Botha"}},
		{"that's me is not a claim when it answers something else", []Doc{chat("1", "Struan Bell", "HVN-19 photo in the gallery, the one on the left, that's me in the hard hat")},
			nil, []string{"owner HVN-19 Struan Bell"}},
	})
}
