// Package report renders scan output as text, JSON, GitHub workflow
// annotations and a Markdown job summary. Every piece of text that came
// from a scanned file (names, evidence, paths) is escaped for the place it
// is written to: control characters, ANSI escapes, invisible and bidi
// characters become \uXXXX text; Markdown and HTML become inert; no
// workflow command can start from untrusted text.
package report

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// Plain makes untrusted text safe for a terminal or a log: every control,
// invisible and bidi character is written as an escape, so no ANSI
// sequence or line break survives, and a "::" cannot start a workflow
// command because no untrusted text starts a line.
func Plain(s string) string { return detect.SafeText(s) }

var mdReplacer = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "|", `\|`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;", "#", `\#`, "@", "&#64;", "~", `\~`, ":", "&#58;",
	"!", `\!`, "{", `\{`, "}", `\}`,
)

// Markdown makes untrusted text inert in Markdown and HTML (a GitHub job
// summary, a PR comment): no tags, links, images, emphasis, table breaks
// or @mentions, and every invisible character escaped first.
func Markdown(s string) string { return mdReplacer.Replace(detect.SafeText(s)) }

// MarkdownDetail is Markdown for a finding's detail, which is already
// render-safe text (detect.SafeDetail): its escapes are not escaped twice.
func MarkdownDetail(s string) string { return mdReplacer.Replace(detect.SafeDetail(s)) }

// PlainDetail is Plain for a finding's detail.
func PlainDetail(s string) string { return detect.SafeDetail(s) }

// Code renders untrusted text inside an inline code span, which shows it
// literally; backticks in it are replaced so the span cannot be closed.
func Code(s string) string {
	s = strings.ReplaceAll(detect.SafeText(s), "`", "ˋ")
	s = strings.ReplaceAll(s, "|", `\|`)
	return "`" + s + "`"
}
