package reading

import (
	"fmt"
	"slices"
	"strings"
)

// Frames: the special cases of the demand check's reading, each a record
// in its concept's rules file or rules/frames.rules with an ID, the concept it reads, a rationale,
// the roles it requires and excludes, the vocabulary classes it uses and
// sentences it must and must not match (frames_test.go runs them through
// the facts view). A frame is turned off by its ID like a phrase rule
// (--disable, the config's rules); a finding names the frames that made
// its demand.

// frameID is a frame's index: the check tests one bit to know whether a
// frame is on (ToolView.offFrames).
type FrameID uint8

const (
	fLeadProhibition FrameID = iota
	fLeadPurposeClause
	fLeadThirdPerson
	fLeadSettingEffect
	fMoodObligation
	fMoodPassiveObligation
	fMoodImperative
	fMoodSubjunctive
	fMoodAgentNorm
	fMoodRequirement
	fMoodDisowning
	fMoodIncentive
	fMoodDeclarative
	fMoodSanction
	fObjectDescribed
	fObjectPersonClause
	fSinkAddress
	fSinkParameter
	fSinkNamedParameter
	fSinkOwnParameter
	fConcealProtective
	FJoinAnaphor
	FJobSecret
	FJobParameterNamed
	FJobConversation
	FLoneCue
	FJobPressure
	fConcealTelling
	fConcealUnaware
	fConcealFalsify
	fConcealWithhold
	fConcealOwnKnowledge
	fConcealKeptQuiet
	fPersistScope
	fPersistPlantRule
	fPersistPlantQuoted
	fApproveInPlace
	fApproveConsentSet
	fApproveAnswersItself
	fApproveConsentClaimed
	fAuthorityCoercedCall
	fAuthorityAlone
	fAuthorityCited
	fImpersonateVoice
	fImpersonateForgedTurn
	fImpersonateFirstPerson
	FCoreSteer
	FCoreExfil
	FCoreSweep
	FCoreExecute
	FCoreHijack
	FForeignCredential
	// The readers of what a statement asks (demand_statement.go).
	FCallCarries
	fCallRecordStep
	fRedirectStated
	fRedirectAutomatic
	fConcealStated
	fApproveRemoved
	fRuleThreat
	fApproveRecord
	fMarkupEgress
	FSchemaOvercollect
	fAuthorityCertified
	fPersistStated
	fConcealRole
	fVoiceClaimed
	// The special cases of what an object is (demandObject), of
	// disowning a tool (disowns) and of the forms every language writes
	// alike (structuralDemand).
	fObjectSecretVariable
	fObjectCredentialFault
	FObjectEnvironment
	fObjectModifier
	fObjectIdentifier
	fObjectLaterContext
	fObjectContextOwner
	fObjectOtherTools
	fDisownReplacement
	FFormsCommandLine
	FFormsAddressTool
	// An address a thing is got from, not sent to (sinkAt).
	fSinkSource
	// Requests outside the tool's job stated routed to it (demand_statement.go).
	fRedirectRoutedHere
	fSchemaContextDescribed
	fHijackArgumentStated
	fHijackCallLacking
	// The anchors every language writes alike, read with a little of
	// their clause (demand_anchor.go).
	FAnchorSecretValue
	fAnchorAddressStated
	fAnchorConsentPreset
	// Another tool's call related to this one, given values the text
	// fixes or the whole of what the call handles (demand_calls.go).
	FCallExtra
	// An order the user's own consent or request gates ("only after the
	// user has confirmed", demand_consent.go).
	fGateUserConsent
	// The scope stage (detect/internal/scope): a cue inside the tool's
	// own scope.
	FScopeActor
	FScopeUserDecides
	FScopeEffect
	FScopeCircumstance
	FScopeExcluded
	FScopeLiteral
	FScopeOwnWorkflow
	// What a tool returns to be carried out (detect/authority/obeyed.go).
	FAuthorityObeyed
	// An object named in what passing a parameter is for (sentenceReader.passedForPurpose).
	fObjectPassedPurpose
	// A value put in place of one the person gave (userValueReplaced).
	fHijackUserValue
	FrameCount
)

