package launchconfig

import (
	"fmt"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// ConfigUnpinned is config.unpinned: a server launched from a package or
// image whose version is not pinned.
var ConfigUnpinned = &reading.ConfigRule{Read: unpinned, Rule: reading.Doc{
	ID: reading.IDConfigUnpinned, Title: "Server launched from an unpinned package or image", Tier: reading.TierSoft, Threat: reading.ThreatRugPull,
	Summary: "The launch command fetches whatever version is newest at start-up: `npx -y pkg`, `uvx pkg`, " +
		"`pkg@latest`, a container image without a tag or digest. In an agent file, an install step: the tool " +
		"the unit is about installed with its vendor's documented installer, from a host the text names, piped " +
		"to a shell (`curl -fsSL https://acme.dev/install.sh | sh`, in the prose or in a script the unit runs).",
	Rationale: "An unpinned server is a rug pull waiting to happen: the code, and the tool descriptions it " +
		"serves, can change under an approved configuration the next time the client starts. Pinning a " +
		"version (`pkg@1.4.2`, `pkg==1.4.2`, `image@sha256:...`) makes a change a reviewed diff. A disclosed " +
		"install step is the same hygiene, not an attack on the model: the person reading the skill sees what " +
		"is fetched from whom.",
	NotFlagged: "Versions and digests (`@1.2.3`, `==1.2.3`, `:1.2`, `@sha256:`), local paths and binaries, commands that are not package runners. " +
		"An agent file's download from a host the text does not name, one a hook runs on its event, and one in text only the " +
		"model sees are no install step: `directive.imperative` (`shell.flow-remote-run`) and `config.shell` read them.",
	Remediation: "Pin the package version or image digest, and update it deliberately; in an agent file, install a release pinned by its version and checked against its checksum.",
	Bad: reading.Example{Config: &reading.ServerConfig{Server: "fs", Client: "cursor", Fields: []reading.ConfigField{
		{Path: "command", Role: reading.CfgCommand, Value: "npx"}, {Path: "args[0]", Role: reading.CfgArg, Value: "-y"},
		{Path: "args[1]", Role: reading.CfgArg, Value: "@modelcontextprotocol/server-filesystem"}, {Path: "args[2]", Role: reading.CfgArg, Value: "/work"}}},
		Note: "npx installs and runs whatever version is current."},
	Good: reading.Example{Config: &reading.ServerConfig{Server: "fs", Client: "cursor", Fields: []reading.ConfigField{
		{Path: "command", Role: reading.CfgCommand, Value: "npx"}, {Path: "args[0]", Role: reading.CfgArg, Value: "-y"},
		{Path: "args[1]", Role: reading.CfgArg, Value: "@modelcontextprotocol/server-filesystem@2025.8.21"}, {Path: "args[2]", Role: reading.CfgArg, Value: "/work"}}},
		Note: "The package version is pinned."},
	Precision: "high",
}}

var packageRunners = map[string]bool{"npx": true, "bunx": true, "uvx": true, "pipx": true, "dlx": true, "pnpx": true}

func BaseCommand(c string) string {
	c = strings.ToLower(strings.TrimSpace(c))
	c = c[strings.LastIndexAny(c, `/\`)+1:]
	return strings.TrimSuffix(strings.TrimSuffix(c, ".exe"), ".cmd")
}

// unpinned reads the package runner's or the container's arguments of
// config c.
func unpinned(c *reading.ServerConfig) []reading.Signal {
	cmd, args := CommandAndArgs(c)
	if cmd == nil {
		return imageSignals(c)
	}
	name := BaseCommand(cmd.Value)
	var out []reading.Signal
	switch {
	case packageRunners[name] || (name == "pnpm" || name == "yarn" || name == "npm") && hasArg(args, "dlx", "exec"):
		// the first argument that is not an option is the package
		for _, a := range args {
			v := a.Value
			if strings.HasPrefix(v, "-") || v == "dlx" || v == "exec" || v == "run" || v == "--from" || v == "tool" {
				continue
			}
			if pinned(v) {
				break
			}
			out = append(out, reading.Signal{Tier: reading.TierSoft, Confidence: 0.6, Field: a.Path, Span: reading.Span{Start: 0, End: len(v)},
				Evidence: reading.Evidence(name + " " + v), Detail: fmt.Sprintf("%s runs %s without a pinned version", name, reading.SafeText(v))})
			break
		}
	case name == "docker" || name == "podman":
		out = append(out, imageFromArgs(args)...)
	}
	return append(out, imageSignals(c)...)
}

func hasArg(args []reading.ConfigField, vals ...string) bool {
	for _, a := range args {
		for _, v := range vals {
			if a.Value == v {
				return true
			}
		}
	}
	return false
}

// pinned: pkg@1.2.3, pkg==1.2.3, pkg@sha, a path, a URL with a version.
func pinned(v string) bool {
	if strings.HasPrefix(v, ".") || strings.HasPrefix(v, "/") || strings.Contains(v, "==") {
		return true
	}
	at := strings.LastIndexByte(v, '@')
	if at <= 0 {
		return false
	}
	ver := v[at+1:]
	if ver == "" || ver == "latest" || ver == "next" || ver == "*" || ver == "x" {
		return false
	}
	return ver[0] >= '0' && ver[0] <= '9' || strings.HasPrefix(ver, "v") || strings.HasPrefix(ver, "sha")
}

func CommandAndArgs(c *reading.ServerConfig) (*reading.ConfigField, []reading.ConfigField) {
	var cmd *reading.ConfigField
	var args []reading.ConfigField
	for i := range c.Fields {
		switch c.Fields[i].Role {
		case reading.CfgCommand:
			cmd = &c.Fields[i]
		case reading.CfgArg:
			args = append(args, c.Fields[i])
		}
	}
	return cmd, args
}

func imageFromArgs(args []reading.ConfigField) []reading.Signal {
	// docker run [options] IMAGE [command]
	afterRun := false
	skipNext := false
	for _, a := range args {
		v := a.Value
		switch {
		case !afterRun:
			afterRun = v == "run"
			continue
		case skipNext:
			skipNext = false
			continue
		case strings.HasPrefix(v, "-"):
			if !strings.Contains(v, "=") && flagTakesValue(v) {
				skipNext = true
			}
			continue
		}
		return imageSignal(a.Path, v)
	}
	return nil
}

func flagTakesValue(f string) bool {
	switch f {
	case "-e", "--env", "-v", "--volume", "-p", "--publish", "--name", "--network", "--entrypoint", "-w", "--workdir", "-u", "--user", "--env-file", "--mount", "--platform", "-l", "--label":
		return true
	}
	return false
}

func imageSignals(c *reading.ServerConfig) []reading.Signal {
	var out []reading.Signal
	for f := range c.FieldsOf(reading.CfgImage) {
		out = append(out, imageSignal(f.Path, f.Value)...)
	}
	return out
}

func imageSignal(path, img string) []reading.Signal {
	if strings.Contains(img, "@sha256:") {
		return nil
	}
	name := img[strings.LastIndexByte(img, '/')+1:]
	tag := ""
	if k := strings.LastIndexByte(name, ':'); k >= 0 {
		tag = name[k+1:]
	}
	if tag != "" && tag != "latest" {
		return nil
	}
	what := "without a tag or digest"
	if tag == "latest" {
		what = "at :latest"
	}
	return []reading.Signal{{Tier: reading.TierSoft, Confidence: 0.55, Field: path, Span: reading.Span{Start: 0, End: len(img)},
		Evidence: reading.Evidence(img), Detail: "container image " + what}}
}
