package reading

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// structuralDemand reads sentence s of field f, not English, by the forms
// above. ok is false when it names no demand.
func StructuralDemand(v *ToolView, reg *Registry, fi int, a *Analysis, s Sent, params map[string]string, shellHits []ShellHit, lead bool) (SentenceDemand, bool) {
	if lead {
		return SentenceDemand{}, false // the description's first sentence says what the tool does
	}
	f := &v.FieldList[fi]
	raw := f.Text
	own := OwnParamOf(v.PathOf(f))
	d := SentenceDemand{Field: fi, At: s.From, ObjectAt: -1, DataAt: -1, VerbAt: -1}
	fm := formsOf(a, raw, s, params, own)
	secretAt, addrAt, paramAt, secret, param := fm.secretAt, fm.addrAt, fm.paramAt, fm.secret, fm.param
	// A secret with a sink.
	if secretAt >= 0 {
		d.Object, d.ObjectKind, d.ObjectAt, d.At = secret, CHarvest, secretAt, secretAt
		switch {
		case own != "" && !PathParamName(own) && !CarriesNoText(v, own):
			d.Sink, d.SinkOwn = "`"+own+"`", own
		case paramAt >= 0 && !PathParamName(param) && !CarriesNoText(v, param):
			d.Sink, d.SinkOwn = "`"+param+"`", param
		case addrAt >= 0:
			d.Sink, d.SinkExt = "an outside address", true
		}
		if d.Sink != "" && v.On(FForeignCredential) && ForeignCredential(v, &d) && !(d.SinkExt && ownService(a, raw, secretAt, addrAt)) {
			d.Obtain, d.Mood = true, true
			return d, true
		}
		d = SentenceDemand{Field: fi, At: s.From, ObjectAt: -1, DataAt: -1, VerbAt: -1}
	}
	// A command line that fetches or elevates.
	start, end := int(a.Tokens[s.From].Start), int(a.Tokens[s.To-1].End)
	for _, h := range shellHits {
		if h.Span.Start >= start && h.Span.Start < end && v.On(FFormsCommandLine) && !(OneCommandFetch[h.Kind] && !NamesSource(raw, h.Span)) {
			// (A download run through a shell that names nothing to
			// fetch, `curl ... | sh`, names the pattern: namesSource.)
			d.Execute, d.Program, d.Mood = true, true, true
		}
	}
	at := s.From
	if !d.Execute && v.On(FFormsCommandLine) {
		for _, c := range BacktickSpans(raw[start:end]) {
			if cl := raw[start+c.Start : start+c.End]; riskyCommandLine(cl) && !elidedCommand(cl) {
				d.Execute, d.Program, d.Mood = true, true, true
				// The finding points at the command line.
				for at < s.To-1 && int(a.Tokens[at].Start) < start+c.Start {
					at++
				}
				break
			}
		}
	}
	if d.Execute {
		d.VerbAt, d.At = at, at
		d.Frames.Add(FFormsCommandLine)
		return d, true
	}
	if addrAt < 0 || !v.On(FFormsAddressTool) {
		return d, false
	}
	// An address and another tool: data sent out with that tool.
	ref, _ := toolIdentRef(v, reg, a, s, params)
	if ref == "" {
		return d, false
	}
	d.Transfer, d.Mood = true, true
	d.Sink, d.SinkExt, d.ToolRef = "an outside address", true, ref
	d.Data, d.DataAt, d.At = "data", addrAt, addrAt
	d.Frames.Add(FFormsAddressTool)
	return d, true
}

// sentForms are what sentence s names in the forms every language writes
// alike: a secret by its path or variable (secretAt, -1: none), an
// outside address (addrAt) and another of the tool's parameters than own
// (paramAt), each the first of its kind, by token. Both readings of a
// sentence that is not English sink into them (structuralDemand,
// langDemand).
type sentForms struct {
	secretAt, addrAt, paramAt int
	secret, param             string
}

// formsOf finds the forms of sentence s of a (raw: the field's text).
func formsOf(a *Analysis, raw string, s Sent, params map[string]string, own string) sentForms {
	fm := sentForms{secretAt: -1, addrAt: -1, paramAt: -1}
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		if fm.secretAt < 0 {
			if what, ok := SensitiveResource(a, t); ok && what != "" {
				fm.secretAt, fm.secret = i, "the "+what
				continue
			}
		}
		switch t.Kind {
		case TokURL, TokEmail:
			if fm.addrAt < 0 && OutsideAddress(raw[t.Start:t.End]) {
				fm.addrAt = i
			}
			continue
		case TokIdent, TokWord:
		default:
			continue
		}
		w := t.Text(a)
		named := latinRuns(w, func(run string) bool {
			name, ok := params[run]
			if ok && name != own && fm.paramAt < 0 {
				fm.paramAt, fm.param = i, name
			}
			return ok
		})
		if named {
			continue
		}
		// A secret named by its variable or its key: an identifier, not
		// one of the tool's parameters, named for a secret
		// (STRIPE_SECRET_KEY, aws_secret_access_key).
		if fm.secretAt < 0 && t.Kind == TokIdent && strings.Contains(w, "_") && SecretParamName(raw[t.Start:t.End]) {
			fm.secretAt, fm.secret = i, "the secret in "+raw[t.Start:t.End]
		}
	}
	return fm
}

