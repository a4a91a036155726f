package reading

// UserAsks is the first concessive condition on what the user names or
// asks at or after token from ("even if the user asks", "even when the
// user's request mentions", "including when they name"): its opener
// (ask-concessive, then condition-opener), the person within the three
// tokens after the opener (a person, or they), and the verb of naming or
// asking (ask-name-verb, ask-request-verb) in the verbReach-1 tokens after
// the person; opener is -1 when there is none. The readings that take the
// user overruled, kept or consulted each give their own reach.
func (r *AskReader) UserAsks(from, verbReach int) (opener, person, verb int) {
	for i := max(from, r.S.From); i+1 < r.S.To; i++ {
		if !WsAskConcessive.Has(r.Txt(i)) || !WsConditionOpener.Has(r.Txt(i+1)) {
			continue
		}
		person := r.Find(i+2, i+5, func(k int) bool {
			return r.Class(k)&DPerson != 0 || WsThey.Has(r.Txt(k))
		})
		if person < 0 {
			continue
		}
		verb := r.Find(person+1, person+verbReach, func(k int) bool {
			return WsAskNameVerb.Has(r.Txt(k)) || WsAskRequestVerb.Has(r.Txt(k))
		})
		if verb >= 0 {
			return i, person, verb
		}
	}
	return -1, -1, -1
}

// PutsInPlace: word k puts something in the place of what is asked
// ("instead", "anyway", a word of replacement).
func (r *AskReader) PutsInPlace(k int) bool {
	return r.Word(k) && (WsAskInstead.Has(r.Txt(k)) || WsAskAnyway.Has(r.Txt(k)) || r.Class(k)&DReplace != 0)
}
