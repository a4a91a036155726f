package hiddenunicode

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// accident: group g of field f is the shape of an accident, not of
// an attack (codeTable or charsetTable in code, brokenEncoding,
// formulaMarks); s is made soft and says which. A table is low
// (what a program handles as data); the others stay medium, kept for
// review, as where in doubt.
func accident(v *reading.ToolView, f *reading.Field, g *reading.HiddenGroup, s *reading.Signal) bool {
	switch {
	case codeOfFile(v, f) && reading.CodeTable(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityLow, 0.6
		s.Detail = describeGroup(g) + ", controls in ascending order in a table of code points the code holds"
	case codeOfFile(v, f) && reading.CharsetTable(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityLow, 0.6
		s.Detail = describeGroup(g) + ", among the characters of a table the code holds (a code page, not text)"
	case reading.BrokenEncoding(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityMedium, 0.7
		s.Detail = describeGroup(g) + ", in a text decoded in the wrong encoding (controls scattered through it; bytes that are no UTF-8)"
	case reading.FormulaMarks(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityMedium, 0.7
		s.Detail = describeGroup(g) + ", one mark at a time between the symbols of a formula (left by a copy from rendered math)"
	default:
		return false
	}
	return true
}
