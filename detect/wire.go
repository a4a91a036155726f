package detect

// The concept homes' readings the shared stages call
// (concept_readings.go).
func init() {
	r := &conceptReadings
	r.concealAlone = concealAlone
	r.unawareAlone = unawareAlone
	r.falsifyAlone = falsifyAlone
	r.withholdAlone = withholdAlone
	r.ownKnowledgeAlone = ownKnowledgeAlone
	r.keptQuiet = keptQuiet
	r.laterAlone = laterAlone
	r.plantsRule = plantsRule
	r.plantsQuoted = plantsQuoted
	r.approveAlone = approveAlone
	r.consentSetAlone = consentSetAlone
	r.answersItself = answersItself
	r.coercedCall = coercedCall
	r.authorityAlone = authorityAlone
	r.citedAuthority = citedAuthority
	r.callGiven = callGiven
	r.readCallExtra = func(sr *sentenceReader) { sr.readCallExtra() }
	r.callExtra = func(lr *langReader) { lr.callExtra() }
	r.jobAsks = jobAsks
	r.readJob = readJob
	r.workspacePacked = bulk29Packed
	r.workspaceSent = bulk29Sent
	r.hookFeed = func(st *shState, c *shCommand, prog string, args []shWord, stdin shFlow, outFiles []string) (shFlow, bool) {
		return st.exfil27Feed(c, prog, args, stdin, outFiles)
	}
	r.remoteRunTold = remoteRunTold
	r.buildSecretRules = buildSecretRules
	r.innerChecks = func() []innerCheck { return innerChecks }
}