// toolIdentRef is another tool named in sentence s by its identifier
// alone, the form no language translates (snake_case or dotted: send_email,
// slack.post_message), and its token: not a constant (UPPER_CASE), not one
// of this tool's parameters, not this tool's own name, and not a tool the
// registry knows on this tool's server or project (the author's own
// usage guidance).
func toolIdentRef(v *ToolView, reg *Registry, a *Analysis, s Sent, params map[string]string) (string, int) {
	for i := s.From; i < s.To; i++ {
		t := &a.Tokens[i]
		if t.Kind != TokIdent || t.Upper {
			continue
		}
		if PairKey(a, i) {
			continue
		}
		ref := ""
		latinRuns(t.Text(a), func(w string) bool {
			if !strings.ContainsAny(w, "_.") || !IsToolShaped(w) || v.OwnName(w) {
				return false
			}
			if _, ok := params[w]; ok {
				return false
			}
			if reg != nil && (reg.ServerHas(v.Tool.Server, w) || projectHas(reg, v.Tool, w)) {
				return false
			}
			ref = w
			return true
		})
		if ref != "" {
			return ref, i
		}
	}
	return "", -1
}

// latinRuns calls f with w, then, when w also holds letters of another
// script, with each run of ASCII letters, digits, '_', '.' and '-' in it,
// until f returns true: Chinese, Japanese and Korean write an identifier
// with no space before or after it (在notes参数中, send_email을), and the
// token holds both.
func latinRuns(w string, f func(string) bool) bool {
	ascii := true
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if f(w) {
		return true
	}
	if ascii {
		return false
	}
	start := -1
	for i := 0; i <= len(w); i++ {
		in := i < len(w) && w[i] < utf8.RuneSelf && (w[i] == '_' || w[i] == '.' || w[i] == '-' || unicode.IsLetter(rune(w[i])) || unicode.IsDigit(rune(w[i])))
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			if run := strings.Trim(w[start:i], ".-"); run != "" && f(run) {
				return true
			}
			start = -1
		}
	}
	return false
}

// commandLine: s is written as a command line: a program (a name or a
// path, optionally after sudo) and at least one argument, with no prose
// punctuation in the program's name.
func commandLine(s string) ([]string, bool) {
	fields := strings.Fields(s)
	if len(fields) < 2 {
		return nil, false
	}
	prog := fields[0]
	letters := 0
	for _, r := range prog {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if unicode.IsLetter(r) {
				letters++
			}
		case strings.ContainsRune("._-/~\\+", r):
		default:
			return nil, false
		}
	}
	return fields, letters > 0
}

// riskyCommandLine: a command line (commandLine) whose syntax fetches or
// elevates: an address among its arguments, a privilege (sudo, su,
// doas, --privileged), commands chained, piped or sent to the background,
// output redirected, or inline code given to the program (-c, -e,
// -Command, -EncodedCommand).
func riskyCommandLine(s string) bool {
	fields, ok := commandLine(s)
	if !ok {
		return false
	}
	for i, f := range fields {
		switch {
		case strings.Contains(f, "://"):
			return true
		case wsPrivilegeCommand.Has(f):
			return true
		case f == "&&" || f == "||" || f == "|" || f == "&" || (f == ";" || strings.HasSuffix(f, ";")) && i < len(fields)-1:
			// A semicolon chains only when a command follows it: "SELECT
			// version();" ends a statement.
			return true
		case i > 0 && strings.HasPrefix(f, ">") && !comparison(fields, i):
			return true
		case i > 0 && strings.HasPrefix(f, "|"):
			return true
		case i > 0 && (f == "-c" || f == "-e" || strings.EqualFold(f, "-command") || strings.EqualFold(f, "-encodedcommand") || strings.EqualFold(f, "-enc")):
			return true
		}
	}
	return false
}

// comparison: the ">" of field i compares, as a query or a filter does
// ("file.mtime > date(today)", "stars > 100", "size >= 10"), rather than
// redirecting into a file: ">=", or a number or a call (a word with an
// unquoted parenthesis, which a shell would refuse; not a command's
// substitution, $(...)) after it.
func comparison(fields []string, i int) bool {
	f := fields[i]
	if strings.HasPrefix(f, ">=") {
		return true
	}
	target := strings.TrimLeft(f, ">")
	if target == "" && i+1 < len(fields) {
		target = fields[i+1]
	}
	if target == "" {
		return false
	}
	if strings.Contains(target, "(") && !strings.Contains(target, "$(") {
		return true
	}
	for _, r := range target {
		if (r < '0' || r > '9') && r != '.' {
			return false
		}
	}
	return true
}

// elidedCommand: the command line s has an argument left out (an
// ellipsis in its place: `curl ... | sh`, `curl http://... | bash`; not
// a payload cut short, SQBF...) and names nothing it would
// fetch (namesSource): the pattern named, as a linter or a lesson names
// it, not a command the model could run.
func elidedCommand(s string) bool {
	elided := false
	for _, f := range strings.Fields(s) {
		_, host, url := strings.Cut(f, "://")
		if f == "..." || f == "…" || url && strings.Trim(host, ".…/") == "" {
			elided = true
		}
	}
	return elided && !NamesSource(s, Span{0, len(s)})
}

// fetchingCommandLine: s is a command line one of whose arguments is an
// address it fetches from, or that elevates (sudo, doas, su,
// --privileged): riskyCommandLine's forms that prose does not share.
func fetchingCommandLine(s string) bool {
	fields, ok := commandLine(s)
	if !ok || len(fields) < 2 {
		return false
	}
	for _, f := range fields {
		if strings.Contains(f, "://") || wsPrivilegeCommand.Has(f) {
			return true
		}
	}
	return false
}

// outsideAddress: an e-mail address or URL whose host someone outside
// the user's machine and network owns (not reservedHost: a sample
// address at example.com sends nothing anywhere).
func OutsideAddress(addr string) bool {
	if rest, ok := withoutScheme(addr); ok {
		host := authorityHost(rest)
		return host != "" && !reservedHost(host)
	}
	if j := strings.LastIndexByte(addr, '@'); j >= 0 {
		return !reservedHost(addr[j+1:])
	}
	return !reservedHost(addr)
}
