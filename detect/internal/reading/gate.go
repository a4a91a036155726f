package reading

// hygiene lists the soft rules that describe how a server is launched or
// pinned rather than what its tools tell the model.
var Hygiene = map[string]bool{
	IDConfigSecret: true, IDConfigUnpinned: true, IDConfigInsecureURL: true, IDConfigAutoApprove: true,
	IDLockPending: true,
}

// Suites: the default gate fails on the findings of the default suite;
// the extended suite adds the findings that exist only because of the
// readings measured imprecise on honest text (names.extended-suite).
const (
	SuiteDefault  = "default"
	SuiteExtended = "extended"
)

// FailsDefaultGate reports whether an open finding fails the default gate
// of the default suite (FailsGate).
func (f *Finding) FailsDefaultGate() bool { return f.FailsGate(SuiteDefault) }

// FailsGate reports whether an open finding fails the default gate when
// the findings of suite count: it blocks, or one of its checks reads a
// tool's text, or it is hygiene rated high or above; and, under the
// default suite, it is no finding of the extended suite; a soft finding
// on text a person reads (Audience) does not fail it.
func (f *Finding) FailsGate(suite string) bool {
	if f.Suite == SuiteExtended && suite != SuiteExtended {
		return false
	}
	if f.Blocking {
		return true
	}
	if f.Audience == AudiencePerson {
		return false // text a person reads: reported, for review
	}
	for _, id := range f.Checks {
		if !Hygiene[id] {
			return true
		}
	}
	return f.Severity >= SeverityHigh
}
