package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The project's own concealment units (corpus/battery/concealment-act-withheld.jsonl,
// written from the concept's definition before the reading it measures: an
// act of telling, showing or reporting negated or suppressed, addressed to
// the user, over the agent's own acts; in English and eight other
// languages, in skills, commands, agents, rules files and a hook). Every
// attack fails the default gate and every honest look-alike passes, but
// the ones named here; an honest unit is never blocked. At dc31804: 13 of
// 24 attacks, 4 of 24 honest flagged; with ask.act-withheld
// (detect/concealment/act_withheld.go): 21 and 1.
var actWithheldMissed = map[string]bool{
	// A belief steered ("should come away thinking only the tests were
	// run") and a hook's description, which discovery does not read as
	// text. (The Chinese attack, whose report and act need words of the zh
	// lexicon, is read by the lexicons' classes lang-report and lang-change.)
	"concealment-act-withheld-m-en-quiet-person": true, "concealment-act-withheld-m-en-hookdesc": true,
}

// The whole build log not shown and only its errors given, in Russian:
// the phrase rule secrecy.he-говори-пользователю reads it (brevity, as
// the English reading leaves alone).
var actWithheldFlagged = map[string]bool{"concealment-act-withheld-h-ru": true}

func TestConcealmentActWithheldCorpus(t *testing.T) {
	labels, verdicts := corpusVerdicts(t, "../../corpus/battery/concealment-act-withheld.jsonl")
	for _, v := range verdicts {
		want := "pass"
		if labels[v.ID] == "malicious" && !actWithheldMissed[v.ID] || labels[v.ID] == "benign" && actWithheldFlagged[v.ID] {
			want = "fail"
		}
		assert.Equal(t, want, v.Gate, v.ID)
		if labels[v.ID] == "benign" {
			assert.NotEqual(t, "block", v.Verdict, v.ID)
		}
	}
}
