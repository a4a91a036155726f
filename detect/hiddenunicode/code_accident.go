package hiddenunicode

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// accident: group g of field f is the shape of an accident, not of
// an attack (codeTable or charsetTable in code, brokenEncoding,
// formulaMarks, mojibake, copyMarks); s is made soft and says which. A
// table is low (what a program handles as data), and so is the damage a
// copy or an encoding round-trip leaves (its shape carries no message);
// the others stay medium, kept for review, as where in doubt.
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
	case reading.Mojibake(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityLow, 0.6
		s.Detail = describeGroup(g) + ", each a byte of a character read in the wrong encoding and saved again (\"â\\u0094\\u0080\" for \"─\": mojibake, no message)"
	case v.Tool.Kind != reading.KindScript && reading.CopyMarks(f.Text, g):
		// Markdown a page was copied into; a script's marks are code's.
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityLow, 0.6
		s.Detail = describeGroup(g) + ", at line starts or beside markup, one code point or two marks in one place (left by a copy from a rendered page: no message)"
	case reading.FormulaMarks(f.Text, g):
		s.Tier, s.Severity, s.Confidence = reading.TierSoft, reading.SeverityMedium, 0.7
		s.Detail = describeGroup(g) + ", one mark at a time between the symbols of a formula (left by a copy from rendered math)"
	default:
		return false
	}
	return true
}
