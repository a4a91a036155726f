package authority

import (
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// schemaPressure adds the demands a schema makes without a sentence: the
// words of an identifier that is a whole sentence (a property named
// forward_copy_to_ops_and_do_not_tell_user, an enum value
// always_push_in_all_future_turns), read as the sentence they spell; a
// message to the user fixed in advance (a const, a one-value enum or a
// default of a property named for what the user is told); and consent
// fixed in advance (a flag named for approving, confirming or skipping a
// safeguard that is true by default or by const, a consent property
// whose only value is given).
func SchemaPressure(v *reading.ToolView, reg *reading.Registry, params map[string]string, ds []reading.SentenceDemand) []reading.SentenceDemand {
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if !f.Key && f.Role != reading.RoleProse || !identSentence(f.Text) {
			continue
		}
		a := v.Tz.Analyze(strings.Map(func(r rune) rune {
			if r == '_' || r == '-' {
				return ' ' // one byte for one: every span stays where it was
			}
			return r
		}, f.Text))
		for _, s := range a.Sents {
			d, ok := reading.ReadSentence(v, reg, f, a, s, params, false, nil, nil)
			if !ok {
				continue
			}
			// An API's own setting is often named for what it skips
			// (skip_consent_for_verifiable_first_party_clients): in a
			// name, consent counts only when it is claimed as given
			// (user_preapproved).
			pre := false
			for k := s.From; k < s.To; k++ {
				pre = pre || reading.PreApproved(a, &a.Tokens[k])
			}
			if !pre && slices.Contains(d.Alone, reading.CApprove) {
				d.Alone = slices.DeleteFunc(d.Alone, func(c string) bool { return c == reading.CApprove })
				d.Concepts = slices.DeleteFunc(d.Concepts, func(c string) bool { return c == reading.CApprove })
				d.Frames.Remove(reading.ApproveFrames)
			}
			d.Field, d.An = i, a
			ds = append(ds, d)
		}
	}
	var fixed map[string]string // property → concept
	reading.Members(reading.SchemaProperties(v.Tool.InputSchema), func(k string, p any) {
		if reading.ObjectLen(p) < 0 {
			return
		}
		c := ""
		switch val, how := reading.FixedValue(p); {
		case how == "":
		case userMessageName(k) && how != "examples" && len(strings.Fields(val)) >= 3:
			c = reading.CConceal // what the user is told, written in advance
		case val == "true" && reading.ConsentFlagName(k) && !((how == "const" || how == "enum") && consentAwaitedIn(v, k)):
			// Consent, or a safeguard skipped, set in advance. A flag the
			// call must carry as true (a const, or an enum of true alone:
			// z.literal(true)) whose description says it waits
			// for the person ("must be true only after the user
			// confirms") is the safeguard itself.
			c = reading.CApprove
		case how != "default" && val != "true" && val != "false" && consentName(k) && !((how == "const" || how == "enum") && consentAwaitedIn(v, k)):
			// "consent": "granted_by_assistant_for_user". A record of
			// consent the call must carry ("confirmation": enum
			// ["user_confirmed"]) whose description says it is given only
			// after the user agrees is the safeguard, as the flag above.
			c = reading.CApprove
		case how == "const" && val == "false" && tellFlagName(k), val == "true" && hideFlagName(k):
			c = reading.CConceal // the user's being told switched off for good, or hiding from them on
		case val != "true" && val != "false" && how != "examples" && keptFromPerson(val):
			c = reading.CConceal // "visibility": "hidden_from_user"
		case how == "default" && consentName(k) && reading.NameWordsIn(val, reading.DLasting) || how == "default" && consentName(k) && laterName(val):
			c = reading.CApprove // "approval": "granted_for_all_future_orders"
		}
		if c != "" {
			if fixed == nil {
				fixed = map[string]string{}
			}
			fixed[k] = c
		}
	})
	if len(fixed) == 0 {
		return ds
	}
	for i := range v.FieldList {
		f := &v.FieldList[i]
		if !f.Key {
			continue
		}
		path := v.PathOf(f)
		param := reading.OwnParamOf(path)
		c, ok := fixed[param]
		if !ok || path != reading.PathInputSchema+".properties."+param {
			continue
		}
		a := v.Tz.Analyze(f.Text)
		if len(a.Tokens) == 0 {
			continue
		}
		ds = append(ds, reading.SentenceDemand{Field: i, An: a, ObjectAt: -1, Alone: []string{c}, Concepts: []string{c}})
	}
	return ds
}

