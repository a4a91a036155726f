package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
	"github.com/mcp-lint/mcp-lint/report"
	"github.com/mcp-lint/mcp-lint/snapshot"
)

const snapshotUsage = `usage: mcp-lint snapshot --config FILE [--server NAME] [flags]
       mcp-lint snapshot --url URL [--header K=V] --name NAME [flags]
       mcp-lint snapshot [flags] --name NAME -- COMMAND [ARGS...]

Starts an MCP server (stdio) or connects to one (streamable HTTP) with the
official MCP Go SDK, calls initialize and every page of tools/list (and
prompts/list), and writes DIR/<server>.tools.json: the tools, serverInfo and
instructions, deterministic, for mcp-lint scan and mcp-lint lock to read.

The server runs with only PATH, HOME and TMPDIR (and on Windows SystemRoot,
USERPROFILE, APPDATA, LOCALAPPDATA) plus the variables its config names;
${VAR} and ${env:VAR} in the config are read from mcp-lint's environment,
${workspaceFolder} is the root. --env NAME=VALUE sets a value (also for
${input:...} references), --env NAME passes one more variable through.
With --config and no --server, every server of the config is snapshotted,
each into its own file; the exit code is the worst of them. Snapshot never
runs during a scan. It declares the sampling, elicitation and roots
capabilities, as a full client does, so a server that lists some tools only
to such clients shows them all; it never samples, and declines every
elicitation.

What a snapshot holds is bounded: 1000 pages of tools/list (and of
prompts/list), 10000 definitions, 16 MiB of them. A server that lists more
(one that pages without end) is stopped at the first bound it reaches, the
error names it, and nothing is written.

Exit codes: 0 written, 2 usage error, 3 the server could not be started,
initialized or listed (its stderr tail is printed), or a bound was reached.

Flags:
`

