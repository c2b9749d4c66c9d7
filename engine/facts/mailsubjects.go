package facts

import "regexp"

// reMailSubjectPrefix is the prefix mail programs put before a reply's or a forward's subject,
// in English and the languages teams write in: "Re:", "AW:", "SV:" reply; "Fwd:", "FW:", "WG:",
// "TR:", "RV:" forward.
var reMailSubjectPrefix = regexp.MustCompile(`(?i)^\s*(?:(re|aw|sv)|fwd?|fw|wg|tr|rv)\s*:`)

// ReplyOrForwardSubject reports a subject of a reply or a forward.
func ReplyOrForwardSubject(subject string) bool { return reMailSubjectPrefix.MatchString(subject) }

// ForwardSubject reports a forward's subject ("FW: …", "Fwd: …"), not a reply's.
func ForwardSubject(subject string) bool {
	m := reMailSubjectPrefix.FindStringSubmatch(subject)
	return m != nil && m[1] == ""
}
