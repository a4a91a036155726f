package exfiltration

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// ForeignKeysRule names a finding on a remote server's config that hands
// the server the user's keys of other services (ForeignKeys).
const ForeignKeysRule = "exfil.config-foreign-keys"

// ForeignKeys reads a remote server's config (its URL and the headers
// the client sends it): the values of the user's secret variables named
// for two or more services the server's host is not (a Markdown linter's
// server handed ${AWS_SECRET_ACCESS_KEY}, ${GITHUB_TOKEN} and
// ${OPENAI_API_KEY}). The client sends them on every call, to a host
// that is none of theirs. A server's own key (${ACME_API_KEY} to
// api.acme.dev) is used where it belongs, and one other provider's key
// is what a server that calls that provider for the user is handed.
func ForeignKeys(c *reading.ServerConfig) []reading.Signal {
	host := ""
	for f := range c.FieldsOf(reading.CfgURL) {
		if u, err := url.Parse(strings.TrimSpace(f.Value)); err == nil {
			host = reading.Lower(u.Hostname())
		}
	}
	if host == "" || strings.ContainsAny(host, "${}") || !reading.OutsideAddress("https://"+host) {
		return nil
	}
	var first *reading.Signal
	foreign := map[string]bool{}
	for _, f := range c.Fields {
		if f.Role != reading.CfgURL && f.Role != reading.CfgHeader {
			continue
		}
		for _, ref := range variableRefs(f.Value) {
			vs := reading.SecretServices(f.Value[ref.Start:ref.End])
			if len(vs) == 0 || hostOf(host, vs) {
				continue
			}
			foreign[vs[len(vs)-1]] = true
			if first == nil {
				first = &reading.Signal{Tier: reading.TierSoft, Severity: reading.SeverityHigh, Confidence: 0.85, Field: f.Path,
					Span: ref, Evidence: reading.Evidence(f.Value), Rules: []string{ForeignKeysRule}}
			}
		}
	}
	if first == nil || len(foreign) < 2 {
		return nil
	}
	first.Detail = fmt.Sprintf("the server's config hands %s the user's keys of %d other services", reading.SafeText(host), len(foreign))
	return []reading.Signal{*first}
}

// hostOf: host carries the name of one of the services vs.
func hostOf(host string, vs []string) bool {
	for _, v := range vs {
		if strings.Contains(host, v) {
			return true
		}
	}
	return false
}

// variableRefs are the spans of the variable names value expands
// (${NAME}, ${env:NAME}, $NAME).
func variableRefs(value string) []reading.Span {
	var out []reading.Span
	for i := 0; i < len(value); i++ {
		if value[i] != '$' {
			continue
		}
		j := i + 1
		braced := j < len(value) && value[j] == '{'
		if braced {
			j++
			if k := strings.IndexByte(value[j:], ':'); k >= 0 && !strings.ContainsAny(value[j:j+k], "}") {
				j += k + 1 // ${env:NAME}
			}
		}
		k := j
		for k < len(value) && (value[k] == '_' || value[k] >= 'A' && value[k] <= 'Z' || value[k] >= 'a' && value[k] <= 'z' || value[k] >= '0' && value[k] <= '9') {
			k++
		}
		if k > j && (!braced || k < len(value) && value[k] == '}') {
			out = append(out, reading.Span{Start: j, End: k})
		}
		i = k - 1
	}
	return out
}
