package config_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/config"
)

func TestStarterParses(t *testing.T) {
	c, err := config.Parse([]byte(config.Starter), ".mcp-lint.yaml")
	if err != nil {
		t.Fatalf("the starter config does not parse: %v", err)
	}
	if c.FailOn != "default" || len(c.Exclude) != 0 {
		t.Errorf("starter: %+v", c)
	}
}

func TestValidConfig(t *testing.T) {
	src := `version: 1
fail-on: medium
min-severity: low
min-confidence: 0.4
include: ["servers/**"]
exclude: ["**/testdata/**"]
rules:
  config.unpinned: {enabled: false}
  directive.imperative: {severity: high}
  unicode.hidden: {enabled: false, reason: "we ship RTL fixtures"}
trusted-servers: [github]
ignore:
  - rule: directive.imperative
    server: notes
    reason: reviewed
    expires: 2030-01-01
  - path: "vendor/**"
    reason: third-party
`
	c, err := config.Parse([]byte(src), "x.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if c.RuleEnabled("config.unpinned") || !c.RuleEnabled("secret.embedded") || !c.Trusted("GitHub") {
		t.Errorf("rules/trusted: %+v", c)
	}
	if c.Ignore[0].Line != 13 || c.Ignore[1].Line != 17 {
		t.Errorf("ignore lines = %d, %d", c.Ignore[0].Line, c.Ignore[1].Line)
	}
}

func TestInvalidConfig(t *testing.T) {
	cases := map[string]string{
		"unknown key":             "fail_on: high\n",
		"bad fail-on":             "fail-on: sometimes\n",
		"bad min-confidence":      "min-confidence: 3\n",
		"unknown rule":            "rules:\n  no.such: {enabled: false}\n",
		"hard rule off no reason": "rules:\n  payload.decoded: {enabled: false}\n",
		"hard rule severity":      "rules:\n  payload.decoded: {severity: low}\n",
		"ignore everything":       "ignore:\n  - reason: all\n",
		"ignore bad rule":         "ignore:\n  - rule: nope\n    reason: x\n",
		"ignore bad date":         "ignore:\n  - rule: secret.embedded\n    expires: tomorrow\n",
		"unknown ignore key":      "ignore:\n  - rule: secret.embedded\n    because: x\n",
		"bad glob":                "exclude: ['[']\n",
		"wrong type":              "include: yes\n",
		"version 2":               "version: 2\n",
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := config.Parse([]byte(src), "bad.yaml")
			if err == nil {
				t.Fatalf("accepted:\n%s", src)
			}
			if !strings.HasPrefix(err.Error(), "bad.yaml") {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

// A config is named from the root, as reports name every file, whether
// the root is given as an absolute path (a CI runner's checkout) or not;
// one outside the root keeps the name it was given.
func TestLoadNamesConfigFromRoot(t *testing.T) {
	root := t.TempDir()
	sub := filepath.Join(root, ".github")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{filepath.Join(root, ".mcp-lint.yaml"), filepath.Join(sub, ".mcp-lint.yaml")} {
		if err := os.WriteFile(p, []byte("fail-on: high\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct{ path, want string }{
		{filepath.Join(root, ".mcp-lint.yaml"), ".mcp-lint.yaml"},
		{filepath.Join(sub, ".mcp-lint.yaml"), ".github/.mcp-lint.yaml"},
	} {
		c, err := config.Load(root, tc.path)
		if err != nil {
			t.Fatal(err)
		}
		if c.Path != tc.want {
			t.Errorf("Load(%s): Path %q, want %q", tc.path, c.Path, tc.want)
		}
	}
	outside := filepath.Join(t.TempDir(), "team.yaml")
	if err := os.WriteFile(outside, []byte("fail-on: high\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := config.Load(root, outside)
	if err != nil {
		t.Fatal(err)
	}
	if c.Path != outside {
		t.Errorf("a config outside the root: Path %q, want %q", c.Path, outside)
	}
}
