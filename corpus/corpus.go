// Package corpus reads labeled corpora of tool definitions and measures the
// detection engine against them: recall, precision, false-positive rates,
// and the gate that fails a build when they regress.
//
// Two shapes are read. The flat JSONL shape has one tool per line:
//
//	{"id": "...", "label": "malicious"|"benign", "category": "...",
//	 "server": "...", "name": "...", "description": "...",
//	 "input_schema": {...}, "output_schema": {...}, "annotations": {...},
//	 "peers": [{"server": "...", "name": "...", "description": "...", ...}],
//	 "reason": "why this entry exists"}
//
// The nested shape is a JSON object {"entries": [...]} whose entries hold
// the tool under "tool" and peers as {"server", "tool"}. Extra top-level
// fields of an entry are kept for filtering (--include detectability=text).
//
// A row's tool and its peers are read as discovery reads the same
// definitions in a tools file (discover.Definition): a row without an
// input schema is a listed tool that takes none, as a scan of it reads
// it, so the gate measures what a scan reports.
//
// A unit row holds files instead of a tool: what an agent reads from a
// repository (a skill, a plugin, hooks, a rules file), laid out as a
// repository and scanned by discovery and the engine (Options.Units):
//
//	{"id": "...", "label": ..., "category": ..., "concept": "...",
//	 "kind": "skill|command|agent|hook|plugin|rules_file",
//	 "files": {"<relative/path>": "<text>", ...},
//	 "poisoned_file": "<malicious rows: the path whose text carries the attack>"}
package corpus

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"path"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover"
)

// Labels.
const (
	Malicious = "malicious"
	Benign    = "benign"
)

// HardNegative is the category of benign entries built to resemble attacks.
const HardNegative = "hard_negative"

// Entry is one labeled tool definition with the peers installed beside it.
type Entry struct {
	ID        string
	Label     string
	Category  string
	Resembles string
	Reason    string
	Tool      detect.Tool
	Peers     []detect.Tool
	// Files, for a unit row, are the files of the unit by their
	// repository-relative paths, and PoisonedFile the one a malicious
	// unit's attack is in.
	Files        map[string]string
	PoisonedFile string
	// Attrs holds the entry's top-level string fields for filtering.
	Attrs map[string]string
}

// IsHardNegative reports a benign entry that imitates an attack.
func (e *Entry) IsHardNegative() bool { return e.Label == Benign && e.Category == HardNegative }

type rawEntry struct {
	ID        string            `json:"id"`
	Label     string            `json:"label"`
	Category  string            `json:"category"`
	Resembles string            `json:"resembles"`
	Reason    string            `json:"reason"`
	Peers     []json.RawMessage `json:"peers"`
	// A unit row's files.
	Files        map[string]string `json:"files"`
	PoisonedFile string            `json:"poisoned_file"`
}

// definition reads the tool of a row or of a peer, given whole (the flat
// shape) or under "tool" (the nested shape), as discovery reads the same
// definition in a tools file (discover.Definition): eval scores what a
// scan of it reports. Its server is the tool's, the row's, or else
// server.
func definition(obj []byte, server string) (detect.Tool, error) {
	var head struct {
		Server string          `json:"server"`
		Tool   json.RawMessage `json:"tool"`
	}
	if err := json.Unmarshal(obj, &head); err != nil {
		return detect.Tool{}, err
	}
	if len(head.Tool) > 0 && string(head.Tool) != "null" {
		var inner struct {
			Server string `json:"server"`
		}
		if err := json.Unmarshal(head.Tool, &inner); err != nil {
			return detect.Tool{}, fmt.Errorf("tool: %w", err)
		}
		if inner.Server != "" {
			head.Server = inner.Server
		}
		obj = head.Tool
	}
	if head.Server != "" {
		server = head.Server
	}
	return discover.Definition(server, obj)
}

// Parse reads a corpus in either shape. name is used in error messages.
func Parse(data []byte, name string) ([]Entry, error) {
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, fmt.Errorf("%s: empty corpus", name)
	}
	if trimmed[0] == '{' {
		// Either the nested shape or a one-line JSONL file.
		var nested struct {
			Entries []json.RawMessage `json:"entries"`
		}
		if err := json.Unmarshal(trimmed, &nested); err == nil && nested.Entries != nil {
			out := make([]Entry, 0, len(nested.Entries))
			for i, raw := range nested.Entries {
				e, err := parseEntry(raw)
				if err != nil {
					return nil, fmt.Errorf("%s: entries[%d]: %w", name, i, err)
				}
				out = append(out, e)
			}
			return checkIDs(out, name)
		}
	}
	var out []Entry
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 || b[0] == '#' {
			continue
		}
		e, err := parseEntry(b)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return checkIDs(out, name)
}

