package ruledoc

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/detect"
)

// precisionJSON is the measured precision of every record a finding can
// name, which `go run ./bench/precision` writes (generated data: the
// pool's repositories and the corpora it measured are in its header).
//
//go:embed precision.json
var precisionJSON []byte

// Levels of measured precision, most precise first (CodeQL's @precision
// names); precision.json says what each means in counts.
var Levels = []string{"very-high", "high", "medium", "low"}

// PrecisionFile is precision.json.
type PrecisionFile struct {
	About string `json:"about"`
	// Levels says what each level means, in the measured counts.
	Levels map[string]string `json:"levels"`
	// Pool is the number of honest repositories scanned.
	Pool int `json:"pool"`
	// HonestRows and AttackRows are the corpus rows per set.
	HonestRows  map[string]int `json:"honestRows"`
	AttackRows  map[string]int `json:"attackRows"`
	HonestTotal int            `json:"honestTotal"`
	AttackTotal int            `json:"attackTotal"`
	// Records follow detect.Records' order.
	Records []Measured `json:"records"`
}

// Measured is what one record fired on.
type Measured struct {
	ID    string `json:"id"`
	Kind  string `json:"kind"`
	Level string `json:"level"`
	// Repos are the pool's repositories it fires on in either scan;
	// ReposDefault in `mcp-lint scan`, ReposAgent with --agent-files.
	Repos        int `json:"repos"`
	ReposDefault int `json:"reposDefault"`
	ReposAgent   int `json:"reposAgent"`
	// Texts are the findings naming it in the pool, by fingerprint.
	Texts        int `json:"texts"`
	TextsDefault int `json:"textsDefault"`
	TextsAgent   int `json:"textsAgent"`
	// HonestTotal and AttackTotal are the corpus rows whose finding names
	// it; AloneTotal the attacks failing the default gate that pass it
	// once the record is off.
	HonestTotal int `json:"honest"`
	AttackTotal int `json:"attack"`
	AloneTotal  int `json:"alone"`
	// Off is how the record was turned off: "disable" (--disable ID) or
	// "signal" (every signal naming it and no other record of its kind
	// dropped: an estimate where a signal names records of other kinds).
	Off    string         `json:"off"`
	Honest map[string]int `json:"honestBySet,omitempty"`
	Attack map[string]int `json:"attackBySet,omitempty"`
	Alone  map[string]int `json:"aloneBySet,omitempty"`
	// Pool is the number of the pool's repositories a record added since
	// the file was made was measured on, where it is not the file's whole
	// pool (bench/precision -only); 0 for the others.
	Pool int `json:"pool,omitempty"`
}

var (
	precisionOnce sync.Once
	precision     *PrecisionFile
	precisionByID map[string]*Measured
)

// Precision is the measured precision the binary carries. A file that
// does not parse is a build's fault, which the tests catch: it panics.
func Precision() *PrecisionFile {
	precisionOnce.Do(func() {
		var p PrecisionFile
		if err := json.Unmarshal(precisionJSON, &p); err != nil {
			panic("ruledoc: precision.json: " + err.Error())
		}
		precision = &p
		precisionByID = map[string]*Measured{}
		for i := range p.Records {
			precisionByID[p.Records[i].ID] = &p.Records[i]
		}
		// The trained reading's own findings are measured where their
		// point is chosen (bench/train): the model says its level.
		if _, h, err := detect.TrainedProposeModel(); err == nil && h.Precision != "" {
			precisionByID[detect.IDTrainedProposed] = &Measured{ID: detect.IDTrainedProposed, Kind: detect.KindCheck, Level: h.Precision}
		}
	})
	return precision
}

// PrecisionOf is record id's measured precision.
func PrecisionOf(id string) (Measured, bool) {
	Precision()
	m, ok := precisionByID[id]
	if !ok {
		return Measured{}, false
	}
	return *m, true
}

// MeasuredPrecision is rule d's measured precision level (one of Levels,
// the values code scanning's properties.precision takes), or its declared
// precision when it was not measured.
func MeasuredPrecision(d *detect.Doc) string {
	if m, ok := PrecisionOf(d.ID); ok && m.Level != "" {
		return m.Level
	}
	return d.Precision
}

// precisionLine says rule d's one precision: the level measured on the
// pool and the honest and attack rows, and what it stands on; the level
// its record declares only where it was not measured.
func precisionLine(d *detect.Doc) string {
	m, ok := PrecisionOf(d.ID)
	if !ok || m.Level == "" {
		return d.Precision + " (declared; not measured)"
	}
	if d.ID == detect.IDTrainedProposed {
		_, h, _ := detect.TrainedProposeModel()
		return fmt.Sprintf("%s (measured: %s; bench/train)", m.Level, h.Measured)
	}
	p := Precision()
	pool := p.Pool
	if m.Pool != 0 {
		pool = m.Pool
	}
	return fmt.Sprintf("%s (measured: fires on %d of %d honest repositories and %d of %d honest rows; on %d of %d attack rows, %d of which fail the default gate only through it)",
		m.Level, m.Repos, pool, m.HonestTotal, p.HonestTotal, m.AttackTotal, p.AttackTotal, m.AloneTotal)
}

// setList writes per-set counts as "blind 3, dev_benign 1".
func setList(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// PrecisionMarkdown is docs/checks.md's section on measured precision:
// what the levels mean, what was measured, and every record's figures.
func PrecisionMarkdown() string {
	p := Precision()
	var b strings.Builder
	b.WriteString("## Measured precision\n\n")
	fmt.Fprintf(&b, "Every record a finding can name is measured on honest text and on attacks by `go run ./bench/precision` (the figures below are `ruledoc/precision.json`, and `mcp-lint rules --precision` lists them):\n\n")
	fmt.Fprintf(&b, "- **Honest repositories:** the %d public MCP server repositories of `bench/pool/servers.tsv`, each scanned as `mcp-lint scan` scans it and again with `--agent-files`. *Repos* counts the repositories a record fires on in either scan (in an open finding), *texts* the findings that name it.\n", p.Pool)
	fmt.Fprintf(&b, "- **Honest rows:** %d rows (%s), scored as `mcp-lint eval` scores them.\n", p.HonestTotal, setList(p.HonestRows))
	fmt.Fprintf(&b, "- **Attack rows:** %d rows (%s).\n", p.AttackTotal, setList(p.AttackRows))
	b.WriteString("- **Alone:** the attacks that fail the default gate and pass it once the record is turned off: by `--disable ID` (*off* `disable`), or, for a record no flag turns off, by dropping every signal that names it and no other record of its kind (*off* `signal`: exact for a signal only that record makes, an estimate where a signal names records of other kinds too).\n\n")
	b.WriteString("Levels, from the false positives measured:\n\n")
	for _, l := range Levels {
		fmt.Fprintf(&b, "- **%s**: %s.\n", l, p.Levels[l])
	}
	fmt.Fprintf(&b, "\n**Suite:** %s (the rule's members are the record `names.extended-suite`; the README's [What fails the build](../README.md#what-fails-the-build) says why).\n", SuiteRule())
	b.WriteString("\n| ID | Kind | Precision | Repos | Texts | Honest rows | Attack rows | Alone | Off | Suite |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, m := range p.Records {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %d | %d | %d | %d | %d | %s | %s |\n", m.ID, m.Kind, m.Level, m.Repos, m.Texts, m.HonestTotal, m.AttackTotal, m.AloneTotal, m.Off, SuiteOf(m.ID))
	}
	return b.String()
}
