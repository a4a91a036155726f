package secrets

import (
	"fmt"
	"math"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

type SecretEmbedded struct{}

func (SecretEmbedded) ID() string { return reading.IDSecretEmbedded }

func (SecretEmbedded) Doc() *reading.Doc { return &secretDoc }

var secretDoc = reading.Doc{
	ID:     reading.IDSecretEmbedded,
	Title:  "Live-looking credential in a tool definition",
	Tier:   reading.TierSoft,
	Threat: reading.ThreatExfiltration,
	Summary: "A tool's text carries what looks like a live credential: an AWS, GitHub, GitLab, Slack, " +
		"Stripe, Google, OpenAI or Anthropic key, a private key block, a database URL with a " +
		"password, a JWT, or a Luhn-valid card number.",
	Rationale: "A credential in a tool definition is read by every model and every log that sees the " +
		"definition. It may be a careless example as easily as a planted one, so the check is " +
		"soft and carries a confidence per match: provider-specific formats score high, a JWT " +
		"or a high-entropy assignment lower. Documented placeholders (AKIAIOSFODNN7EXAMPLE, " +
		"sk_test_..., xxxx, <token>, ${VAR}) and the well-known test card numbers are dropped. " +
		"The check reads the raw text (secrets are case-sensitive) and masks the evidence.",
	NotFlagged: "Placeholders and documented example values, test-mode keys, environment references " +
		"(${API_KEY}), the jwt.io sample token, test card numbers such as 4242 4242 4242 4242, and " +
		"the words \"token\" or \"password\" without a value.",
	Remediation: "Remove the credential and rotate it. Reference secrets through the client's " +
		"environment or input mechanism instead.",
	Bad: reading.Example{Tool: reading.Tool{Server: "deploy", Name: "deploy_app",
		Description: "Deploys the app. Uses the token ghp_" + "R8tq2ZbXw4LmN0pKs7VdYc3HfJ9aGe1TuQx6 for pushes."},
		Note: "A GitHub personal access token in the description."},
	Good: reading.Example{Tool: reading.Tool{Server: "aws", Name: "list_buckets",
		Description: "Lists S3 buckets. Configure credentials, e.g. AKIAIOSFODNN7EXAMPLE, through the AWS CLI."},
		Note: "AWS's documented example key is a placeholder."},
	Precision: "high",
}

// secretKeywords indexes the kinds' keywords, bit i for secretRules[i].
var SecretKeywords *reading.KeywordSet

// secretFoldRules are the rules whose regexp folds case. Their (?i)
// keywords fold ASCII only; Go's (?i) also folds k to the Kelvin sign
// and s to the long s, so a text holding either may match them
// whatever its keywords.
var secretFoldRules uint64

// secretRuleBits are the secret rules' bits in fieldKeywords.
var SecretRuleBits uint64

// buildSecretRules makes the secret kinds of their records, and the
// keyword indexes that hold their keywords.
func BuildSecretRules(recs []reading.SecretRecord) {
	reading.SecretRules = make([]reading.SecretRule, len(recs))
	SecretKeywords = reading.NewKeywordSet(false)
	secretFoldRules = 0
	for i, r := range recs {
		reading.SecretRules[i] = reading.SecretRule{Id: r.Id, Kind: r.Kind, Keywords: r.Keywords, Re: reading.Lazy(r.Regexp), Conf: r.Conf,
			MinEntropy: r.MinEntropy, Validate: reading.SecretValidators[r.Validate], Windows: reading.SecretWindows[r.Windows],
			Match: r.Match, Nomatch: r.Nomatch}
		SecretKeywords.Add(i, r.Keywords...)
		if strings.HasPrefix(r.Regexp, "(?i)") {
			secretFoldRules |= 1 << uint(i)
		}
	}
	SecretRuleBits = uint64(1)<<len(reading.SecretRules) - 1
	reading.FieldKeywords = reading.BuildFieldKeywords()
}

func shannonEntropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	h := 0.0
	n := float64(len(s))
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// Well-known test card numbers published by payment providers.
var testCards = map[string]bool{
	"4242424242424242": true, "4111111111111111": true, "5555555555554444": true, "4000056655665556": true,
	"5105105105105100": true, "378282246310005": true, "371449635398431": true, "6011111111111117": true,
	"6011000990139424": true, "3056930009020004": true, "36227206271667": true, "3566002020360505": true,
	"4012888888881881": true, "4000000000000002": true, "5200828282828210": true, "2223003122003222": true,
	"4000000000009995": true, "4000000000000077": true, "6200000000000005": true, "4222222222222": true,
}

var CardRun = reading.Lazy(`\b(?:\d[ -]?){12,18}\d\b`)

func luhnValid(d string) bool {
	sum := 0
	alt := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if alt {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		alt = !alt
	}
	return sum%10 == 0
}

// cardIssuer reports whether the digits start with a known card prefix and
// have that network's length.
func cardIssuer(d string) bool {
	n := len(d)
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19
	case d[0] == '5' && d[1] >= '1' && d[1] <= '5':
		return n == 16
	case strings.HasPrefix(d, "34") || strings.HasPrefix(d, "37"):
		return n == 15
	case strings.HasPrefix(d, "6011") || strings.HasPrefix(d, "65"):
		return n == 16 || n == 19
	case d >= "2221" && d[:4] <= "2720":
		return n == 16
	}
	return false
}

