package facts

import "testing"

func TestStatusConstructions(t *testing.T) {
	runWho(t, []whoCase{
		{"a partial count is in progress", []Doc{chat("1", "Ivo Petrov", "WMS-401: 12 of 40 scanners replaced so far")},
			[]string{"status WMS-401 in_progress"}, []string{"status WMS-401 done"}},
		{"a percentage there is in progress", []Doc{chat("1", "Ivo Petrov", "WMS-402 is maybe 70% done")},
			nil, []string{"status WMS-402 done"}},
		{"set for a day to come is no finish", []Doc{chat("1", "Ivo Petrov", "As per the agent, WMS-412 container stuffing is fixed for 30 November at the port.")},
			nil, []string{"status WMS-412 done"}},
		{"fixed for a customer is done", []Doc{chat("1", "Ivo Petrov", "WMS-413 label printer fixed for the night shift.")},
			[]string{"status WMS-413 done"}, nil},
		{"a full count is not partial", []Doc{chat("1", "Ivo Petrov", "WMS-403: 40 of 40 scanners replaced")},
			nil, []string{"status WMS-403 in_progress"}},
		{"waiting in a queue is open", []Doc{chat("1", "Ivo Petrov", "WMS-404 is still sitting in the backlog")},
			[]string{"status WMS-404 open"}, nil},
		{"creating the ticket is open", []Doc{chat("1", "Ivo Petrov", "raised WMS-405 for the broken dock leveller")},
			[]string{"status WMS-405 open"}, nil},
		{"on it is in progress", []Doc{chat("1", "Ivo Petrov", "WMS-406 alarm again"), chat("2", "Olga Brandt", "on it")},
			[]string{"status WMS-406 in_progress"}, nil},
		{"a fix that went out is done", []Doc{chat("1", "Ivo Petrov", "the WMS-407 fix went out at noon")},
			[]string{"status WMS-407 done"}, nil},
		{"a finishing verb in an until clause states nothing", []Doc{chat("1", "Ivo Petrov", "No night shifts until the WMS-408 conveyor is repaired and fixed.")},
			nil, []string{"status WMS-408 done"}},
		{"a since clause is background", []Doc{chat("1", "Ivo Petrov", "WMS-409 has had errors since the label service went live.")},
			nil, []string{"status WMS-409 done"}},
		{"last done is a past occurrence", []Doc{chat("1", "Ivo Petrov", "WMS-410 fire drill: last completed in March.")},
			nil, []string{"status WMS-410 done"}},
		{"working perfectly is not work", []Doc{chat("1", "Ivo Petrov", "the WMS-411 printer is working perfectly again")},
			nil, []string{"status WMS-411 in_progress"}},
		{"a labelled list item is about its label", []Doc{{ID: "1", Kind: "doc", Author: "Ivo Petrov", At: at(18), Title: "Depot report",
			Text: "- Yard lighting: finished at both gates.\n- Gate barrier: on hold pending the council permit."}},
			[]string{"status Yard lighting done", "status Gate barrier blocked"}, nil},
		{"a label that is a field of the item in view is no subject", []Doc{{ID: "1", Kind: "ticket", Author: "Ivo Petrov", At: at(18), Title: "WMS-416 Audit",
			Text: "Audit status: done, filed with the auditor."}},
			[]string{"status WMS-416 done"}, []string{"status Audit status done"}},
		{"a merge notice closes its links", []Doc{{ID: "1", Kind: "mail", Author: "Forge <noreply@forge.example>", At: at(18),
			Title: "Merge request !88 was merged", Text: "Petra Holm merged merge request !88 \"Retry uploads\" into main\n\nCloses WMS-412"}},
			[]string{"status !88 done", "status WMS-412 done"}, []string{"owner WMS-412 Petra Holm"}},
		{"a pull request's own links are pending", []Doc{{ID: "1", Kind: "pr", Author: "Petra Holm", At: at(18), Title: "Retry uploads",
			Text: "Closes WMS-413"}},
			nil, []string{"status WMS-413 done"}},
		{"service-desk states and record numbers", []Doc{{ID: "1", Kind: "mail", Author: "Desk <desk@x.example>", At: at(18),
			Title: "RITM0012345 updated", Text: "RITM0012345 was assigned to Olga Brandt by Ivo Petrov.\nState: Work in Progress"}},
			[]string{"owner RITM0012345 Olga Brandt", "status RITM0012345 in_progress"}, []string{"owner RITM0012345 Ivo Petrov"}},
		{"a state with a mark", []Doc{{ID: "1", Kind: "ticket", Author: "Ivo Petrov", At: at(18), Title: "WMS-414 Dock door", Text: "Status: ✅ Done"}},
			[]string{"status WMS-414 done"}, nil},
		{"unassigned in parentheses names no one", []Doc{{ID: "1", Kind: "ticket", Author: "Ivo Petrov", At: at(18), Title: "WMS-415 Dock door", Text: "Assigned to: (unassigned)"}},
			nil, []string{"owner WMS-415 (unassigned)", "owner WMS-415 Unassigned"}},
	})
}

