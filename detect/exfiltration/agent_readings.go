package exfiltration

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// exfilOutside (ask.exfil-outside): a verb of sending, not negated; what
// is sent: a secret, the conversation, facts about the user, or the
// user's files or code (not the credential an upload is made with:
// "using the CODECOV_TOKEN"); where: an outside address that is not
// where something is got from and that the unit does not name as its
// own elsewhere (a label of its host, or its path's first segment, is a
// word of the rest of the unit), and not a key sent to the service it is
// for (reading.OwnServiceSink). The three in any order: a statement
// ("the key is forwarded to ...") sends as an order does. It returns the
// verb and the address.
func ExfilOutside(r *reading.AskReader) (int, int) {
	a, s := r.A, r.S
	if r.TableRow() {
		return -1, -1
	}
	verb, obj, addr := -1, -1, -1
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		switch t.Kind {
		case reading.TokURL, reading.TokEmail:
			// A Markdown image's or link's destination is where the
			// picture or the page is, not where something is sent (what
			// its query carries is instructionCues' reading).
			if addr < 0 && reading.OutsideAddress(r.Txt(i)) && !reading.ObtainedFrom(a, s, i) && !reading.RenderedImage(r.Raw, int(t.Start)) && !r.OwnAddress(i) {
				addr = i
			}
			continue
		case reading.TokPath:
			if _, ok := reading.SensitiveResource(a, t); ok && obj < 0 && !r.Means(i) {
				obj = i
			}
			continue
		case reading.TokWord, reading.TokIdent:
		default:
			continue
		}
		c := r.Class(i)
		txt := r.Txt(i)
		if verb < 0 && (c&(reading.DTransfer|reading.DSend|reading.DReroute) != 0 || reading.WsAskSendVerb.Has(txt)) && !r.Negated(i) && !r.NounUse(i) {
			verb = i
		}
		if obj < 0 && !r.Means(i) {
			_, sens := reading.SensitiveResource(a, t)
			if sens || c&(reading.DSecret|reading.DSecretQualified|reading.DContext|reading.DPersonal) != 0 || t.Kind == reading.TokIdent && reading.SecretNamed(txt) {
				obj = i
			} else if reading.WsAskWorkData.Has(txt) && !reading.SelfDocument(a, s, i) || reading.WsAskTalkNoun.Has(txt) && r.Find(i-4, i, func(k int) bool {
				return r.Class(k)&reading.DPerson != 0 || reading.WsYour.Has(r.Txt(k))
			}) >= 0 {
				obj = i // the user's files, code or messages
			}
		}
	}
	if verb < 0 || obj < 0 || addr < 0 || obj == addr {
		return -1, -1
	}
	if reading.OwnServiceSink(a, r.Raw, obj, addr) {
		return -1, -1 // the key of the service at the address, used with it
	}
	return min(verb, obj), max(addr, verb, obj)
}
