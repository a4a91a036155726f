package detect

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/launchconfig"
	"github.com/mcp-lint/mcp-lint/detect/persistence"
)

// nameListJudges run a names record's examples through the mechanism
// that reads the list: a match example must be accepted, a nomatch one
// must not. Every list the code names has a judge here.
var nameListJudges = map[string]func(string) bool{
	"names.agent-home":          reading.AgentHomePath,
	"names.agent-install-place": func(p string) bool { return reading.HomePathCue(p) == reading.InstallPathWeight },
	"names.agent-read-place":    func(p string) bool { return reading.HomePathCue(p) == reading.HomePathWeight },
	"names.credential-template-ending": func(p string) bool {
		return !reading.SensitivePath(p)
	},
	"names.launch-shell": func(c string) bool { return shells[launchconfig.BaseCommand(c)] },
	"names.prohibition-opener": func(text string) bool {
		// The last line is an item: it is prohibited when the list's
		// opener is a prohibition.
		return prohibitedListItem(text, strings.LastIndexByte(text, '\n')+3)
	},
	"names.script-url-ending": scriptURL,
	"names.package-source-option": func(cmd string) bool {
		a := reading.NewTokenizer().Analyze(cmd)
		for _, s := range a.Sents {
			for i := s.From; i < s.To; i++ {
				if a.Tokens[i].Kind == reading.TokURL && i > s.From {
					return packageSource(a, s, i)
				}
			}
		}
		return false
	},
	"names.shell-script-ending": func(name string) bool { return shellScript("", name) },
	"names.upload-file-option": func(cmd string) bool {
		for _, h := range reading.ShellFlow(cmd, false) {
			if h.Kind == "credential-exfiltration" {
				return true
			}
		}
		return false
	},
	"names.request-item-client": func(cmd string) bool {
		for _, h := range reading.ShellFlow(cmd, false) {
			if h.ID == reading.SecretFlowRule {
				return true
			}
		}
		return false
	},
	"names.settings-command-key":    func(j string) bool { return settingsJudge(j, "shell.") },
	"names.model-endpoint-variable": func(j string) bool { return settingsJudge(j, exfiltration.EndpointRule) },
	"names.official-marketplace":    func(j string) bool { return settingsJudge(j, hijack.MarketplaceRule) },
	"names.home-variable":           func(p string) bool { return reading.PersistPlace(p) > 0 },
	"names.code-write-call":         func(code string) bool { return len(persistence.CodePlants(code, false)) > 0 },
	"names.code-write-mode":         func(code string) bool { return len(persistence.CodePlants(code, false)) > 0 },
	"names.code-home-ref":           func(code string) bool { return len(persistence.CodePlants(code, false)) > 0 },
	"names.localization-call":       reading.LocalizationCall,
	"names.egress-send-call":        egressJudge,
	"names.egress-conn-write":       egressJudge,
	"names.egress-fetch-call":       egressJudge,
	"names.egress-run-call":         egressJudge,
	"names.egress-secret-word":      egressJudge,
	"names.egress-credential-use":   egressJudge,
	"names.egress-secret-file":      egressJudge,
	"names.code-store-call":         egressJudge,
	"names.code-function-keyword":   egressJudge,
	"names.code-result-keyword":     egressJudge,
}

func TestNameListExamples(t *testing.T) {
	lists := reading.NameLists()
	if len(lists) != len(reading.NameSets) {
		t.Fatalf("%d names records for %d lists the code names", len(lists), len(reading.NameSets))
	}
	for _, l := range lists {
		judge := nameListJudges[l.ID]
		if judge == nil {
			t.Errorf("%s: no judge runs its examples", l.ID)
			continue
		}
		for _, m := range l.Match {
			if !judge(m) {
				t.Errorf("%s: match example %q is not accepted", l.ID, m)
			}
		}
		for _, m := range l.NoMatch {
			if judge(m) {
				t.Errorf("%s: nomatch example %q is accepted", l.ID, m)
			}
		}
	}
}

// TestNameRecordErrors: a names record without its parts, or one no
// mechanism reads, is an error naming its place.
func TestNameRecordErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"names names.nobody-reads\nrationale r\nprovenance p\nlist a\nmatch a\nnomatch b\n", "no mechanism reads"},
		{"names names.agent-home\nrationale r\nlist a\nmatch a\nnomatch b\n", "a provenance"},
		{"names agent-home\n", "is not names.NAME"},
		{"provenance p\n", "once in a names record"},
	} {
		d := &reading.RuleData{Macros: map[string]string{}}
		err := d.Parse("rules/x.rules", c.src)
		if err == nil {
			err = reading.CheckNameRecords(d.Names)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want an error with %q", c.src, err, c.want)
		}
	}
}

// settingsJudge reads a settings file's JSON as discovery gives it (each
// string at its dotted key path, "[]" after a list) through config.shell,
// and says whether a signal names a rule that starts with rule.
func settingsJudge(j, rule string) bool {
	var v any
	if json.Unmarshal([]byte(j), &v) != nil {
		return false
	}
	c := &reading.ServerConfig{Server: "s", Client: reading.SettingsClient}
	var walk func(v any, key string)
	walk = func(v any, key string) {
		switch v := v.(type) {
		case string:
			c.Fields = append(c.Fields, reading.ConfigField{Path: key, Role: reading.CfgSetting, Key: key, Value: v})
		case map[string]any:
			for k, x := range v {
				if key != "" {
					k = key + "." + k
				}
				walk(x, k)
			}
		case []any:
			for _, x := range v {
				walk(x, key+"[]")
			}
		}
	}
	walk(v, "")
	for _, s := range shellLaunch(c) {
		for _, r := range s.Rules {
			if strings.HasPrefix(r, rule) {
				return true
			}
		}
	}
	return false
}
