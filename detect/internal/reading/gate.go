package reading

// hygiene lists the soft rules that describe how a server is launched or
// pinned rather than what its tools tell the model.
var Hygiene = map[string]bool{
	IDConfigSecret: true, IDConfigUnpinned: true, IDConfigInsecureURL: true, IDConfigAutoApprove: true,
	IDLockPending: true,
}

// FailsDefaultGate reports whether an open finding fails the default gate:
// it blocks, or one of its checks reads a tool's text, or it is hygiene
// rated high or above.
func (f *Finding) FailsDefaultGate() bool {
	if f.Blocking {
		return true
	}
	for _, id := range f.Checks {
		if !Hygiene[id] {
			return true
		}
	}
	return f.Severity >= SeverityHigh
}