func maskSecret(s string) string {
	r := []rune(s)
	if len(r) <= 8 {
		return strings.Repeat("*", len(r))
	}
	keep := 4
	if len(r) > 24 {
		keep = 6
	}
	return reading.SafeText(string(r[:keep])) + strings.Repeat("*", 6) + reading.SafeText(string(r[len(r)-2:])) + fmt.Sprintf(" (%d chars)", len(r))
}

func (SecretEmbedded) Inspect(v *reading.ToolView, _ *reading.Registry) []reading.Signal {
	var out []reading.Signal
	for i := range v.Fields() {
		f := &v.FieldList[i]
		if len(f.Text) < minSecretText {
			continue
		}
		// The field's shape and keywords come from the view, which reads
		// a text once for this check and the payload gate, and scans it
		// once for the secret rules and the shell families together.
		sigs := FindSecretsIn(f.Text, f.Key, v.Shape(i), func() uint64 { return v.Keywords(i) & SecretRuleBits })
		if len(sigs) > 0 {
			path := v.PathOf(f)
			for k := range sigs {
				sigs[k].Field = path
			}
			out = append(out, sigs...)
		}
	}
	return out
}

// FindSecrets reports credentials in one raw text; config checks reuse it.
func FindSecrets(text string) []reading.Signal {
	reading.EnsureRules()
	return FindSecretsIn(text, false, reading.ShapeOfText(text), func() uint64 { return SecretKeywords.Scan(text) })
}

// cardDigits drops the spaces and dashes of a card number; built once (a
// Replacer builds its tables on first use, which a new one per match
// repeated).
var cardDigits = strings.NewReplacer(" ", "", "-", "")

// minSecretText is the shortest text findSecrets reads.
const minSecretText = 12

