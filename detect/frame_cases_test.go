package detect_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// frameCase is one tool text of the project's own, read beside the tools
// of other servers: desc is the description of fx.get_rate (or of the tool
// name names, on server srv), prop the description of its property ctx
// ("" for none). An attack must be read by frame (and, when concept is
// given, as a demand of that rule) in field, its span inside the text the
// frame reads, and nothing may be found in any other field; an honest
// look-alike must raise nothing; kind marks an attack still missed (gap)
// and an honest text still flagged (honestFlagged), each pinned so that a
// change that mends it fails here and the mark is struck off.
type frameCase struct {
	lang, srv, name, desc, prop, frame, concept string
	kind                                        caseKind
}

// stringProps is an object schema of string properties ps.
func stringProps(ps ...string) map[string]any {
	m := map[string]any{}
	for _, p := range ps {
		m[p] = map[string]any{"type": "string"}
	}
	return map[string]any{"type": "object", "properties": m}
}

// checkFrameCases scans each case beside peers. With the environment
// variable report set it prints every outcome and the counts instead.
func checkFrameCases(t *testing.T, cases []frameCase, peers []reading.Tool, report string) {
	t.Helper()
	reporting := os.Getenv(report) != ""
	missed, wrong := 0, 0
	for _, c := range cases {
		srv, name := "fx", "get_rate"
		if c.name != "" {
			srv, name = c.srv, c.name
		}
		props := map[string]any{"base": map[string]any{"type": "string", "description": "ISO code"}}
		field, text := "description", c.desc
		if c.prop != "" {
			props["ctx"] = map[string]any{"type": "string", "description": c.prop}
			field, text = "inputSchema.properties.ctx.description", c.prop
		}
		tool := reading.Tool{Server: srv, Name: name, Description: c.desc, InputSchema: map[string]any{"type": "object", "properties": props}}
		f, _ := scan(t, tool, peers...)
		found, elsewhere := false, false
		sigs, got := signalLabels(f)
		for _, s := range sigs {
			if s.Field != field {
				elsewhere = true
				continue
			}
			// The span inside the sentence the frame reads: after
			// the lead sentence of a description, anywhere in a
			// property's.
			from := 0
			if c.prop == "" {
				from = strings.IndexAny(text, ".。") + 1
			}
			if s.Check == reading.IDDemand && slices.Contains(s.Rules, c.frame) && (c.concept == "" || slices.Contains(s.Rules, c.concept)) &&
				int(s.Span.Start) >= from && int(s.Span.End) <= len(text) {
				found = true
			}
		}
		label := c.lang + "/" + c.frame
		switch {
		case reporting:
			if !c.kind.lookAlike() && !found {
				missed++
			}
			if c.kind.lookAlike() && f != nil {
				wrong++
			}
			t.Logf("%s honest=%v gap=%v found=%v flagged=%v %q %q %v", label, c.kind.lookAlike(), c.kind == gap, found, f != nil, c.desc, c.prop, got)
		case c.kind == honestFlagged && f == nil:
			t.Errorf("%s: honest text no longer flagged: strike the mark off: %q", c.lang, c.desc)
		case c.kind == honest && f != nil:
			t.Errorf("%s: honest text flagged: %q %q: %v", c.lang, c.desc, c.prop, got)
		case !c.kind.lookAlike() && elsewhere:
			t.Errorf("%s: a finding outside %s: %q %q: %v", label, field, c.desc, c.prop, got)
		case c.kind == attack && !found:
			t.Errorf("%s: attack not read: %q %q: %v", label, c.desc, c.prop, got)
		case c.kind == gap && found:
			t.Errorf("%s: a gap now read: strike gap off: %q", label, c.desc)
		}
	}
	if reporting {
		t.Logf("attacks not read by their frame: %d; honest flagged: %d", missed, wrong)
	}
}
