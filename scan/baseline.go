package scan

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// Baseline is a set of accepted findings, by fingerprint: only findings not
// in it fail the build.
type Baseline struct {
	Version  int             `json:"version"`
	Tool     string          `json:"tool"`
	Findings []BaselineEntry `json:"findings"`
	set      map[string]bool
}

// BaselineEntry identifies one accepted finding; the fields besides the
// fingerprint are for the people reading the file.
type BaselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Rule        string `json:"rule"`
	Path        string `json:"path"`
	Server      string `json:"server"`
	Tool        string `json:"tool"`
	Severity    string `json:"severity"`
}

// Has reports a baselined fingerprint.
func (b *Baseline) Has(fp string) bool { return b.set[fp] }

// LoadBaseline reads a baseline file.
func LoadBaseline(root, path string) (*Baseline, error) {
	data, err := safeio.ReadSideFile(root, path, 64<<20)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", path, safeio.Describe(err))
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("%s: not a baseline file: %v", path, err)
	}
	if b.Version != 1 {
		return nil, fmt.Errorf("%s: baseline version %d is not supported", path, b.Version)
	}
	b.set = map[string]bool{}
	for _, e := range b.Findings {
		b.set[e.Fingerprint] = true
	}
	return &b, nil
}

// NewBaseline records the open and baselined findings of an output.
func NewBaseline(out *Output) *Baseline {
	b := &Baseline{Version: 1, Tool: "mcp-lint", Findings: []BaselineEntry{}}
	seen := map[string]bool{}
	for _, f := range out.Findings {
		if f.Status != Open && f.Status != Baselined || seen[f.Fingerprint] {
			continue
		}
		seen[f.Fingerprint] = true
		b.Findings = append(b.Findings, BaselineEntry{Fingerprint: f.Fingerprint, Rule: f.Primary().Check,
			Path: f.Location.Path, Server: f.Tool.Server, Tool: f.Tool.Name, Severity: f.Severity.String()})
	}
	sort.Slice(b.Findings, func(i, j int) bool {
		a, c := b.Findings[i], b.Findings[j]
		if a.Path != c.Path {
			return a.Path < c.Path
		}
		return a.Fingerprint < c.Fingerprint
	})
	return b
}

// Marshal renders the baseline deterministically.
func (b *Baseline) Marshal() []byte {
	out, _ := json.MarshalIndent(b, "", "  ")
	return append(out, '\n')
}