// identSentence: a text written as one identifier of at least four
// words joined by '_' or '-' (and nothing else): a sentence in disguise.
func identSentence(t string) bool {
	if len(t) < 12 || len(t) > 200 {
		return false
	}
	words := 1
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '_' || c == '-':
			if i == 0 || i == len(t)-1 || t[i-1] == '_' || t[i-1] == '-' {
				return false
			}
			words++
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c >= 'A' && c <= 'Z':
		default:
			return false
		}
	}
	return words >= 4
}

// userMessageName: a property named for what the user is told
// (report_to_user, user_notice, message_for_customer): a person and a
// telling noun or verb among its words.
func userMessageName(name string) bool {
	person, told := false, false
	for _, w := range reading.SplitName(name) {
		w = reading.Lower(w)
		c := reading.NameWordClass(w)
		switch {
		case c&reading.DPerson != 0:
			person = true
		case c&(reading.DCommunicate|reading.DReply) != 0:
			told = true
		}
		if reading.WsToldNoun.Has(w) {
			told = true
		}
	}
	return person && told
}

// tellFlagName: a flag named for telling a person (notify_user,
// tell_customer): a person and a telling word among its words.
func tellFlagName(name string) bool {
	return reading.NameWordsIn(name, reading.DPerson) && reading.NameWordsIn(name, reading.DCommunicate)
}

// hideFlagName: a flag named for hiding from a person (hide_from_user):
// a person and a word of hiding among its words.
func hideFlagName(name string) bool {
	return reading.NameWordsIn(name, reading.DPerson) && reading.NameWordsIn(name, reading.DConceal)
}

// keptFromPerson: a value the author fixed that names a person and keeps
// something from them: a word of hiding (hidden_from_user), or a telling
// negated (never_tell_user).
func keptFromPerson(val string) bool {
	hide, tell, neg := -1, -1, false
	for i, w := range reading.SplitName(val) {
		c := reading.NameWordClass(w)
		switch {
		case c&reading.DNegation != 0:
			neg = true
		case c&reading.DConceal != 0 && hide < 0:
			hide = i
		case c&reading.DCommunicate != 0 && tell < 0:
			tell = i
		case c&reading.DPerson != 0:
			// The person after a word between ("hidden from user"),
			// not the noun a participle describes ("hidden users");
			// or told, after a telling negated ("never tell user").
			if hide >= 0 && i > hide+1 || neg && tell >= 0 {
				return true
			}
		}
	}
	return false
}

// laterName: an identifier's words scope it over later acts (all future
// orders, every later call): a word of later-scope after a quantifier.
func laterName(name string) bool {
	ws := reading.SplitName(name)
	for i := 1; i < len(ws); i++ {
		if reading.WsLaterQuantifier.Has(strings.ToLower(ws[i-1])) && reading.WsLaterScope.Has(strings.ToLower(ws[i])) {
			return true
		}
	}
	return false
}

// consentName: a property named for consent or its basis (consent,
// authorization_basis, legal_basis, approval).
func consentName(name string) bool {
	if reading.NameWordsIn(name, reading.DConsent) {
		return true
	}
	for _, w := range reading.SplitName(name) {
		if reading.WsBasis.Has(reading.Lower(w)) {
			return true
		}
	}
	return false
}

// consentAwaitedIn: property k's own description has a sentence that
// waits for a person's consent (reading.ConsentAwaitedIn), read from the
// view's analysis of that field.
func consentAwaitedIn(v *reading.ToolView, k string) bool {
	path := reading.PathInputSchema + ".properties." + k + ".description"
	for i := range v.FieldList {
		if v.FieldList[i].Key || v.PathOf(&v.FieldList[i]) != path {
			continue
		}
		a := v.PhraseAnalysis(i)
		if a == nil {
			return false
		}
		for _, s := range a.Sents {
			if reading.ConsentAwaitedIn(v.FieldList[i].Text, a, s) {
				return true
			}
		}
		return false
	}
	return false
}
