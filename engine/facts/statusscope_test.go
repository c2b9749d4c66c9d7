package facts

import "testing"

func TestStatusShortOfDone(t *testing.T) {
	runWho(t, []whoCase{
		{"a degree short of complete", []Doc{chat("1", "Odile Brandt", "Migration script for LIB-81 is nearly finished, tests left.")},
			[]string{"status LIB-81 in_progress"}, []string{"status LIB-81 done"}},
		{"half done", []Doc{chat("1", "Odile Brandt", "LIB-82 fix is half done on my branch.")},
			[]string{"status LIB-82 in_progress"}, []string{"status LIB-82 done"}},
		{"one part delivered, another under way", []Doc{doc("Odile Brandt", "Site notes", "2. LIB-83 lift repair: motor delivered, fitting in progress, Kemal's team.")},
			[]string{"status LIB-83 in_progress"}, []string{"status LIB-83 done"}},
		{"in progress, one part finished", []Doc{chat("1", "Odile Brandt", "LIB-80 in progress, new pumps fitted on line 1, line 2 next week.")},
			[]string{"status LIB-80 in_progress"}, []string{"status LIB-80 done"}},
		{"one part installed, the next stage slated", []Doc{chat("1", "Odile Brandt", "Update: LIB-88 boiler water treatment, dosing pump installed, commissioning is slated for Friday.")},
			[]string{"status LIB-88 in_progress"}, []string{"status LIB-88 done"}},
		{"another item unblocked is not a part", []Doc{chat("1", "Odile Brandt", "LIB-84 merged this morning, LIB-85 unblocked")},
			[]string{"status LIB-84 done"}, []string{"status LIB-84 in_progress"}},
		{"a passive progressive is under way", []Doc{chat("1", "Odile Brandt", "fyi the two depots are being merged next spring, so LIB-86 is dead.")},
			[]string{"status LIB-86 cancelled"}, []string{"status LIB-86 done"}},
		{"what the speaker has done before", []Doc{chat("1", "Odile Brandt", "LIB-87 looks fine to me, we've shipped export kits like this before")},
			nil, []string{"status LIB-87 done"}},
	})
}

func TestStatusStoppedUntilAndGivenUp(t *testing.T) {
	runWho(t, []whoCase{
		{"parked until an event", []Doc{chat("1", "Odile Brandt", "LIB-90 redesign parked until after the trade fair")},
			[]string{"status LIB-90 blocked", "blocker LIB-90 trade fair"}, nil},
		{"stopped till something is back", []Doc{chat("1", "Odile Brandt", "LIB-91 is stopped till the crane comes back")},
			[]string{"status LIB-91 blocked"}, nil},
		{"parked in the backlog is open", []Doc{chat("1", "Odile Brandt", "LIB-92 parked in the backlog for now")},
			[]string{"status LIB-92 open"}, []string{"status LIB-92 blocked"}},
		{"dropping it", []Doc{chat("0", "Kemal Aydin", "LIB-93 still needed?"), chat("1", "Odile Brandt", "no, LIB-93 is obsolete now. dropping it.")},
			[]string{"status LIB-93 cancelled"}, nil},
		{"closed as a duplicate is given up", []Doc{{ID: "1", Kind: "ticket", Author: "Odile Brandt", At: at(2), Title: "LIB-95 Errata card", Text: "Closing as a duplicate of LIB-96, which already covers it."},
			{ID: "2", Kind: "ticket", Author: "Odile Brandt", At: at(3), Title: "LIB-97 Errata", Text: "Closed as a dupe."}},
			[]string{"status LIB-95 cancelled", "status LIB-97 cancelled"}, []string{"status LIB-95 done", "status LIB-97 done"}},
		{"a stopped machine is not a stopped item", []Doc{chat("1", "Odile Brandt", "LIB-94: press 2 stopped at noon, restarted at one.")},
			nil, []string{"status LIB-94 blocked"}},
	})
}

func TestStatusSubjectOfALabelledLine(t *testing.T) {
	runWho(t, []whoCase{
		{"a state-word label speaks of the ticket", []Doc{ticketDoc("Odile Brandt", "LIB-95 Export stalls", "Reopening: EU tenants still see the stall.")},
			[]string{"status LIB-95 open"}, []string{"status Reopening open"}},
		{"an item to follow is a reference", []Doc{ticketDoc("Odile Brandt", "LIB-96 Meter gaps", "Same fault as LIB-90. Closing as duplicate, follow LIB-90.")},
			[]string{"status LIB-96 cancelled"}, []string{"status LIB-90 cancelled"}},
		{"a bare verdict in a numbered item", []Doc{doc("Odile Brandt", "Minutes", "1. LIB-97 boiler swap: commissioned Tuesday. Closed.\n2. LIB-98 roof: quotes pending.")},
			[]string{"status LIB-97 boiler swap done"}, nil},
		{"a bare verdict after a merged reference speaks of the ticket", []Doc{ticketDoc("Odile Brandt", "LIB-99 Sandbox", "Merged #455, payments go through. Resolving.")},
			[]string{"status LIB-99 done"}, nil},
	})
}

func TestStatusOnAPlaceOrAnObject(t *testing.T) {
	runWho(t, []whoCase{
		{"done on a branch is no deadline", []Doc{chat("1", "Odile Brandt", "LIB-70 rework done on my branch, merging after lunch.")},
			[]string{"status LIB-70 done"}, nil},
		{"signed off on an object states nothing about the item", []Doc{doc("Odile Brandt", "Runbook: LIB-71", "Kemal reviewed the plan and Odile signed off on the rollout order.")},
			nil, []string{"status LIB-71 done"}},
	})
}

func TestStatusDatedInThePast(t *testing.T) {
	runWho(t, []whoCase{
		{"finished on a day before the writing", []Doc{doc("Odile Brandt", "Minutes", "1. LIB-60 boiler swap: completed on 1 Nov, heating back on.")},
			[]string{"status LIB-60 done"}, nil},
		{"finished on a day still to come is a deadline", []Doc{doc("Odile Brandt", "Minutes", "1. LIB-61 boiler swap: completed on 20 Nov if the parts come.")},
			nil, []string{"status LIB-61 done"}},
	})
}