// findSecrets reports the credentials in text (the caller names their
// field); keywords gives the secret rules whose keywords occur in it, asked
// only when the text has the shape of a key.
func FindSecretsIn(text string, key bool, sh reading.TextShape, keywords func() uint64) []reading.Signal {
	if len(text) < minSecretText {
		return nil
	}
	shape := secret(sh, text)
	present := uint64(0)
	if shape&shapeKeyed != 0 {
		present = keywords()
		if present&secretFoldRules != secretFoldRules && reading.FoldsOutsideASCII(text) {
			present |= secretFoldRules
		}
	}
	if NoSecretGates {
		shape, present = shapeKeyed|shapeDigits, ^uint64(0)
	}
	if shape == 0 {
		return nil
	}
	var out []reading.Signal
	for ri := range reading.SecretRules {
		r := &reading.SecretRules[ri]
		if present&(1<<uint(ri)) == 0 {
			continue
		}
		spans := []reading.Span{{Start: 0, End: len(text)}}
		if r.Windows != nil && !NoSecretGates {
			spans = r.Windows(text) // allocates only when a window is found
		}
		var ms [][]int
		for _, w := range spans {
			// At most 16 matches per rule and text, wherever they lie.
			for _, m := range r.Re.FindAllStringSubmatchIndex(text[w.Start:w.End], maxSecretMatches-len(ms)) {
				for k := range m {
					if m[k] >= 0 {
						m[k] += w.Start
					}
				}
				ms = append(ms, m)
			}
			if len(ms) == maxSecretMatches {
				break
			}
		}
		for _, m := range ms {
			val := text[m[0]:m[1]]
			if len(m) >= 4 && m[2] >= 0 {
				val = text[m[2]:m[3]]
			}
			if reading.IsPlaceholder(val) || (r.Validate != nil && !r.Validate(text[m[0]:m[1]], val, text[m[1]:])) {
				continue
			}
			if r.MinEntropy > 0 && shannonEntropy(val) < r.MinEntropy {
				continue
			}
			conf := r.Conf
			out = append(out, reading.Signal{Tier: reading.TierSoft, Threat: reading.ThreatExfiltration, Confidence: conf,
				Key: key, Span: reading.Span{Start: m[0], End: m[1]},
				Evidence: maskSecret(text[m[0]:m[1]]),
				Detail:   r.Kind + " in the text",
				Rules:    []string{r.Id}})
		}
	}
	if shape&shapeDigits != 0 {
		for _, m := range CardRun.FindAllStringIndex(text, maxSecretMatches) {
			d := cardDigits.Replace(text[m[0]:m[1]])
			if len(d) < 13 || len(d) > 19 || !cardIssuer(d) || !luhnValid(d) || testCards[d] || reading.IsPlaceholder(d) {
				continue
			}
			out = append(out, reading.Signal{Tier: reading.TierSoft, Threat: reading.ThreatExfiltration, Confidence: 0.8,
				Key: key, Span: reading.Span{Start: m[0], End: m[1]},
				Evidence: maskSecret(d), Detail: "Luhn-valid payment card number in the text"})
		}
	}
	return dedupeSpans(out)
}

// maxSecretMatches bounds the matches read per rule and text.
const maxSecretMatches = 16

// dedupeSpans keeps one signal per overlapping span (an Anthropic key also
// matches the OpenAI "sk-" shape), the first rule winning.
func dedupeSpans(s []reading.Signal) []reading.Signal {
	var out []reading.Signal
next:
	for _, a := range s {
		for _, b := range out {
			if a.Span.Start < b.Span.End && b.Span.Start < a.Span.End {
				continue next
			}
		}
		out = append(out, a)
	}
	return out
}

// noSecretGates runs every regular expression on every text; tests compare
// both ways.
var NoSecretGates = false

// What one pass over a text tells the secret rules before any keyword scan
// or regular expression runs.
const (
	// shapeKeyed: some rule's regexp can match. Every rule needs a run of
	// at least minSecretRun key characters (the shortest is a JWT's
	// "eyJ" and ten more before its first dot), except the database and
	// webhook URLs, which need "://", and the private-key header, which
	// needs "-----".
	shapeKeyed = 1 << iota
	// shapeDigits: a run of 13 digits, spaces and dashes allowed between
	// them, as a card number needs.
	shapeDigits
)

// secret returns the secret gate's shape bits of text s of this shape.
func secret(sh reading.TextShape, s string) uint8 {
	var shape uint8
	if sh.Keyed {
		shape |= shapeKeyed
	}
	if sh.Card {
		shape |= shapeDigits
	}
	if shape&shapeKeyed == 0 && (strings.Contains(s, "://") || strings.Contains(s, "-----")) {
		shape |= shapeKeyed
	}
	return shape
}
