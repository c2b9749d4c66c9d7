package facts

import "testing"

// Azure DevOps writes its work items as "AB#7815" and its pull requests as "PR 2304": both
// are the exact subjects of what is said of them, as Gerrit's "Change 4417" is.
func TestAzureBoardsMentionsAndSpacedPullRequests(t *testing.T) {
	runWho(t, []whoCase{
		{"a standup's work items", []Doc{chat("1", "Mia Fontaine", "AB#7815 in review. AB#7809 done, deployed last night.")},
			[]string{"status AB#7815 in_progress", "status AB#7809 done"}, nil},
		{"a pull request numbered after a space", []Doc{
			{ID: "1", Kind: "pr", Author: "Wen Achter", At: at(17), Title: "Fetlock — PR 2304: VAT on call-out fees", Text: "Work item: AB#7802\n\nAdds VAT to call-out fees."},
			{ID: "2", Kind: "pr", Author: "Mia Fontaine", At: at(18), Title: "Fetlock — PR 2304, review", Text: "Blocked on finance telling us which rate the call-outs carry."}},
			[]string{"status PR 2304 blocked"}, []string{"status AB#7802 blocked"}},
		{"a Gerrit change", []Doc{{ID: "1", Kind: "pr", Author: "Gerrit Code Review", At: at(18), Title: "Change 4417: NJP-302 lamp schedule",
			Text: "Change 4417 has been successfully merged by Saoirse Penn."}},
			[]string{"status Change 4417 done"}, nil},
		{"no mention without its prefix", []Doc{chat("1", "Mia Fontaine", "Table AB 7815 done.")},
			nil, []string{"status AB#7815 done"}},
	})
}
