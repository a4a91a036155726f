package reading

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/mcp-lint/mcp-lint/detect/internal/text"
)

// Analysis bounds. Phrase checks read the normalized form of at most
// MaxAnalyzeBytes of each text and MaxAnalyzeTotal per tool; anything beyond
// is recorded as a cap so the report never claims text it did not read.
const (
	MaxAnalyzeBytes = 1 << 20
	MaxAnalyzeTotal = 8 << 20
)

// analyzeLimit is the most bytes of one text of a tool of kind k the
// phrase checks read: MaxAnalyzeBytes, and for a script, code read
// whole at a cost per byte (its commands, flows and plants, attributed
// to its lines), the tool's whole budget: a command padded past a
// megabyte is still read.
func analyzeLimit(k Kind) int {
	if k == KindScript {
		return MaxAnalyzeTotal
	}
	return MaxAnalyzeBytes
}

// ToolView is the read-only view of one tool a check inspects. It caches the
// tool's fields and their normalized analyses so six checks share one
// normalization pass.
type ToolView struct {
	Tool       *Tool
	OffPhrases map[string]bool // phrase rules turned off (Engine.DisablePhrases)
	// hidden: the field being read is text only the model sees (an
	// instruction kind's HTML comment): set by directive.imperative.
	Hidden bool
	// fieldText is the text of the field directive.imperative reads.
	FieldText string
	// inRun: that field is a block the text tells the agent to run;
	// inCode: a block of documentation (instruction.go's CodeField).
	InRun, InCode bool
	// inFront: that field is a value of the unit's front matter
	// (frontmatter.KEY), a setting rather than a sentence.
	InFront bool
	// review: the unit declares a purpose of reviewing or testing
	// attacks (declaredReview): 0 not yet read, 1 no, 2 yes.
	review    uint8
	OffFrames FrameSet // the demand check's frames turned off
	FieldList []Field
	Nodes     []PathNode // the fields' path tree (the walker's, until the next tool)
	Analyses  []*Analysis
	analyzed  int
	Check     string
	Caps      []CapHit
	// Installs are the install steps a reading of the unit found
	// (NoteInstall): reported as hygiene, not as what the unit asks.
	Installs []Signal
	name     []string // NameWords, once worked out (nameSet); its room is kept from tool to tool
	nameSet  bool
	lead     *Analysis
	leadSet  bool
	leadA    Analysis     // what lead points at, when the description has a sentence
	shell    [][]ShellHit // per field; nil until computed
	kw       []uint64     // per field: fieldKeywords.scan, with kwKnown set once computed
	shapes   []TextShape  // per field: shapeOfText, once computed
	paths    []string     // per path node: PathOf, once computed
	Tz       *text.Tokenizer
	own      map[string]bool // ownNames, once computed
	ownMap   map[string]bool // a cleared map ownNames may fill
	readings []unitReadings  // per UnitReading: its readings of the fields (ReadOther)
	// Scoped keeps the scope stage's reading of this tool
	// (detect/internal/scope), which owns its type: it knows the tool it
	// was made for and is made again for another.
	Scoped any
	// Reg is the registry the tool is read among (the engine sets it);
	// nil for a tool read alone.
	Reg *Registry
}

// PathOf returns the path of field f of this view, as a signal's Field
// names it.
func (v *ToolView) PathOf(f *Field) string {
	// Kept per path node while the view lives: the demand checks ask a
	// field's path in their loops over the fields.
	if len(v.paths) != len(v.Nodes) {
		v.paths = GrowClear(v.paths, len(v.Nodes))
	}
	if p := v.paths[f.Node]; p != "" {
		return p
	}
	var buf [96]byte // most paths: one allocation, the string's
	p := string(appendPath(buf[:0], v.Nodes, f.Node))
	v.paths[f.Node] = p
	return p
}