// frameNames are the frames' IDs, as their records give them.
var FrameNames = [FrameCount]string{
	fLeadProhibition: "frame.lead-prohibition", fLeadPurposeClause: "frame.lead-purpose-clause",
	fLeadThirdPerson: "frame.lead-third-person", fLeadSettingEffect: "frame.lead-setting-effect",
	fMoodObligation: "frame.mood-obligation", fMoodPassiveObligation: "frame.mood-passive-obligation",
	fMoodImperative: "frame.mood-imperative", fMoodSubjunctive: "frame.mood-subjunctive",
	fMoodAgentNorm: "frame.mood-agent-norm", fMoodRequirement: "frame.mood-requirement",
	fMoodDisowning: "frame.mood-disowning", fMoodIncentive: "frame.mood-incentive",
	fMoodDeclarative: "frame.mood-declarative", fMoodSanction: "frame.mood-sanction",
	fObjectDescribed: "frame.object-described", fObjectPersonClause: "frame.object-person-clause",
	fSinkAddress: "frame.sink-address", fSinkParameter: "frame.sink-parameter", fSinkSource: "frame.sink-source",
	fSinkNamedParameter: "frame.sink-named-parameter", fSinkOwnParameter: "frame.sink-own-parameter",
	fConcealProtective: "frame.conceal-protective", FJoinAnaphor: "frame.join-anaphor",
	FJobSecret:         "frame.job-secret",
	FJobParameterNamed: "frame.job-parameter-named", FJobConversation: "frame.job-conversation",
	FLoneCue: "frame.lone-cue", FJobPressure: "frame.job-pressure",
	fConcealTelling: "frame.conceal-telling", fConcealUnaware: "frame.conceal-unaware",
	fConcealFalsify: "frame.conceal-falsify", fConcealWithhold: "frame.conceal-withhold",
	fConcealOwnKnowledge: "frame.conceal-own-knowledge", fConcealKeptQuiet: "frame.conceal-kept-quiet",
	fPersistScope: "frame.persist-scope", fPersistPlantRule: "frame.persist-plant-rule",
	fPersistPlantQuoted: "frame.persist-plant-quoted", fApproveInPlace: "frame.approve-in-place",
	fApproveConsentSet: "frame.approve-consent-set", fApproveAnswersItself: "frame.approve-answers-itself",
	fApproveConsentClaimed: "frame.approve-consent-claimed", fAuthorityCoercedCall: "frame.authority-coerced-call",
	fAuthorityAlone: "frame.authority-alone", fAuthorityCited: "frame.authority-cited",
	fImpersonateVoice: "frame.impersonate-voice", fImpersonateForgedTurn: "frame.impersonate-forged-turn",
	fImpersonateFirstPerson: "frame.impersonate-first-person",
	FCoreSteer:              "frame.core-steer", FCoreExfil: "frame.core-exfil", FCoreSweep: "frame.core-sweep",
	FCoreExecute: "frame.core-execute", FCoreHijack: "frame.core-hijack",
	FForeignCredential: "frame.foreign-credential",
	FCallCarries:       "frame.call-carries", fCallRecordStep: "frame.call-record-step",
	fRedirectStated: "frame.redirect-stated", fRedirectAutomatic: "frame.redirect-automatic",
	fRedirectRoutedHere: "frame.redirect-routed-here", fSchemaContextDescribed: "frame.schema-context-described",
	fHijackArgumentStated: "frame.hijack-argument-stated", fHijackCallLacking: "frame.hijack-call-lacking",
	fConcealStated: "frame.conceal-stated", fApproveRemoved: "frame.approve-removed",
	fRuleThreat: "frame.rule-threat", fApproveRecord: "frame.approve-record", fMarkupEgress: "frame.markup-egress",
	FSchemaOvercollect: "frame.schema-overcollect", fAuthorityCertified: "frame.authority-certified",
	fPersistStated: "frame.persist-stated", fConcealRole: "frame.conceal-role", fVoiceClaimed: "frame.voice-claimed",
	fObjectSecretVariable: "frame.object-secret-variable", fObjectCredentialFault: "frame.object-credential-fault",
	FObjectEnvironment: "frame.object-environment", fObjectModifier: "frame.object-modifier",
	fObjectIdentifier: "frame.object-identifier", fObjectLaterContext: "frame.object-later-context",
	fObjectContextOwner: "frame.object-context-owner", fObjectOtherTools: "frame.object-other-tools",
	fDisownReplacement: "frame.disown-replacement", FFormsCommandLine: "frame.forms-command-line",
	FFormsAddressTool:  "frame.forms-address-tool",
	FAnchorSecretValue: "frame.anchor-secret-value", fAnchorAddressStated: "frame.anchor-address-stated",
	fAnchorConsentPreset: "frame.anchor-consent-preset", FCallExtra: "frame.call-extra",
	fGateUserConsent: "frame.gate-user-consent",
	FScopeActor:      "frame.scope-actor", FScopeUserDecides: "frame.scope-user-decides",
	FScopeEffect: "frame.scope-effect", FScopeCircumstance: "frame.scope-circumstance",
	FScopeExcluded: "frame.scope-excluded", FScopeLiteral: "frame.scope-literal",
	FScopeOwnWorkflow: "frame.scope-own-workflow", FAuthorityObeyed: "frame.authority-obeyed",
	fObjectPassedPurpose: "frame.object-passed-purpose",
	fHijackUserValue:     "frame.hijack-user-value",
}

