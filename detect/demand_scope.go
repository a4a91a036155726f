package detect

import (
	"slices"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/internal/scope"
)

// scopeDemands reads every sentence's demand against the tool's own scope
// (detect/internal/scope) before the tool stage weighs it: an object named
// in a clause where the tool, a thing or the user acts, or where the
// conversation is only the place something happened, is not what the model
// is told to move; a cue of hiding, lasting or approving in a clause that
// describes the tool's own work, or the purpose of setting its own input,
// orders nothing; consent in a clause where the user decides is the user's.
// What reaches outside the tool stays: an outside sink, a credential of
// something else, a demand a statement frame read as stated.
func scopeDemands(v *reading.ToolView, reg *reading.Registry, ds []reading.SentenceDemand, tr *reading.FactTrace) {
	if len(ds) == 0 {
		return
	}
	var sc *scope.Scope
	for k := range ds {
		d := &ds[k]
		if d.Lang != "" || d.Field < 0 || d.Field >= len(v.FieldList) || d.Frames.Any(reading.StatementFrames) {
			continue
		}
		if sc == nil {
			sc = scope.Of(v, reg)
		}
		a := d.Analysis(v)
		if a == nil || len(a.Tokens) == 0 {
			continue
		}
		f := &v.FieldList[d.Field]
		field, raw := v.PathOf(f), f.Text
		if d.An != nil {
			raw = "" // a sentence's own analysis: its offsets are not the field's
		}
		scopeObject(v, sc, d, k, a, field, raw, tr)
		scopeCues(v, sc, d, k, a, field, raw, tr)
		scopeSteer(v, reg, sc, d, k, a, field, raw, tr)
	}
}

// scopeObject takes away the object of d when the clause that names it is
// the tool's, a thing's or the user's, or names the conversation as a
// place.
func scopeObject(v *reading.ToolView, sc *scope.Scope, d *reading.SentenceDemand, k int, a *reading.Analysis, field, raw string, tr *reading.FactTrace) {
	if d.ObjectKind == "" || !d.Mood || d.ObjectAt < 0 || d.ObjectAt >= len(a.Tokens) || d.SinkExt {
		return
	}
	if d.ObjectKind != reading.CHarvest && d.ObjectKind != reading.CContext && d.ObjectKind != reading.CPersonal {
		return
	}
	s := reading.SentAt(a, d.ObjectAt)
	c := sc.ClauseAt(a, s, d.ObjectAt, field, raw)
	orders := sc.Orders(a, s, field, raw)
	var fr reading.FrameID
	switch {
	case c.Actor == scope.ActorUser && d.ObjectKind != reading.CHarvest && v.On(reading.FScopeUserDecides) && c.Decides:
		fr = reading.FScopeUserDecides
	case !orders && (c.Actor == scope.ActorTool && !c.Effect || c.Actor == scope.ActorThing) && v.On(reading.FScopeActor) &&
		!(d.ObjectKind == reading.CHarvest && reading.ForeignCredential(v, d)):
		fr = reading.FScopeActor
	case c.Effect:
		// A secret stays a demand unless the effect is to set it, a value
		// the tool is given ("add only to set environment variables").
		if d.ObjectAt < c.EffectAt || d.ObjectAt == c.EffectAt && !c.Choice || !v.On(reading.FScopeEffect) || d.ObjectKind == reading.CHarvest && !scope.EffectSets(a, c) && !c.Choice {
			return
		}
		fr = reading.FScopeEffect
	case d.ObjectKind == reading.CHarvest && d.Frames.Has(reading.FObjectEnvironment) && !d.SinkExt && v.On(reading.FScopeEffect) && scope.Configured(a, s, d.VerbAt, d.ObjectAt):
		// "Set environment variables in the container": the settings
		// the tool writes, a value it is given.
		fr = reading.FScopeEffect
	case d.ObjectKind == reading.CContext && v.On(reading.FScopeCircumstance) && scope.Circumstance(a, s, d.ObjectAt):
		fr = reading.FScopeCircumstance
	case v.On(reading.FScopeExcluded) && scope.Excluded(a, s, d.ObjectAt):
		fr = reading.FScopeExcluded
	case d.ObjectKind != reading.CHarvest && v.On(reading.FScopeLiteral) && scope.InLiteral(a, d.ObjectAt, raw):
		// "`chat:write.customize`": a scope's name, not the chat.
		fr = reading.FScopeLiteral
	default:
		return
	}
	d.Frames.Add(fr)
	if tr != nil {
		tool(tr, reading.FrameNames[fr], true, k, "the object "+d.Object+" stands in a clause where "+c.Actor.String()+" acts")
	}
	d.ObjectKind, d.Object = "", ""
}

// pressure is every concept of cover and pressure a sentence may carry.
var scopedConcepts = []string{reading.CConceal, reading.CPersist, reading.CApprove}