func TestNotificationRelaysTheMentioner(t *testing.T) {
	runWho(t, []whoCase{
		{"quoted words are the mentioning person's", []Doc{{ID: "1", Kind: "mail", Author: "tracker-bot", At: at(18),
			Title: "Petra Holm mentioned you on WMS-420",
			Text:  "Petra Holm mentioned you on WMS-420 Dock sensors\n\n\"@Olga Brandt could you order the spare sensors this week?\""}},
			[]string{"request WMS-420 Petra Holm"}, []string{"request WMS-420 tracker-bot"}},
	})
}

func TestRequestPoliteForms(t *testing.T) {
	runWho(t, []whoCase{
		{"a conditional of gratitude asks", []Doc{{ID: "1", Kind: "mail", Author: "Ada Quist <ada@client.example>", At: at(18), Title: "Invoice 5521",
			Text: "Dear team,\n\nWe would be grateful for a corrected invoice this week.\n\nAda"}},
			[]string{"request Invoice 5521 Ada Quist"}, nil},
		{"would love a review asks", []Doc{chat("1", "Ivo Petrov", "WMS-430 is up, would love a review before Friday")},
			nil, nil},
		{"offering help asks nothing", []Doc{chat("1", "Ivo Petrov", "I'd love to help with WMS-431 next sprint")},
			nil, []string{"request WMS-431 Ivo Petrov"}},
		{"a prohibition asks for no work", []Doc{{ID: "1", Kind: "mail", Author: "Desk <desk@x.example>", At: at(18), Title: "INC0012345 resolved",
			Text: "Your incident INC0012345 has been resolved.\nPlease do not reply to this message."}},
			nil, []string{"request INC-0012345 Desk"}},
		{"anyone know is a question to the room", []Doc{chat("1", "Ivo Petrov", "anyone know who owns WMS-432?")},
			[]string{"request WMS-432 Ivo Petrov"}, nil},
	})
}

// A tracker's progress field is progress, not a done state: "% Done: 60" is in progress,
// "% Done: 100" done, "Progress: 0%" not started.
func TestStatusFromAProgressField(t *testing.T) {
	ticket := func(key, text string) []Doc {
		return []Doc{{ID: "1", Kind: "ticket", Key: key, Author: "Tracker", At: at(18), Title: key + " Fit the new guard rail", Text: text}}
	}
	runWho(t, []whoCase{
		{"a progress short of done", ticket("PRJ-12", "Status: In Progress\n% Done: 60"),
			[]string{"status PRJ-12 in_progress"}, []string{"status PRJ-12 done"}},
		{"a full progress is done", ticket("PRJ-13", "% Done: 100"), []string{"status PRJ-13 done"}, nil},
		{"no progress is not started", ticket("PRJ-14", "Progress: 0%"), []string{"status PRJ-14 open"}, []string{"status PRJ-14 done"}},
	})
}

// A promise to have an item done is no state it is in, also when the item's key (a word with a
// hyphen) stands between the modal and "done"; what was sent somewhere and is done is.
func TestHavingAnItemDoneIsAPromise(t *testing.T) {
	runWho(t, []whoCase{
		{"I'll have the item done", []Doc{chat("1", "Oskar Lind", "I'll have PLM-43 done Monday.")},
			[]string{"due PLM-43 2026-11-23"}, []string{"status PLM-43 done"}},
		{"should have the item done", []Doc{chat("1", "Oskar Lind", "I should have PLM-45 done tomorrow")},
			nil, []string{"status PLM-45 done"}},
		{"get the item done", []Doc{chat("1", "Oskar Lind", "I'll get PLM-47 done this week")},
			nil, []string{"status PLM-47 done"}},
		{"sent somewhere, done (control)", []Doc{chat("1", "Oskar Lind", "PLM-49 sent to HMRC 🥃 done")},
			[]string{"status PLM-49 done"}, nil},
	})
}
