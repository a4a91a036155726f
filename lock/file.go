package lock

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
)

// FileName is the lockfile's default name, at the repository root.
const FileName = "mcp-lint.lock"

// Version is the lockfile format version.
const Version = 1

// States of a pinned definition.
const (
	// Quarantined: pinned but not approved (new, or changed since its
	// approval and re-pinned by `mcp-lint lock`).
	Quarantined = "quarantined"
	// Approved: a person approved this exact definition.
	Approved = "approved"
)

// File is mcp-lint.lock.
type File struct {
	Version int     `json:"version"`
	Tools   []Entry `json:"tools"`
}

// Entry pins one definition. It holds hashes, never the definition's text.
type Entry struct {
	Server string `json:"server"`
	Kind   string `json:"kind"`
	Name   string `json:"name"`
	// Hash pins the definition (see Hash); ContentHash is the same without
	// the name, to recognize a renamed definition.
	Hash        string `json:"hash"`
	ContentHash string `json:"contentHash"`
	// Parts are short hashes of the definition's parts, to say which
	// changed; Words are short hashes of the description's words, for the
	// word diff.
	Parts map[string]string `json:"parts"`
	Words string            `json:"words,omitempty"`
	State string            `json:"state"`
	// Rules are the rule IDs reported on the definition when it was
	// approved: those soft findings are reported as reviewed.
	Rules []string `json:"rules,omitempty"`
	// Override: approved with --force despite a hard finding.
	Override   bool   `json:"override,omitempty"`
	ApprovedBy string `json:"approvedBy,omitempty"`
	Reason     string `json:"reason,omitempty"`
	// Source is where the definition was found (a fixture, a manifest).
	Source string `json:"source"`
}

// Ref is the definition an entry pins.
func (e *Entry) Ref() detect.ToolRef {
	return detect.ToolRef{Server: e.Server, Kind: detect.Kind(e.Kind), Name: e.Name}
}

// lockName is the name a definition is pinned under: its name, or for a
// text no definition claims its stable identity (detect.Tool.Anchor),
// since its name is its place and moves with the lines around it.
func lockName(t detect.Tool) string {
	if t.Kind == detect.KindText && t.Anchor != "" {
		return t.Anchor
	}
	return t.Name
}

// lockRef is the ref a definition is pinned under (lockName).
func lockRef(t detect.Tool) detect.ToolRef {
	r := t.Ref()
	r.Name = lockName(t)
	return r
}

// Key is the entry's identity in the file.
func (e *Entry) Key() string { return e.Server + "\x00" + e.Kind + "\x00" + e.Name }

func refKey(r detect.ToolRef) string {
	return r.Server + "\x00" + string(kindOf(r.Kind)) + "\x00" + r.Name
}

func kindOf(k detect.Kind) detect.Kind {
	if k == "" {
		return detect.KindTool
	}
	return k
}

// Parse reads a lockfile.
func Parse(data []byte) (*File, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a valid lockfile: %w", err)
	}
	if f.Version != Version {
		return nil, fmt.Errorf("lockfile version %d: this mcp-lint reads version %d", f.Version, Version)
	}
	seen := map[string]bool{}
	for i := range f.Tools {
		e := &f.Tools[i]
		if e.State != Approved && e.State != Quarantined {
			return nil, fmt.Errorf("entry %s/%s: state %q: want approved or quarantined", e.Server, e.Name, e.State)
		}
		if seen[e.Key()] {
			return nil, fmt.Errorf("entry %s/%s appears twice", e.Server, e.Name)
		}
		seen[e.Key()] = true
	}
	return &f, nil
}