// pathIs reports whether the path of field f is top, a path of one plain
// segment (PathName, PathDescription), without spelling it out: only a
// node with no parent, a root or a key, spells out one segment.
func (v *ToolView) PathIs(f *Field, top string) bool {
	nd := &v.Nodes[f.Node]
	return nd.Parent < 0 && nd.Kind != NodeIndex && nd.Seg == top
}

// ShellHits returns the shell commands written in field i (raw text),
// computed once per field.
func (v *ToolView) ShellHits(i int) []ShellHit {
	if v.shell == nil {
		v.shell = make([][]ShellHit, len(v.FieldList))
	}
	if h := v.shell[i]; h != nil {
		return h
	}
	t := v.FieldList[i].Text
	var h []ShellHit
	if v.Tool.Kind == KindScript {
		// Code is read whole, piece by piece (FindInCode): its cost
		// is its bytes', and a command padded far in is still read.
		h = PlainShell.FindInCode(t)
	} else {
		if len(t) > MaxAnalyzeBytes {
			t = truncateUTF8(t, MaxAnalyzeBytes)
		}
		h = PlainShell.findPresent(t, v.Keywords(i)>>ShellShift, false)
	}
	if h == nil {
		h = []ShellHit{} // computed, none found (an empty slice does not allocate)
	}
	v.shell[i] = h
	return h
}

// keywords returns the fieldKeywords groups with a keyword in field i,
// scanned once per field.
func (v *ToolView) Keywords(i int) uint64 {
	if v.kw == nil {
		v.kw = make([]uint64, len(v.FieldList))
	}
	if m := v.kw[i]; m&kwKnown != 0 {
		return m &^ kwKnown
	}
	m := FieldKeywords.Scan(v.FieldList[i].Text)
	v.kw[i] = m | kwKnown
	return m
}

// shape returns the byte shape of field i (textShape), read once per field.
func (v *ToolView) Shape(i int) TextShape {
	if v.shapes == nil {
		v.shapes = make([]TextShape, len(v.FieldList))
	}
	if sh := v.shapes[i]; sh.known {
		return sh
	}
	sh := ShapeOfText(v.FieldList[i].Text)
	sh.known = true
	v.shapes[i] = sh
	return sh
}

// kwKnown marks a computed entry of ToolView.kw (no group uses bit 63).
const kwKnown = 1 << 63

// newToolViewWith shares the engine's tokenizer buffers between tools. With
// reuse set, the view and its per-field slices are that of the previous
// tool, cleared: a view is only valid while its tool is inspected.
func NewToolViewWith(t *Tool, tz *text.Tokenizer, fw *FieldWalker, reuse *ToolView) *ToolView {
	v := reuse
	if v == nil {
		v = &ToolView{}
	}
	analyses, shell, kw, shapes, own, name, paths, readings := v.Analyses, v.shell, v.kw, v.shapes, v.own, v.name, v.paths, v.readings
	*v = ToolView{Tool: t, Tz: tz, name: name[:0]}
	fs, capped := fw.walk(t, fw.out)
	fw.out = fs
	v.FieldList = fs
	v.Nodes = fw.nodes
	v.paths = GrowClear(paths, len(v.Nodes))
	v.Analyses = GrowClear(analyses, len(fs))
	if shell != nil {
		v.shell = GrowClear(shell, len(fs))
	}
	if kw != nil {
		v.kw = GrowClear(kw, len(fs))
	}
	if shapes != nil {
		v.shapes = GrowClear(shapes, len(fs))
	}
	if own != nil {
		clear(own)
		v.ownMap = own
	}
	for k := range readings {
		readings[k] = unitReadings{field: readings[k].field[:0]}
	}
	v.readings = readings
	if capped != "" {
		limit := fmt.Sprintf("%d texts", MaxFieldsPerTool)
		if capped == "depth" {
			limit = fmt.Sprintf("schema depth %d", MaxSchemaDepth)
		}
		v.Caps = append(v.Caps, CapHit{Check: "engine", Tool: t.Ref(), Limit: limit,
			Detail: "texts beyond this bound were not scanned"})
	}
	return v
}