// exemptFrames are the frames that take a demand away (a sentence that
// describes the tool, an object the tool's job explains, a lone cue): a
// finding names the frames that made its demand, never these; the facts
// view shows them.
var exemptFrames = FrameSetOf(fLeadPurposeClause, fLeadThirdPerson, fLeadSettingEffect, fObjectPersonClause,
	fConcealProtective, FJobSecret, FJobParameterNamed, FJobConversation, FLoneCue, FJobPressure,
	fObjectCredentialFault, fObjectModifier, fObjectIdentifier, fObjectLaterContext, fGateUserConsent, fObjectPassedPurpose,
	FScopeActor, FScopeUserDecides, FScopeEffect, FScopeCircumstance, FScopeExcluded, FScopeLiteral, FScopeOwnWorkflow)

// StatementFrames are the frames that read what a statement asks
// (demand_statement.go, demand_calls.go, the anchors): a demand one of
// them made stands as stated, whoever the statement names as acting.
var StatementFrames = FrameSetOf(FCallCarries, fCallRecordStep, fRedirectStated, fRedirectAutomatic, fConcealStated,
	fApproveRemoved, fRuleThreat, fApproveRecord, fMarkupEgress, FSchemaOvercollect, fAuthorityCertified, fPersistStated,
	fVoiceClaimed, fRedirectRoutedHere, fSchemaContextDescribed, fHijackArgumentStated, fHijackCallLacking, FCallExtra,
	FAnchorSecretValue, fAnchorAddressStated, fAnchorConsentPreset, fImpersonateForgedTurn, fImpersonateVoice,
	fAuthorityCited, fAuthorityCoercedCall, FFormsCommandLine, FFormsAddressTool, fApproveConsentClaimed)

// approveFrames are the frames that find consent given in the user's place.
var ApproveFrames = FrameSetOf(fApproveInPlace, fApproveConsentSet, fApproveAnswersItself, fApproveConsentClaimed, fAnchorConsentPreset)