func runSnapshot(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("snapshot", stdout, stderr, snapshotUsage)
	cfgFile := fs.String("config", "", "client config `FILE` (.mcp.json, .vscode/mcp.json, ...) naming the server")
	server := fs.String("server", "", "the server's `NAME` in --config (default: every server of the config)")
	url := fs.String("url", "", "streamable-HTTP `URL` of the server")
	var headers, envs multiFlag
	fs.Var(&headers, "header", "HTTP header `K=V` for --url (repeatable)")
	fs.Var(&envs, "env", "`NAME=VALUE` to set, or NAME to pass through, in the server's environment (repeatable)")
	name := fs.String("name", "", "server `NAME` for the fixture (default: the config key, else serverInfo.name)")
	out := fs.String("out", ".", "directory to write <server>.tools.json into")
	output := fs.String("o", "", "write the fixture to `FILE` instead")
	timeout := fs.Duration("timeout", 30*time.Second, "give up after this long")
	root := fs.String("root", ".", "repository root (for ${workspaceFolder})")
	// Everything after "--" is the command.
	var command []string
	for i, a := range args {
		if a == "--" {
			command = args[i+1:]
			args = args[:i]
			break
		}
	}
	if err := parseArgs(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mcp-lint snapshot: unexpected %q (put the server command after --)\n", fs.Arg(0))
		return exitUsage
	}
	sources := 0
	for _, set := range []bool{*cfgFile != "", *url != "", len(command) > 0} {
		if set {
			sources++
		}
	}
	if sources != 1 {
		fmt.Fprintln(stderr, "mcp-lint snapshot: give exactly one of --config FILE --server NAME, --url URL, or -- COMMAND")
		return exitUsage
	}
	absRoot, _ := filepath.Abs(*root)
	t := snapshot.Target{Name: *name, Timeout: *timeout, Version: version, Headers: map[string]string{}, Dir: absRoot}
	set := map[string]string{}
	var pass []string
	for _, e := range envs {
		if k, v, ok := strings.Cut(e, "="); ok {
			set[k] = v
		} else {
			pass = append(pass, e)
		}
	}
	named := map[string]string{} // the config's environment, resolved
	switch {
	case *cfgFile != "":
		if *server == "" {
			// Every server of the config, one after another, each into
			// its own <server>.tools.json.
			if *name != "" || *output != "" {
				fmt.Fprintln(stderr, "mcp-lint snapshot: --name and -o name one fixture: give --server NAME with them")
				return exitUsage
			}
			names, err := configServers(*cfgFile)
			if err != nil {
				fmt.Fprintf(stderr, "mcp-lint snapshot: %v\n", err)
				return exitUsage
			}
			worst := exitOK
			for _, n := range names {
				if code := runSnapshot(append(append([]string(nil), args...), "--server", n), stdout, stderr); code > worst {
					worst = code
				}
			}
			return worst
		}
		c, err := findServer(*cfgFile, *server)
		if err != nil {
			fmt.Fprintf(stderr, "mcp-lint snapshot: %v\n", err)
			return exitUsage
		}
		if t.Name == "" {
			t.Name = *server
		}
		if err := fromConfig(&t, c, named, set, absRoot); err != nil {
			fmt.Fprintf(stderr, "mcp-lint snapshot: %s: %v\n", *server, err)
			return exitUsage
		}
	case *url != "":
		t.URL = *url
	default:
		t.Command, t.Args = command[0], command[1:]
	}
	for _, h := range headers {
		k, v, ok := strings.Cut(h, "=")
		if !ok {
			fmt.Fprintf(stderr, "mcp-lint snapshot: --header %q: want K=V\n", h)
			return exitUsage
		}
		t.Headers[k] = v
	}
	if t.Command != "" {
		t.Env = serverEnv(named, set, pass)
	}

	fx, err := snapshot.Take(context.Background(), t)
	if err != nil {
		var se *snapshot.Error
		msg := err.Error()
		if errors.As(err, &se) {
			msg = se.Err.Error() // the tail is printed once, below
		}
		fmt.Fprintf(stderr, "mcp-lint snapshot: %s\n", report.Plain(msg))
		if se != nil && se.StderrTail != "" {
			fmt.Fprintln(stderr, "server stderr (last lines):")
			for _, line := range strings.Split(se.StderrTail, "\n") {
				fmt.Fprintf(stderr, "  %s\n", report.Plain(line))
			}
		}
		return exitIncomplete
	}
	if t.Name == "" && fx.ServerInfo != nil {
		t.Name = fx.ServerInfo.Name
	}
	if t.Name == "" {
		fmt.Fprintln(stderr, "mcp-lint snapshot: the server did not give its name: pass --name")
		return exitUsage
	}
	data, err := fx.Marshal()
	if err != nil {
		fmt.Fprintf(stderr, "mcp-lint snapshot: %v\n", err)
		return exitIncomplete
	}
	path := *output
	if path == "" {
		path = filepath.Join(*out, snapshot.FileName(t.Name))
	}
	if err := writeFile(path, data); err != nil {
		fmt.Fprintf(stderr, "mcp-lint snapshot: %v\n", err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "wrote %s: %s, %s\n", path, report.Plural(len(fx.Tools), "tool"), report.Plural(len(fx.Prompts), "prompt"))
	return exitOK
}

// findServer reads one client config file and returns the named server's
// launch config.
// configServers names every server of a client config, sorted.
func configServers(file string) ([]string, error) {
	res := discover.Discover([]string{file}, discover.Options{Root: filepath.Dir(file), NoGitignore: true})
	if len(res.Errors) > 0 {
		return nil, errors.New(res.Errors[0].Error())
	}
	seen := map[string]bool{}
	var names []string
	for _, c := range res.Configs {
		if !seen[c.Server] {
			seen[c.Server] = true
			names = append(names, c.Server)
		}
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("%s holds no MCP server config", file)
	}
	sort.Strings(names)
	return names, nil
}

func findServer(file, server string) (*detect.ServerConfig, error) {
	dir := filepath.Dir(file)
	res := discover.Discover([]string{file}, discover.Options{Root: dir, NoGitignore: true})
	if len(res.Errors) > 0 {
		return nil, errors.New(res.Errors[0].Error())
	}
	var names []string
	for i := range res.Configs {
		c := &res.Configs[i]
		if c.Server == server {
			return c, nil
		}
		names = append(names, c.Server)
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("%s holds no MCP server config", file)
	}
	return nil, fmt.Errorf("no server %q in %s (it has: %s)", server, file, strings.Join(names, ", "))
}

var varRef = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*|env:[A-Za-z_][A-Za-z0-9_]*|input:[^}]*|workspaceFolder)\}`)
})

// resolve expands the references a client would: ${VAR}, ${env:VAR},
// ${workspaceFolder}; ${input:id} needs --env.
func resolve(v, key string, set map[string]string, root string) (string, error) {
	var missing error
	out := varRef().ReplaceAllStringFunc(v, func(m string) string {
		ref := m[2 : len(m)-1]
		switch {
		case ref == "workspaceFolder":
			return root
		case strings.HasPrefix(ref, "input:"):
			if val, ok := set[key]; ok {
				return val
			}
			missing = fmt.Errorf("%s is a prompt for the user (%s): pass --env %s=VALUE", key, m, key)
			return ""
		default:
			name := strings.TrimPrefix(ref, "env:")
			if val, ok := set[name]; ok {
				return val
			}
			return os.Getenv(name)
		}
	})
	return out, missing
}

// fromConfig fills a target from a launch config.
func fromConfig(t *snapshot.Target, c *detect.ServerConfig, named, set map[string]string, root string) error {
	type arg struct {
		path, value string
	}
	var args []arg
	for _, f := range c.Fields {
		switch f.Role {
		case detect.CfgCommand:
			v, err := resolve(f.Value, "command", set, root)
			if err != nil {
				return err
			}
			t.Command = v
		case detect.CfgArg:
			v, err := resolve(f.Value, "args", set, root)
			if err != nil {
				return err
			}
			args = append(args, arg{f.Path, v})
		case detect.CfgEnv:
			if v, ok := set[f.Key]; ok {
				named[f.Key] = v
				continue
			}
			v, err := resolve(f.Value, f.Key, set, root)
			if err != nil {
				return err
			}
			named[f.Key] = v
		case detect.CfgURL:
			v, err := resolve(f.Value, "url", set, root)
			if err != nil {
				return err
			}
			t.URL = v
		case detect.CfgHeader:
			v, err := resolve(f.Value, f.Key, set, root)
			if err != nil {
				return err
			}
			if strings.HasPrefix(f.Path, "headers") {
				t.Headers[f.Key] = v
			} else {
				t.Headers["Authorization"] = "Bearer " + v
			}
		}
	}
	// Arguments in their index order (args[2] before args[10]).
	sort.SliceStable(args, func(i, j int) bool { return argIndex(args[i].path) < argIndex(args[j].path) })
	for _, a := range args {
		t.Args = append(t.Args, a.value)
	}
	if t.Command == "" && t.URL == "" {
		return errors.New("the config has neither a command nor a URL")
	}
	if t.Command != "" && t.URL != "" {
		t.URL = "" // a stdio server with a URL field for something else
	}
	return nil
}

func argIndex(p string) int {
	k := strings.LastIndexByte(p, '[')
	n := 0
	for _, c := range p[k+1:] {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// serverEnv is the server's whole environment: a few variables a process
// needs to run at all, the config's, and the ones passed with --env.
func serverEnv(named, set map[string]string, pass []string) []string {
	base := []string{"PATH", "HOME", "TMPDIR"}
	if runtime.GOOS == "windows" {
		base = append(base, "SystemRoot", "USERPROFILE", "APPDATA", "LOCALAPPDATA", "TEMP", "TMP", "PATHEXT", "ComSpec")
	}
	env := map[string]string{}
	for _, k := range append(base, pass...) {
		if v, ok := os.LookupEnv(k); ok {
			env[k] = v
		}
	}
	for k, v := range named {
		env[k] = v
	}
	for k, v := range set {
		env[k] = v
	}
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make([]string, 0, len(keys))
	for _, k := range keys {
		out = append(out, k+"="+env[k])
	}
	return out
}
