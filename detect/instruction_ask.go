package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/exfiltration"

	"github.com/mcp-lint/mcp-lint/detect/approval"
	"github.com/mcp-lint/mcp-lint/detect/concealment"
	"github.com/mcp-lint/mcp-lint/detect/hiddentext"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// What an agent file asks (skills, plugin commands and agents, rules
// files), read by slots rather than phrasings: the act a sentence
// names (its verb's demand class), what the act is done to (a secret,
// the conversation, the user's files; an act of the agent's; another
// skill, command or tool), where it goes (an address, the user, a
// report), and what stands around it (a negation, a condition, a claim
// already made). Each reading is an ask record of rules/agent.rules
// (ID, concept, rationale, the word sets it uses, rules files it must
// and must not be named on); the vocabulary is the demand classes and
// the word sets the records name. An order alone is never one: every
// reading needs the object the concept names.
//
// A reading adds a cue of its concept's family, at the weight of a
// finding alone (1.0), named by its ID; it is soft, as every cue of
// directive.imperative is.

// askFamily is the directive family each reading's cue counts in.
var askFamily = [reading.AskCount]string{"exfil", "consent", "noconfirm", "noconfirm", "concealed", "concealed", "takeover", "takeover", "takeover", "takeover", "takeover", "planted",
	"noconfirm", "concealed", "concealed",
	"planted", "planted",
	"concealed", "concealed",
	"noconfirm",
	"takeover",
	"planted"}

// AskReading is one reading of what an agent file asks, as its record
// gives it: for rules --frames and the docs.
type AskReading struct {
	ID, Concept, Rationale string
	Uses                   []string
	Match, NoMatch         []string
}

// AskReadings are the readings of what an agent file asks.
func AskReadings() []AskReading {
	reading.EnsureRules()
	out := make([]AskReading, 0, len(reading.AskRecords))
	for _, r := range reading.AskRecords {
		out = append(out, AskReading{r.Id, r.Concept, r.Rationale, r.Uses, r.Match, r.Nomatch})
	}
	return out
}

// IsAskReading reports whether id names a reading of what an agent file
// asks (an ask record of rules/agent.rules): --disable and the config's
// rules turn it off as they do a phrase rule.
func IsAskReading(id string) bool {
	for _, n := range reading.AskNames {
		if n == id {
			return true
		}
	}
	return false
}

// The word sets of the readings (rules/agent.rules).
var ()

// askCues adds the cues of the readings of sentence s of an instruction
// kind's prose.
func askCues(v *reading.ToolView, a *reading.Analysis, s reading.Sent, raw string, add func(reading.DirectiveCue)) {
	r := &reading.AskReader{V: v, A: a, S: s, Raw: raw}
	cue := func(id reading.AskID, from, to int) {
		if v.OffPhrases[reading.AskNames[id]] || reading.QuotedSpeech(v, a, raw, s, from) {
			return // quotedSpeech: someone's words, not the order
		}
		add(reading.DirectiveCue{Family: askFamily[id], Weight: 1.0, From: from, To: to, Rule: reading.AskNames[id]})
	}
	if i, j := exfiltration.ExfilOutside(r); i >= 0 {
		cue(reading.AskExfilOutside, i, j+1)
	}
	// The readings that find one word: the cue spans it.
	for _, rd := range [...]struct {
		id   reading.AskID
		read func() int
	}{
		{reading.AskConsentClaimed, func() int { return approval.ConsentClaimed(r) }},
		{reading.AskAskingRemoved, func() int { return approval.AskingRemoved(r) }},
		{reading.AskSafeguardOff, func() int { return approval.SafeguardOff(r) }},
		{reading.AskSafeguardOff, func() int { return approval.AroundGate(r) }}, // a bypass switch, a command routed around its gate
		{reading.AskActUntold, func() int { return concealment.ActUntold(r) }},
		{reading.AskOutOfSight, func() int { return concealment.OutOfSight(r) }},
		{reading.AskTakeover, func() int { return hijack.Takeover(r) }},
		{reading.AskPartDisplaced, func() int { return hijack.PartDisplaced(r) }},
		{reading.AskUserOverruled, func() int { return hijack.UserOverruled(r) }},
		{reading.AskEveryRequest, func() int { return hijack.EveryRequest(r) }},
		{reading.AskActWithheld, func() int { return concealment.ActWithheld(r) }},
		{reading.AskCoverTold, func() int { return concealment.CoverTold(r) }},
		{reading.AskPlanted, func() int { return persistence.RulePlanted(r) }},
		{reading.AskAnswered, func() int { return approval.AnsweredForUser(r) }},
		{reading.AskStartup, func() int { return persistence.StartupWrittenEn(r) }},
	} {
		if i := rd.read(); i >= 0 {
			cue(rd.id, i, i+1)
		}
	}
	// Another language's sentence: the readings by its lexicon's classes
	// and by what any language writes alike (a path, a slash command, a
	// tool's documented name).
	if sl := reading.SentenceLang(a, s); sl.English <= 0 && sl.Lang != "" {
		f := reading.ReadLang(raw, a, s, sl.Lang)
		if i := hijack.PartGoneLang(r, &f); i >= 0 {
			cue(reading.AskPartGoneLang, i, i+1)
		}
		if i := r.HomeRuleLang(&f); i >= 0 {
			cue(reading.AskHomeRuleLang, i, i+1)
		}
		if i := hiddentext.ActUntoldLang(r, &f); i >= 0 {
			cue(reading.AskActUntold, i, i+1) // instruction_hide.go
		}
		if i := approval.AskingOffLang(r, &f); i >= 0 {
			cue(reading.AskAskingOffLang, i, i+1)
		}
		if i := persistence.RulePlantedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		} else if i := persistence.MemoryPlantedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		} else if i := persistence.PropagatedLang(r, &f); i >= 0 {
			cue(reading.AskPlantedLang, i, i+1)
		}
		if i := concealment.WithheldLang(r, &f); i >= 0 {
			cue(reading.AskWithheldLang, i, i+1)
		}
		if i := concealment.CoverLang(r, &f); i >= 0 {
			cue(reading.AskCoverLang, i, i+1)
		}
		if i := hijack.PartTakenLang(r, &f); i >= 0 {
			cue(reading.AskPartTakenLang, i, i+1)
		}
		if i := persistence.StartupWritten(r, &f); i >= 0 {
			cue(reading.AskStartup, i, i+1)
		}
		persistence.PlantedJoinedLang(r, sl.Lang, cue) // a sentence cut at a line break
	}
}