// Marshal renders the lockfile: entries sorted by server, kind and name,
// one member per line, so the same pins give the same bytes on any machine
// and a change is a readable diff.
func (f *File) Marshal() []byte {
	c := File{Version: Version, Tools: append([]Entry{}, f.Tools...)}
	sort.Slice(c.Tools, func(i, j int) bool { return c.Tools[i].Key() < c.Tools[j].Key() })
	for i := range c.Tools {
		sort.Strings(c.Tools[i].Rules)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(c) // maps marshal with sorted keys
	return buf.Bytes()
}

// index maps each entry's key to it, so a scan of n definitions looks up
// the lockfile in O(n), not O(n²).
func (f *File) index() map[string]*Entry {
	m := make(map[string]*Entry, len(f.Tools))
	for i := range f.Tools {
		m[f.Tools[i].Key()] = &f.Tools[i]
	}
	return m
}

// pin computes the entry fields of a definition (not its state).
func pin(t detect.Tool) (Entry, error) {
	h, err := Hash(t)
	if err != nil {
		return Entry{}, err
	}
	ch, err := contentHash(t)
	if err != nil {
		return Entry{}, err
	}
	return Entry{Server: t.Server, Kind: string(kindOf(t.Kind)), Name: lockName(t), Hash: h, ContentHash: ch,
		Parts: partHashes(t), Words: strings.Join(wordHashes(t.Description), " "), Source: t.Source}, nil
}

// pinnable: the definitions a lockfile pins — tools, prompts, resources,
// server instructions, listings and the texts no definition claims (by
// their anchor), not launch configs.
func pinnable(t detect.Tool) bool {
	switch kindOf(t.Kind) {
	case detect.KindTool, detect.KindPrompt, detect.KindInstructions, detect.KindResource, detect.KindListing, detect.KindText:
		return true
	}
	// A skill, a command, an agent, a rules file, a plugin's listing, a
	// script a skill runs: what an agent reads, approved as a tool is.
	return detect.IsInstructionKind(t.Kind)
}

// Changes says what Update did.
type Changes struct {
	Added, Requarantined, Removed, Unchanged []detect.ToolRef
}

// Empty reports a lock already up to date.
func (c Changes) Empty() bool {
	return len(c.Added)+len(c.Requarantined)+len(c.Removed) == 0
}

// Update brings a lockfile in line with the definitions found: new ones
// enter quarantined, an approved one whose definition changed is pinned
// again as quarantined (its approval does not carry over), gone ones are
// dropped. Nothing is approved. The input file is not modified.
func Update(f *File, tools []detect.Tool) (*File, Changes, error) {
	if f == nil {
		f = &File{Version: Version}
	}
	out := &File{Version: Version}
	var ch Changes
	seen := map[string]bool{}
	byKey := f.index()
	for _, t := range tools {
		if !pinnable(t) {
			continue
		}
		p, err := pin(t)
		if err != nil {
			return nil, ch, err
		}
		if seen[p.Key()] {
			continue // the same definition found twice (a fixture and its archive)
		}
		seen[p.Key()] = true
		old := byKey[refKey(lockRef(t))]
		switch {
		case old == nil:
			p.State = Quarantined
			ch.Added = append(ch.Added, p.Ref())
		case old.Hash == p.Hash:
			keep := *old
			keep.Source = p.Source
			keep.Parts, keep.Words, keep.ContentHash = p.Parts, p.Words, p.ContentHash
			p = keep
			ch.Unchanged = append(ch.Unchanged, p.Ref())
		default:
			p.State = Quarantined
			ch.Requarantined = append(ch.Requarantined, p.Ref())
		}
		out.Tools = append(out.Tools, p)
	}
	for _, e := range f.Tools {
		if !seen[e.Key()] {
			ch.Removed = append(ch.Removed, e.Ref())
		}
	}
	return out, ch, nil
}

// ApproveRequest says which definitions to approve and why.
type ApproveRequest struct {
	// Match selects definitions.
	Match func(t detect.Tool) bool
	// Findings gives the rule IDs reported on each definition and whether
	// any is hard.
	Findings map[detect.ToolRef]FindingInfo
	// AllClean: approve only definitions without any finding.
	AllClean bool
	Force    bool
	By       string
	Reason   string
}

// FindingInfo is what a scan reported on a definition.
type FindingInfo struct {
	Rules []string
	Hard  []string
}

// Approval is the outcome for one definition.
type Approval struct {
	Ref      detect.ToolRef
	Approved bool
	// Why it was refused, or a note (already approved, forced).
	Note string
}

// Approve approves the current definitions that match: their entries take
// the definition's current hash, state approved, the rules reported now,
// who and why. A definition with a hard finding is refused unless Force
// (and then it is recorded as an override). The input file is not
// modified.
func Approve(f *File, tools []detect.Tool, req ApproveRequest) (*File, []Approval, error) {
	if f == nil {
		f = &File{Version: Version}
	}
	out := &File{Version: Version, Tools: append([]Entry{}, f.Tools...)}
	pos := make(map[string]int, len(out.Tools)) // entry key → index in out.Tools
	for i := range out.Tools {
		pos[out.Tools[i].Key()] = i
	}
	var res []Approval
	done := map[string]bool{}
	for _, t := range tools {
		if !pinnable(t) || !req.Match(t) {
			continue
		}
		p, err := pin(t)
		if err != nil {
			return nil, nil, err
		}
		if done[p.Key()] {
			continue
		}
		done[p.Key()] = true
		info := req.Findings[normRef(t.Ref())]
		if req.AllClean && len(info.Rules) > 0 {
			continue
		}
		if len(info.Hard) > 0 && !req.Force {
			res = append(res, Approval{Ref: p.Ref(), Note: fmt.Sprintf("refused: hard finding (%v); fix it, or approve with --force and a reason", info.Hard)})
			continue
		}
		p.State = Approved
		p.Rules = append([]string(nil), info.Rules...)
		p.Override = len(info.Hard) > 0
		p.ApprovedBy, p.Reason = req.By, req.Reason
		note := "approved"
		if p.Override {
			note = fmt.Sprintf("approved with --force despite %v (recorded as an override; the hard finding still blocks unless suppressed)", info.Hard)
		}
		if i, ok := pos[p.Key()]; ok {
			out.Tools[i] = p
		} else {
			pos[p.Key()] = len(out.Tools)
			out.Tools = append(out.Tools, p)
		}
		res = append(res, Approval{Ref: p.Ref(), Approved: true, Note: note})
	}
	return out, res, nil
}

// normRef is a ref with its kind spelled out and no source, as map keys
// use it.
func normRef(r detect.ToolRef) detect.ToolRef {
	return detect.ToolRef{Server: r.Server, Kind: kindOf(r.Kind), Name: r.Name}
}
