package javascript

// A wrapper helper: a function of the file that registers what its
// parameters give,
//
//	function defineTool(name, description, shape, handler) {
//	  server.tool(name, description, shape, async (args) => handler(args));
//	}
//	defineTool("balance", "Returns the balance.", {}, …);
//
// is read once per call of it in the file, with the values that call
// passes, each text at its place in the call.

// viaWrapper runs read once per call of the function whose body holds
// the registration whose "(" is at open, with the function's parameters
// bound to that call's arguments, when the registration's first argument
// is one of them. It says whether it did.
func (j *jsFile) viaWrapper(open int, read func()) bool {
	t := j.toks
	if open+1 >= len(t) || t[open+1].Kind != 'n' {
		return false
	}
	if j.parents == nil {
		j.parents = bracketParents(j.toks)
	}
	// The innermost body of a named function around the registration
	// (a walk up through every bracket from each registration cost,
	// with brackets left open, the depth of the file each).
	if b := int(j.upFrom(&j.funcUp, j.parents[open], func(b int) bool {
		if t[b].Text != "{" {
			return false
		}
		_, _, ok := j.functionAt(b)
		return ok
	})); b >= 0 {
		name, params, _ := j.functionAt(b)
		pos := -1
		for k, p := range params {
			if p == t[open+1].Text {
				pos = k
			}
		}
		if pos < 0 {
			return false
		}
		calls := 0
		for _, c := range j.callsOf(name) {
			if c+1 == j.paramsOpen(b) {
				continue
			}
			args := j.args(c + 1)
			saved := map[string]int{}
			had := map[string]bool{}
			for k, p := range params {
				saved[p], had[p] = j.names[p]
				if k < len(args) {
					j.names[p] = args[k]
				} else {
					delete(j.names, p)
				}
			}
			read()
			for _, p := range params {
				if had[p] {
					j.names[p] = saved[p]
				} else {
					delete(j.names, p)
				}
			}
			calls++
		}
		return calls > 0
	}
	return false
}

// callsOf are the calls of name in the file, in order: the tokens
// named so that a "(" follows, but a function's declaration and a
// member's name. The calls of every name are found in one pass, when
// first asked: looked for through the whole file for each wrapper, a file
// of many wrappers cost the square of its size.
func (j *jsFile) callsOf(name string) []int {
	if j.calls == nil {
		t := j.toks
		j.calls = map[string][]int{}
		for c := 0; c+1 < len(t); c++ {
			if t[c+1].Text != "(" || c > 0 && (t[c-1].Text == "function" || t[c-1].Text == ".") {
				continue
			}
			j.calls[t[c].Text] = append(j.calls[t[c].Text], c)
		}
	}
	return j.calls[name]
}

// functionAt: the "{" at b opens the body of a named function, function
// NAME(a, b) { or const NAME = (a, b) => {: its name and plain parameter
// names (false for one with a default or a destructured parameter).
func (j *jsFile) functionAt(b int) (string, []string, bool) {
	t := j.toks
	open := j.paramsOpen(b)
	if open < 1 {
		return "", nil, false
	}
	name := ""
	switch {
	case t[open-1].Kind == 'n' && open >= 2 && t[open-2].Text == "function":
		name = t[open-1].Text
	case open >= 3 && t[open-1].Text == "=" && t[open-2].Kind == 'n' && (t[open-3].Text == "const" || t[open-3].Text == "let"):
		name = t[open-2].Text
	case open >= 4 && t[open-1].Text == "async" && t[open-2].Text == "=" && t[open-3].Kind == 'n':
		name = t[open-3].Text
	default:
		return "", nil, false
	}
	var params []string
	for _, it := range j.items(open) {
		if it[1]-it[0] == 1 && t[it[0]].Kind == 'n' {
			params = append(params, t[it[0]].Text)
			continue
		}
		if it[1]-it[0] >= 3 && t[it[0]].Kind == 'n' && t[it[0]+1].Text == ":" {
			params = append(params, t[it[0]].Text) // a TypeScript type
			continue
		}
		return "", nil, false
	}
	return name, params, len(params) > 0
}

// paramsOpen is the "(" of the parameter list of the function whose body
// opens at b (…) { or (…) => {, with an optional return type; -1 when
// none.
func (j *jsFile) paramsOpen(b int) int {
	t := j.toks
	k := b - 1
	if j.arrowAt(k) {
		k -= 2
	}
	for s := k; s >= 0 && s > b-24; s-- {
		if t[s].Text == ")" {
			if o := j.openOf(s); o >= 0 && (s == k || t[s+1].Text == ":") {
				return o
			}
			return -1
		}
	}
	return -1
}

// items are the token ranges of the comma-separated items in the
// bracket at open.
func (j *jsFile) items(open int) [][2]int { return j.br.Items(j.toks, open) }
