package reading

import (
	"strings"
)

// declaredPurpose reads the tool's declared purpose: the words of its name
// and the declaring part of its first sentence. harmless says the name
// declares a harmless purpose and nothing declared is sensitive business;
// sensitiveOK that something declared is ("add" + "Adds a key to the SSH
// agent").
func DeclaredPurpose(v *ToolView) (harmless, sensitiveOK bool) {
	// A name word, or its stem, in a purpose vocabulary: the classes of
	// its stem (what a word token of it has) and those of its own text.
	var cls Wclass
	for _, w := range v.NameWords() {
		cls |= v.Tz.WordClasses(w) | LexOf(w).StemCls
	}
	byName := cls&wcHarmlessPurpose != 0
	sensitiveOK = cls&WcSensitivePurpose != 0
	// At most 14 tokens of the lead sentence, up to a word or mark that
	// starts an instruction.
	lead := v.Lead()
	for i, t := range lead.Tokens {
		if i >= 14 || t.Is(wcLeadStop) || t.Text(lead) == ";" || t.Text(lead) == ":" {
			break
		}
		if t.Kind == TokWord && t.Is(WcSensitivePurpose) {
			sensitiveOK = true
		}
	}
	return byName && !sensitiveOK, sensitiveOK
}

// schemaProperties returns the properties object (a map[string]any or an
// Object) of a schema, or nil.
func SchemaProperties(schema any) any {
	props, _ := Lookup(schema, "properties")
	if ObjectLen(props) < 0 {
		return nil
	}
	return props
}

func HostOf(u string) string {
	s := u
	if k := strings.Index(s, "://"); k >= 0 {
		s = s[k+3:]
	}
	if k := strings.IndexAny(s, "/?#"); k >= 0 {
		s = s[:k]
	}
	return SafeText(s)
}
