package facts

import "regexp"

// A plan's steps are not its work: a test plan, a verification list, a rollout or deploy plan,
// a checklist, a pull request's own to-do list and a bot's configuration name steps on the way to the work (deploy
// to staging on Thursday, tick the changelog box, enable for 10% on Monday). A step's date is
// not the work's due date and a ticked or pending step is not the work's status; a promise to
// do a step is still its speaker's commitment.
var reStepsHead = regexp.MustCompile(`^(?:(?:manual |qa |acceptance )?test(?:ing)?(?: plan| steps| notes| instructions| done)?|how to (?:test|verify|review)|steps to (?:test|verify|reproduce)|verification(?: steps| plan)?|to verify|qa(?: plan| steps)?|(?:rollout|roll-out|deploy(?:ment)?|release|migration|rollback)(?: plan| steps)|checklist|pr checklist|reviewer checklist|pre-?merge checklist|configuration|bot commands)$`)

// stepsOf is what a section's lines state in this document: in a pull request a to-do list is
// the change's remaining steps, not actions assigned to people.
func (x *extraction) stepsOf(section string) string {
	if x.doc.Kind == "pr" && (section == "action" || section == "known") {
		return "steps"
	}
	return section
}

var (
	// reUpstreamHead opens the notes a dependency bot copies from upstream into its pull
	// request: "Release notes", "Sourced from lodash's releases.", "Changelog", "Commits".
	reUpstreamHead = regexp.MustCompile(`(?i)^(?:<[^>]+>\s*)*(?:release notes|changelog|change log|commits|sourced from\b.*)(?:\s*<[^>]+>)*\s*:?$`)
	// reUpstreamEnd is where the bot speaks again: its own name, its commands, a rule.
	reUpstreamEnd = regexp.MustCompile(`(?i)^(?:</?details>|-{3,}|_{3,}|\*{3,})\s*$|\b(?:dependabot|renovate|this pr|you can trigger|compatibility score)\b`)
)

// upstreamNotes follows a pull request's text line by line through copied upstream notes.
type upstreamNotes struct{ in bool }

// quoted reports whether the line is upstream's notes (their head included).
func (u *upstreamNotes) quoted(t string) bool {
	switch {
	case reUpstreamHead.MatchString(t):
		u.in = true
	case u.in && reUpstreamEnd.MatchString(t):
		u.in = false
	}
	return u.in
}