func checkIDs(es []Entry, name string) ([]Entry, error) {
	seen := map[string]bool{}
	for _, e := range es {
		if seen[e.ID] {
			return nil, fmt.Errorf("%s: duplicate entry id %q", name, e.ID)
		}
		seen[e.ID] = true
	}
	return es, nil
}

func parseEntry(b []byte) (Entry, error) {
	var r rawEntry
	if err := json.Unmarshal(b, &r); err != nil {
		return Entry{}, err
	}
	if r.ID == "" {
		return Entry{}, fmt.Errorf("entry without an id")
	}
	if r.Label != Malicious && r.Label != Benign {
		return Entry{}, fmt.Errorf("entry %q: label %q is neither malicious nor benign", r.ID, r.Label)
	}
	var attrs map[string]any
	_ = json.Unmarshal(b, &attrs)
	e := Entry{ID: r.ID, Label: r.Label, Category: r.Category, Resembles: r.Resembles, Reason: r.Reason,
		Attrs: map[string]string{}}
	for k, v := range attrs {
		if s, ok := v.(string); ok {
			e.Attrs[k] = s
		}
	}
	if r.Files != nil {
		return unitEntry(e, r)
	}
	tool, err := definition(b, "corpus")
	if err != nil {
		return Entry{}, fmt.Errorf("entry %q: %w", r.ID, err)
	}
	if tool.Name == "" {
		tool.Name = r.ID
	}
	e.Tool = tool
	for _, p := range r.Peers {
		pt, err := definition(p, "")
		if err != nil {
			return Entry{}, fmt.Errorf("entry %q: a peer: %w", r.ID, err)
		}
		if pt.Server == "" {
			return Entry{}, fmt.Errorf("entry %q: a peer has no server", r.ID)
		}
		e.Peers = append(e.Peers, pt)
	}
	return e, nil
}

// Field returns the value of an entry's top-level string field, for
// grouping. "source" is cut at its first "@", so a source's repository
// groups its entries whatever commit or file they came from
// ("owner/repo@sha:file" → "owner/repo"). A missing field is "(none)".
func (e *Entry) Field(key string) string {
	v, ok := e.Attrs[key]
	if key == "source" {
		v, _, _ = strings.Cut(v, "@")
	}
	if !ok || v == "" {
		return "(none)"
	}
	return v
}

// Filter is a key=value condition on an entry's top-level string fields.
type Filter struct{ Key, Value string }

// ParseFilter parses "key=value".
func ParseFilter(s string) (Filter, error) {
	k, v, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return Filter{}, fmt.Errorf("filter %q: want key=value", s)
	}
	return Filter{k, v}, nil
}

// Select keeps the entries matching every include filter and no exclude
// filter.
func Select(es []Entry, include, exclude []Filter) []Entry {
	var out []Entry
next:
	for _, e := range es {
		for _, f := range include {
			if e.Attrs[f.Key] != f.Value {
				continue next
			}
		}
		for _, f := range exclude {
			if e.Attrs[f.Key] == f.Value {
				continue next
			}
		}
		out = append(out, e)
	}
	return out
}

// IsUnit reports a unit row: files scanned as a repository.
func (e *Entry) IsUnit() bool { return e.Files != nil }

// unitEntry completes a unit row: its paths must be relative, clean and
// inside the unit, and a malicious unit names its poisoned file.
func unitEntry(e Entry, r rawEntry) (Entry, error) {
	if len(r.Files) == 0 {
		return Entry{}, fmt.Errorf("entry %q: files is empty", r.ID)
	}
	for p := range r.Files {
		if p == "" || strings.HasPrefix(p, "/") || strings.Contains(p, "\\") || path.Clean(p) != p || p == ".." || strings.HasPrefix(p, "../") {
			return Entry{}, fmt.Errorf("entry %q: file path %q is not a clean relative path", r.ID, p)
		}
	}
	if r.Label == Malicious {
		if _, ok := r.Files[r.PoisonedFile]; !ok {
			return Entry{}, fmt.Errorf("entry %q: poisoned_file %q is not one of its files", r.ID, r.PoisonedFile)
		}
	}
	e.Files, e.PoisonedFile = r.Files, r.PoisonedFile
	e.Tool = detect.Tool{Server: "corpus", Name: r.ID}
	return e, nil
}