// growClear returns s with length n and every element zero, reusing its
// array when it is large enough.
func GrowClear[E any](s []E, n int) []E {
	if cap(s) < n {
		return make([]E, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// Fields returns every model-visible text of the tool.
func (v *ToolView) Fields() []Field { return v.FieldList }

// Analysis returns the normalized analysis of field i, or nil when the
// analysis budget is spent (a cap is recorded).
func (v *ToolView) Analysis(i int) *Analysis {
	if a := v.Analyses[i]; a != nil {
		return a
	}
	f := &v.FieldList[i]
	text := f.Text
	if limit := analyzeLimit(v.Tool.Kind); len(text) > limit {
		text = truncateUTF8(text, limit)
		v.NoteCap(v.PathOf(f), fmt.Sprintf("%d bytes per text", limit),
			fmt.Sprintf("phrase checks read the first %d of %d bytes", len(text), len(f.Text)))
	}
	if v.analyzed+len(text) > MaxAnalyzeTotal {
		v.NoteCap(v.PathOf(f), fmt.Sprintf("%d bytes per tool", MaxAnalyzeTotal),
			"phrase checks did not read this text: the tool's analysis budget is spent")
		v.Analyses[i] = &Analysis{}
		return v.Analyses[i]
	}
	v.analyzed += len(text)
	a := v.Tz.Analyze(text)
	v.Analyses[i] = a
	return a
}

// PhraseAnalysis returns the analysis of field i for the phrase checks, or
// nil for a text too short to hold an instruction: at most two words and
// no markup. Enum values, defaults and one-word titles are most texts of a
// schema; skipping them is most of the speed of a scan.
func (v *ToolView) PhraseAnalysis(i int) *Analysis {
	f := &v.FieldList[i]
	switch f.phrase {
	case phraseShort:
		return nil
	case phraseText:
		return v.Analysis(i)
	}
	f.phrase = phraseText
	if t := f.Text; len(t) < 40 {
		// Without a branch per byte: a word starts at a byte that is not
		// a space after one that is (or at the start).
		words, markup, prev := 0, uint8(0), uint8(phraseSpace)
		for k := 0; k < len(t); k++ {
			c := phraseBytes[t[k]]
			words += int(prev &^ c & phraseSpace)
			markup |= c
			prev = c
		}
		if words <= 2 && markup&phraseMarkup == 0 {
			f.phrase = phraseShort
			return nil
		}
	}
	return v.Analysis(i)
}

// Byte classes of PhraseAnalysis's short-text test.
const (
	phraseSpace  = 1 << iota // space, tab, line end
	phraseMarkup             // < [ { | $ `
)

var phraseBytes = func() (t [256]uint8) {
	for _, c := range " \t\n\r" {
		t[c] = phraseSpace
	}
	for _, c := range "<[{|$`" {
		t[c] = phraseMarkup
	}
	return
}()

// NoteInstall keeps an install step found in the unit: a documented
// installer of a tool the unit names, fetched from its vendor and run
// (directive.go). The engine reports it as launch hygiene is
// (config.unpinned); a step at the same place is kept once.
func (v *ToolView) NoteInstall(s Signal) {
	for _, o := range v.Installs {
		if o.Field == s.Field && o.Span == s.Span {
			return
		}
	}
	v.Installs = append(v.Installs, s)
}

// NoteCap records that a bound stopped the current check short.
func (v *ToolView) NoteCap(field, limit, detail string) {
	c := v.Check
	if c == "" {
		c = "engine"
	}
	for _, h := range v.Caps {
		if h.Check == c && h.Field == field && h.Limit == limit {
			return
		}
	}
	v.Caps = append(v.Caps, CapHit{Check: c, Tool: v.Tool.Ref(), Field: field, Limit: limit, Detail: detail})
}

// NameWords splits the tool name into lower-case words: snake_case,
// kebab-case, dotted and camelCase all split ("getUserInfo" → get user info).
func (v *ToolView) NameWords() []string {
	if !v.nameSet && v.Tool.Kind == KindText {
		// A loose text has no name: nothing declares its purpose.
		v.name, v.nameSet = v.name[:0], true
	}
	if !v.nameSet {
		// Into the room the view keeps from tool to tool.
		v.name, v.nameSet = AppendNameWords(v.name[:0], v.Tool.Name), true
	}
	return v.name
}

// ownNames: the tool's own name and parameter names, which its text may
// mention freely.
func ownNames(v *ToolView) map[string]bool {
	if v.own != nil {
		return v.own
	}
	own := v.ownMap
	if own == nil {
		own = map[string]bool{}
	}
	own[v.Tool.Skeleton()] = true
	for _, f := range v.Fields() {
		if f.Key && f.Role == RoleName {
			own[text.Skeleton(f.Text)] = true
		}
	}
	// The values a parameter of its own lists (an operation's "method":
	// get_workflow, list_workflow_runs) name the tool's own operations,
	// not another tool.
	Members(SchemaProperties(v.Tool.InputSchema), func(_ string, p any) {
		e, _ := Lookup(p, "enum")
		vals, _ := e.([]any)
		for _, x := range vals {
			if s, ok := x.(string); ok && s != "" {
				own[text.Skeleton(s)] = true
			}
		}
	})
	v.own = own
	return own
}

// ownName reports whether name is the tool's own name or one of its
// parameter names (ownNames, worked out on the first question).
func (v *ToolView) OwnName(name string) bool { return ownNames(v)[text.Skeleton(name)] }

// Lead returns the analysis of the description's first sentence, the tool's
// declared purpose.
func (v *ToolView) Lead() *Analysis {
	if v.leadSet {
		return v.lead
	}
	v.leadSet = true
	for i := range v.FieldList {
		if v.PathIs(&v.FieldList[i], PathDescription) {
			if a := v.Analysis(i); len(a.Sents) > 0 {
				a.Sentence(0, &v.leadA)
				v.lead = &v.leadA
			}
			break
		}
	}
	if v.lead == nil {
		v.lead = &Analysis{}
	}
	return v.lead
}

// SplitName splits an identifier into lower-case words, folding look-alike
// letters.
func SplitName(name string) []string {
	words := AppendNameWords(make([]string, 0, 4), name)
	if len(words) == 0 {
		return nil
	}
	return words
}

// appendNameWords appends the words of SplitName(name) to words.
func AppendNameWords(words []string, name string) []string {
	return append(words, SplitNameRunes(name)...)
}

// splitNameRunes is SplitName, rune by rune. A name of printable ASCII,
// nearly every one, is split by splitNameASCII: the same words, sliced
// from the name instead of built rune by rune.
func SplitNameRunes(name string) []string {
	if printableASCII(name) {
		return SplitNameASCII(name)
	}
	return SplitNameEachRune(name)
}

// splitNameEachRune is splitNameRunes for any name.
func SplitNameEachRune(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			text.FoldConfusables(cur)
			words = append(words, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	rs := []rune(name)
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == '.' || r == ' ' || r == '/' || r == ':':
			flush()
		case text.IsFormat(r):
		case text.IsUpper(r) && i > 0 && !text.IsUpper(rs[i-1]) && text.IsLetter(rs[i-1]):
			flush()
			cur = append(cur, r)
		case text.IsUpper(r) && i > 0 && text.IsUpper(rs[i-1]) && i+1 < len(rs) && text.IsLetter(rs[i+1]) && !text.IsUpper(rs[i+1]):
			// "HTTPServer" → http server
			flush()
			cur = append(cur, r)
		case text.IsDigit(r) && i > 0 && text.IsLetter(rs[i-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return words
}

func truncateUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// Registry is a read-only snapshot of every tool of every server in a scan,
// for checks that compare tools (shadowing).
type Registry struct {
	mu         sync.Mutex
	words      map[*Tool]map[string]bool // description word sets, computed on demand
	tools      []*Tool
	byName     map[string][]*Tool // lower-cased name
	bySkeleton map[string][]*Tool
	// byLookalike indexes the names that hold an ASCII look-alike ("rn"
	// for "m", "I" for "l") by lookalikeKey, and every name by it too, so
	// an imitator finds its original in one look.
	byLookalike map[string][]*Tool
	families    map[string]string // server → serverFamily(server)
	unnamed     map[string]bool   // servers with a tool whose name is computed, or with no tool (UnnamedTools)
	// groups caches cloneGroups by skeleton.
	groups map[string][]cloneGroup
	// params holds, by server, the names of every tool's top-level
	// input parameters (serverParams), with the number of tools taking
	// each, built on first use.
	params map[string]map[string]int
	// snapshots are the servers that copy a project's own tools
	// (NewRegistry): another server's mention of their tools is the
	// project's own.
	Snapshots map[string]bool
	// byServer holds each server's tools, built on first use, and
	// oneServer the pairs OneServer answered (one walk per pair).
	byServer  map[string][]*Tool
	oneServer map[[2]string]bool
}

// OneServer reports whether a and b, two servers whose records lie in the
// same repository and neither defined by its source, are one server's tool
// list recorded twice (a tools/list dump kept in a research or docs folder
// beside a later transcript): they share at least three tool names and
// two thirds of the tools they share have the same text. Servers installed
// side by side share a few generic names at most; a record of another
// version of the same server shares its whole list, a few texts edited.
func (r *Registry) OneServer(a, b *Tool) bool {
	if a.Repository == "" || a.Repository != b.Repository || a.Project != "" || b.Project != "" {
		return false
	}
	key := [2]string{a.Server, b.Server}
	if b.Server < a.Server {
		key = [2]string{b.Server, a.Server}
	}
	r.mu.Lock()
	if v, ok := r.oneServer[key]; ok {
		r.mu.Unlock()
		return v
	}
	if r.byServer == nil {
		r.oneServer = map[[2]string]bool{}
		r.byServer = map[string][]*Tool{}
		for _, t := range r.tools {
			if t.KindOrDefault() == KindTool {
				r.byServer[t.Server] = append(r.byServer[t.Server], t)
			}
		}
	}
	as, bs := r.byServer[a.Server], r.byServer[b.Server]
	r.mu.Unlock()
	if len(bs) < len(as) {
		as, bs = bs, as
	}
	other := bs[0].Server
	shared, same := 0, 0
	for _, t := range as {
		for _, o := range r.ByName(t.Name) {
			if o.Server != other || o.Repository != a.Repository {
				continue
			}
			shared++
			if o.Description == t.Description {
				same++
			}
			break
		}
	}
	one := shared >= 3 && 3*same >= 2*shared
	r.mu.Lock()
	r.oneServer[key] = one
	r.mu.Unlock()
	return one
}

// serverParams counts, by the top-level input parameter names of server's
// tools, the tools that take each: one walk of the registry for every
// question, where a walk per question grew with the square of the tools.
func (r *Registry) serverParams(server string) map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.params == nil {
		r.params = map[string]map[string]int{}
		for _, t := range r.tools {
			if t.InputSchema == nil {
				continue
			}
			m := r.params[t.Server]
			if m == nil {
				m = map[string]int{}
				r.params[t.Server] = m
			}
			Members(SchemaProperties(t.InputSchema), func(k string, _ any) { m[k]++ })
		}
	}
	return r.params[server]
}

// ServerParam reports whether param is an input of any of server's tools:
// a name of the server's own vocabulary (a job_id one tool returns and
// another takes), not a tool.
func (r *Registry) ServerParam(server, param string) bool {
	return r.serverParams(server)[param] > 0
}

// SharedParam reports whether param is an input of at least three of
// server's tools: the server's own convention for what its calls carry
// (the account's token its service takes with each request), not one
// tool's ask. A tool that adds a parameter its server's other tools do not
// take still asks for it alone.
func (r *Registry) SharedParam(server, param string) bool {
	return r.serverParams(server)[param] >= 3
}

// cloneGroup is the tools of one name skeleton that have the same name
// and description: one server installed many times, or one tool copied.
// members are in registry order (by server).
type cloneGroup struct {
	Members []*Tool
}

// cloneGroups returns the tools of skeleton sk grouped by name and
// description, in the order each first appears: built once per skeleton,
// so comparing a tool with the others costs one step per distinct text.
func (r *Registry) CloneGroups(sk string) []cloneGroup {
	r.mu.Lock()
	defer r.mu.Unlock()
	if g, ok := r.groups[sk]; ok {
		return g
	}
	var groups []cloneGroup
	at := map[[2]string]int{}
	for _, t := range r.bySkeleton[sk] {
		k := [2]string{t.Name, t.Description}
		i, ok := at[k]
		if !ok {
			i = len(groups)
			at[k] = i
			groups = append(groups, cloneGroup{})
		}
		groups[i].Members = append(groups[i].Members, t)
	}
	if r.groups == nil {
		r.groups = map[string][]cloneGroup{}
	}
	r.groups[sk] = groups
	return groups
}

// NewRegistry builds a registry from tools. The registry keeps its own copy
// of the slice; the order of tools does not matter.
func NewRegistry(tools []Tool) *Registry {
	r := &Registry{
		byName:      make(map[string][]*Tool, len(tools)),
		bySkeleton:  make(map[string][]*Tool, len(tools)),
		byLookalike: make(map[string][]*Tool, len(tools)),
		families:    map[string]string{},
	}
	cp := make([]Tool, len(tools))
	copy(cp, tools)
	// Sort indices, not the (large) tool structs. Definitions with the
	// same reference keep their given order: the last key is the index,
	// so the order is total and an unstable sort (far fewer comparisons
	// than a stable one) gives the stable sort's order.
	order := make([]int32, len(cp))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		if c := compareTools(&cp[a], &cp[b]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	r.tools = make([]*Tool, len(cp))
	for i, k := range order {
		r.tools[i] = &cp[k]
	}
	// A server none of whose tools is known (its instructions or loose
	// text were read, its definitions were not recognized) has unknown
	// tool names, as one with a computed name has: a name in its text may
	// be one of its own tools.
	hasTools := map[string]bool{}
	for _, t := range r.tools {
		if t.KindOrDefault() == KindTool {
			hasTools[t.Server] = true
		}
	}
	for i, t := range r.tools {
		if t.KindOrDefault() == KindTool && t.NameComputed || !hasTools[t.Server] {
			if r.unnamed == nil {
				r.unnamed = map[string]bool{}
			}
			r.unnamed[t.Server] = true
		}
		if t.KindOrDefault() != KindTool || t.NameComputed {
			continue
		}
		// A name's first tool is a one-element window on r.tools (no
		// allocation); a second one copies it out (its capacity is one).
		one := r.tools[i : i+1 : i+1]
		addTo(r.byName, strings.ToLower(t.Name), one)
		t.skel, t.skelOf = text.Skeleton(t.Name), t.Name
		addTo(r.bySkeleton, t.skel, one)
		addTo(r.byLookalike, LookalikeKey(t.Name), one)
		if _, ok := r.families[t.Server]; !ok {
			r.families[t.Server] = ServerFamily(t.Server)
		}
	}
	// Servers that are snapshots of a project's own tools: a data file in
	// the repository whose tools copy, by name, two or more tools the
	// project's source or bundle defines on another server (a tools/list
	// dump kept in its docs).
	copies := map[string]int{}
	for _, o := range r.tools {
		if o.Project != "" || o.Repository == "" || o.KindOrDefault() != KindTool {
			continue
		}
		for _, p := range r.byName[strings.ToLower(o.Name)] {
			if p.Project == o.Repository && p.Server != o.Server {
				copies[o.Server]++
				break
			}
		}
	}
	for server, n := range copies {
		if n >= 2 {
			if r.Snapshots == nil {
				r.Snapshots = map[string]bool{}
			}
			r.Snapshots[server] = true
		}
	}
	return r
}

// addTo appends one to m[k], or makes it m[k] when k is new.
func addTo(m map[string][]*Tool, k string, one []*Tool) {
	if ts, ok := m[k]; ok {
		m[k] = append(ts, one...)
		return
	}
	m[k] = one
}

// compareTools orders tools as ToolRef.Less orders their references.
func compareTools(a, b *Tool) int {
	if c := strings.Compare(a.Server, b.Server); c != 0 {
		return c
	}
	if c := strings.Compare(string(a.KindOrDefault()), string(b.KindOrDefault())); c != 0 {
		return c
	}
	if c := strings.Compare(a.Name, b.Name); c != 0 {
		return c
	}
	return strings.Compare(a.Source, b.Source)
}

// family returns serverFamily(server), worked out once per server of the
// registry.
func (r *Registry) Family(server string) string {
	if f, ok := r.families[server]; ok {
		return f
	}
	return ServerFamily(server)
}

// Tools returns every tool, sorted by server, kind and name.
func (r *Registry) Tools() []*Tool { return r.tools }

// ByName returns the tools named name (case-insensitive), on any server.
// The slice is the registry's own: read it, do not change it.
func (r *Registry) ByName(name string) []*Tool { return r.byName[Lower(name)] }

// ByLookalike returns the tools whose name has the given lookalikeKey.
func (r *Registry) ByLookalike(k string) []*Tool { return r.byLookalike[k] }

// BySkeleton returns the tools whose name has the given Skeleton.
func (r *Registry) BySkeleton(sk string) []*Tool { return r.bySkeleton[sk] }

// descriptionWords returns the stemmed word set of t's description,
// computed once per registry tool with the caller's tokenizer (tz, which
// the caller owns, and whose word memo already knows most of the words).
func (r *Registry) DescriptionWords(t *Tool, tz *text.Tokenizer) map[string]bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if w, ok := r.words[t]; ok {
		return w
	}
	if r.words == nil {
		r.words = map[*Tool]map[string]bool{}
	}
	w := wordSet(tz.Analyze(t.Description))
	r.words[t] = w
	return w
}

// ServerHas reports whether server exposes a tool with this name.
// UnnamedTools reports whether server has a tool whose name source code
// computes, or no tool at all (only its instructions or loose text were
// read): its tools' names are not all known.
func (r *Registry) UnnamedTools(server string) bool { return r.unnamed[server] }

func (r *Registry) ServerHas(server, name string) bool {
	for _, t := range r.ByName(name) {
		if t.Server == server {
			return true
		}
	}
	return false
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] >= 0x7f {
			return false
		}
	}
	return true
}

// splitNameASCII is splitNameRunes for a name of printable ASCII: no
// format character to drop and no look-alike to fold (FoldConfusables
// changes nothing without a character outside ASCII), so each word is a
// run of the name, lower-cased.
func SplitNameASCII(name string) []string {
	var words []string
	start := -1
	flush := func(end int) {
		if start >= 0 {
			words = append(words, strings.ToLower(name[start:end]))
			start = -1
		}
	}
	upper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	letter := func(c byte) bool { return text.IsLetter(rune(c)) }
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '_' || c == '-' || c == '.' || c == ' ' || c == '/' || c == ':':
			flush(i)
		case upper(c) && i > 0 && !upper(name[i-1]) && letter(name[i-1]),
			upper(c) && i > 0 && upper(name[i-1]) && i+1 < len(name) && letter(name[i+1]) && !upper(name[i+1]),
			c >= '0' && c <= '9' && i > 0 && letter(name[i-1]):
			flush(i)
			start = i
		default:
			if start < 0 {
				start = i
			}
		}
	}
	flush(len(name))
	return words
}