// scopeCues takes away d's cues of hiding, lasting and approving when the
// clause they stand in describes the tool's own work or the effect of its
// input, and approving when the user decides.
func scopeCues(v *reading.ToolView, sc *scope.Scope, d *reading.SentenceDemand, k int, a *reading.Analysis, field, raw string, tr *reading.FactTrace) {
	if len(d.Concepts) == 0 && len(d.Alone) == 0 {
		return
	}
	at := d.At
	if len(d.Alone) > 0 && d.AloneAt >= 0 {
		at = d.AloneAt
	}
	if at < 0 || at >= len(a.Tokens) {
		return
	}
	sent := reading.SentAt(a, at)
	c := sc.ClauseAt(a, sent, at, field, raw)
	drop := func(fr reading.FrameID, cs ...string) {
		n := len(d.Concepts) + len(d.Alone)
		d.Concepts = slices.DeleteFunc(d.Concepts, func(x string) bool { return slices.Contains(cs, x) })
		d.Alone = slices.DeleteFunc(d.Alone, func(x string) bool { return slices.Contains(cs, x) })
		if len(d.Concepts)+len(d.Alone) == n {
			return
		}
		d.Frames.Add(fr)
		if tr != nil {
			tool(tr, reading.FrameNames[fr], true, k, "the cue stands in a clause where "+c.Actor.String()+" acts")
		}
	}
	if d.ToolRef == "" && !d.SinkExt && v.On(reading.FScopeOwnWorkflow) && (slices.Contains(d.Concepts, reading.CPersist) || slices.Contains(d.Alone, reading.CPersist)) && sc.OwnWorkflow(a, sent) {
		drop(reading.FScopeOwnWorkflow, reading.CPersist)
	}
	switch {
	case c.Decides && v.On(reading.FScopeUserDecides):
		// The user's decision made the condition is neither consent
		// taken in their place nor words put in their mouth.
		drop(reading.FScopeUserDecides, reading.CApprove, reading.CImpersonate)
	case c.Effect:
		// The cue's own clause sets the tool's input: what follows "to"
		// is the tool's doing, whatever else the sentence orders.
		if (at > c.EffectAt || c.EffectWhole) && v.On(reading.FScopeEffect) {
			drop(reading.FScopeEffect, scopedConcepts...)
		}
	case sc.Orders(a, sent, field, raw):
		// A clause of the sentence may order the model: the cue may
		// be its order's.
	case (c.Actor == scope.ActorTool || c.Actor == scope.ActorThing) && v.On(reading.FScopeActor):
		// The user acting is in scope only as the one who decides
		// (above): "the user has granted access" claims consent.
		drop(reading.FScopeActor, scopedConcepts...)
	}
}

// scopeFacts writes the tool's scope into the facts view.
func scopeFacts(tr *reading.FactTrace, reg *reading.Registry) {
	sc := scope.Of(tr.V, reg)
	t := tr.V.Tool
	owner := t.Server + "/" + t.Name
	if sc.Loose {
		owner = t.Source
	}
	tr.Out.Scope = reading.ScopeFacts{Owner: owner, Job: sc.Job, Reader: sc.Reader.String(), Loose: sc.Loose}
}

// clauseActors writes who acts in each clause of sentence s into its
// facts.
func clauseActors(tr *reading.FactTrace, s reading.Sent) {
	if tr.Cur == nil || tr.A == nil {
		return
	}
	sc := scope.Of(tr.V, nil)
	a := tr.A
	for i := s.From; i < s.To; {
		c := sc.ClauseAt(a, s, i, tr.Cur.Field, tr.Text)
		if c.To <= i {
			break
		}
		last := c.To - 1
		for last > c.From && a.Tokens[last].Kind == reading.TokPunct {
			last-- // the span ends at its last word, as a clause's does
		}
		ca := reading.ClauseActor{Span: reading.Span{Start: int(a.Tokens[c.From].Start), End: int(a.Tokens[last].End)},
			Actor: c.Actor.String(), Decides: c.Decides, Effect: c.Effect}
		if c.At >= 0 {
			ca.Word = tr.Word(c.At)
		}
		tr.Cur.Actors = append(tr.Cur.Actors, ca)
		i = c.To
		for i < s.To && a.Tokens[i].Kind == reading.TokPunct {
			i++
		}
	}
}

// scopeSteer takes away a re-routing whose verb stands in the effect of
// the tool's own input ("Use the Reply-To header to redirect replies to
// the address instead of the sender's", of a reply_to parameter) and whose
// "tool" no server of the registry has: the value's effect, not another
// tool's call taken over.
func scopeSteer(v *reading.ToolView, reg *reading.Registry, sc *scope.Scope, d *reading.SentenceDemand, k int, a *reading.Analysis, field, raw string, tr *reading.FactTrace) {
	if !(d.Instead || d.Replace) || d.ToolRef == "" || d.VerbAt < 0 || d.VerbAt >= len(a.Tokens) || !v.On(reading.FScopeEffect) {
		return
	}
	if reg != nil && len(reg.ByName(d.ToolRef)) > 0 {
		return
	}
	c := sc.ClauseAt(a, reading.SentAt(a, d.VerbAt), d.VerbAt, field, raw)
	if !c.Effect || d.VerbAt <= c.EffectAt {
		return
	}
	d.Instead, d.Replace, d.ToolRef = false, false, ""
	d.Frames.Add(reading.FScopeEffect)
	if tr != nil {
		tool(tr, reading.FrameNames[reading.FScopeEffect], true, k, "the re-routing is what the tool's own input does")
	}
}

// userDecides is the scope stage's reading for the shared reading
// (reading.ConceptReadings.UserDecides).
func userDecides(v *reading.ToolView, f *reading.Field, a *reading.Analysis, s reading.Sent, i int) bool {
	if i < s.From || i >= s.To {
		return false
	}
	return scope.Of(v, nil).ClauseAt(a, s, i, v.PathOf(f), f.Text).Decides
}