// frameSet is a set of frames, a bit for each frameID: the frames a
// demand was read by, or the frames turned off.
type FrameSet [(FrameCount + 63) / 64]uint64

// frameSetOf is the set of the frames fs.
func FrameSetOf(fs ...FrameID) FrameSet {
	var s FrameSet
	for _, f := range fs {
		s.Add(f)
	}
	return s
}

func (s *FrameSet) Add(f FrameID) { s[f>>6] |= 1 << (f & 63) }
func (s *FrameSet) union(t FrameSet) {
	for i := range s {
		s[i] |= t[i]
	}
}
func (s *FrameSet) Remove(t FrameSet) {
	for i := range s {
		s[i] &^= t[i]
	}
}
func (s FrameSet) Has(f FrameID) bool { return s[f>>6]&(1<<(f&63)) != 0 }

// Any reports whether s and t share a frame.
func (s FrameSet) Any(t FrameSet) bool {
	for i := range s {
		if s[i]&t[i] != 0 {
			return true
		}
	}
	return false
}

// frameConcepts are what a frame may read: the mood (an order), the
// sentence's purpose, a role, a concept of pressure, or the tool's job.
var frameConcepts = []string{"purpose", "order", "object", "sink", CConceal, CPersist, CApprove, CAuthority, CImpersonate,
	CExfil, CExecute, CHijack, "join", "job", "scope"}

// frameRecord is one frame as written.
type frameRecord struct {
	Id, Concept, Rationale, requires, excludes string
	Uses                                       []string
	Match, Nomatch                             []string
	at                                         place
}

// set sets one key of a frame record.
func (r *frameRecord) set(key, val string) error {
	once := func(cur *string) error {
		if *cur != "" {
			return fmt.Errorf("%s given twice", key)
		}
		*cur = val
		return nil
	}
	switch key {
	case "concept":
		if !slices.Contains(frameConcepts, val) {
			return fmt.Errorf("concept %q: one of %s", val, strings.Join(frameConcepts, ", "))
		}
		return once(&r.Concept)
	case "rationale":
		return once(&r.Rationale)
	case "requires":
		return once(&r.requires)
	case "excludes":
		return once(&r.excludes)
	}
	for _, c := range strings.Fields(val) {
		_, word := ClassNames[c]
		_, gram := grammarClassNames[c]
		if !word && !gram && WordSets[c] == nil {
			return fmt.Errorf("uses %q: no such words record or grammar class", c)
		}
		r.Uses = append(r.Uses, c)
	}
	return nil
}

// frameRecords are the frames as written (loadRules).
var frameRecords []frameRecord

// frameOf is the frame an ID names.
func FrameOf(id string) (FrameID, bool) {
	i := slices.Index(FrameNames[:], id)
	return FrameID(i), i >= 0
}

// IsFrame reports whether id names a frame of the demand check.
func IsFrame(id string) bool {
	_, ok := FrameOf(id)
	return ok
}

// on: frame f is not turned off for this scan.
func (v *ToolView) On(f FrameID) bool { return !v.OffFrames.Has(f) }

// Frame is one frame of the demand check as written in its rules file.
type Frame struct {
	ID        string   `json:"id"`
	Concept   string   `json:"concept"`
	Rationale string   `json:"rationale"`
	Requires  string   `json:"requires,omitempty"`
	Excludes  string   `json:"excludes,omitempty"`
	Uses      []string `json:"uses,omitempty"`
	Match     []string `json:"match"`
	NoMatch   []string `json:"nomatch,omitempty"`
}

// Frames lists the frames in the order written.
func Frames() []Frame {
	EnsureRules()
	out := make([]Frame, 0, len(frameRecords))
	for _, r := range frameRecords {
		out = append(out, Frame{ID: r.Id, Concept: r.Concept, Rationale: r.Rationale, Requires: r.requires,
			Excludes: r.excludes, Uses: r.Uses, Match: r.Match, NoMatch: r.Nomatch})
	}
	return out
}
