package detect

// bulk29: what is sent and where, by class (docs/dev/bulk29-misses.md,
// issue #55). The flow of shellflow.go sent a credential when a command
// named its file (~/.aws/credentials, .env) or dumped the environment;
// an attack that sends the workspace whole or a secret-bearing output
// named neither, and a remote the text adds and pushes to was no sink.
//
//   - B1, the workspace whole: an archive (shell-code-dump) or a copy
//     (shell-copy-sender) whose source operand is the project's root
//     (bulk29-workspace-root: ".", $PWD, $CLAUDE_PROJECT_DIR, ...)
//     carries every file in it, the .env and the history among them,
//     unless an exclusion leaves out a credential, the history or what
//     version control ignores (bulk29-exclude-flag, bulk29-ignore-flag).
//     Sent to an address written in the command, it is a credential sent.
//     A build folder (dist/, public/) sent to a server is a deploy, and
//     the root as a copy's destination (scp host:f .) is a download.
//   - B2, a secret-bearing output: a command that prints secrets in bulk
//     (bulk29-secret-output: terraform state pull, kubectl get secrets,
//     a secret manager's stored value) gives a secret, like env does.
//   - S3, a remote the text adds: "git remote add NAME URL" under a name
//     the project does not own (bulk29-own-remote: origin, upstream),
//     then "git push NAME" with every ref (--all, --mirror), or any push
//     to it or to a URL after files the ignore rules leave out were
//     force-added (git add -f .env): the repository, secrets included,
//     sent to an address the text wrote. A push to origin, a CI push of
//     one branch, a remote added and pushed one branch are not read.

import (
	"cmp"
	"slices"
	"sort"
	"strings"
)

// flowWhole29 is the workspace whole: every file of the project's root.
const flowWhole29 shFlow = 1 << 6

var (
	wsBulk29Root         = newWordSet("bulk29-workspace-root", false)
	wsBulk29Exclude      = newWordSet("bulk29-exclude-flag", false)
	wsBulk29Ignore       = newWordSet("bulk29-ignore-flag", false)
	wsBulk29VCS          = newWordSet("bulk29-vcs-place", false)
	wsBulk29Dir          = newWordSet("bulk29-dir-flag", false)
	wsBulk29RemoteAdd    = newWordSet("bulk29-remote-add", false)
	wsBulk29Push         = newWordSet("bulk29-push", false)
	wsBulk29Stage        = newWordSet("bulk29-stage", false)
	wsBulk29EveryRef     = newWordSet("bulk29-every-ref", false)
	wsBulk29Force        = newWordSet("bulk29-force-flag", false)
	wsBulk29OwnRemote    = newWordSet("bulk29-own-remote", false)
	wsBulk29SecretOutput = newWordSet("bulk29-secret-output", false)
)

// bulk29State is what the flow knows of git: the remotes the script
// added under a name the project does not own (at the start of the
// command that added each), and whether ignored credentials were staged.
type bulk29State struct {
	remotes map[string]int
	forced  bool
}

// bulk29Root: word w is the project's root folder as a whole.
func bulk29Root(w *shWord) bool {
	l := w.lit
	for strings.HasSuffix(l, "/.") {
		l = l[:len(l)-2]
	}
	if len(l) > 1 {
		l = strings.TrimRight(l, "/")
		if l == "." || l == "" {
			l = "."
		}
	}
	if wsBulk29Root.has(l) {
		return true
	}
	if len(w.subs) == 1 && (l == "$()" || l == "``") && len(w.subs[0].pipes) == 1 && len(w.subs[0].pipes[0]) == 1 {
		// $(pwd): the command substituted, written as the set writes it.
		if c := w.subs[0].pipes[0][0]; len(c.words) == 1 {
			return wsBulk29Root.has(l[:len(l)-1] + c.words[0].lit + l[len(l)-1:])
		}
	}
	if v, ok := strings.CutPrefix(l, "$"); ok {
		v = strings.TrimSuffix(strings.TrimPrefix(v, "{"), "}")
		return shName(v) && wsBulk29Root.has(v)
	}
	return false
}

// bulk29Excluded: the command's options leave out a credential, the
// history or what version control ignores.
func bulk29Excluded(args []shWord) bool {
	for i := range args {
		l := args[i].lit
		if wsBulk29Ignore.has(l) {
			return true
		}
		flag, val, eq := strings.Cut(l, "=")
		if !wsBulk29Exclude.has(flag) {
			continue
		}
		if !eq {
			if i+1 >= len(args) {
				continue
			}
			val = args[i+1].lit
		}
		for _, v := range strings.FieldsFunc(val, func(r rune) bool { return r == ' ' || r == ',' }) {
			v = strings.TrimLeft(strings.Trim(v, "'\""), ":-+ ")
			if sensitivePath(v) || sensitivePath(strings.TrimLeft(v, "*")) || wsBulk29VCS.has(v) || wsBulk29VCS.has(strings.TrimPrefix(v, "./")) {
				return true
			}
		}
	}
	return false
}

// bulk29ExcludeValue: args[i] is the value of an exclusion (rsync
// --exclude '.env*'): a file left out, not one sent.
func bulk29ExcludeValue(args []shWord, i int) bool {
	return i > 0 && wsBulk29Exclude.has(args[i-1].lit)
}

// bulk29Whole is flowWhole29 when a source operand of an archiver or a
// copy (every operand but a copy's last, its destination) is the root
// and nothing is excluded. An archiver that changes folder first
// (bulk29-dir-flag: tar -C DIR .) packs that folder, not the root, unless
// the folder is the root itself.
func bulk29Whole(args []shWord, copy bool) shFlow {
	last := -1
	for i := range args {
		if copy && !strings.HasPrefix(args[i].lit, "-") {
			last = i
		}
		if !copy && wsBulk29Dir.has(args[i].lit) && i+1 < len(args) && !bulk29Root(&args[i+1]) {
			return 0
		}
	}
	for i := range args {
		if i == last || !bulk29Root(&args[i]) || i > 0 && !copy && wsBulk29Dir.has(args[i-1].lit) {
			continue
		}
		if bulk29Excluded(args) {
			return 0
		}
		return flowWhole29
	}
	return 0
}

// bulk29Packed is what an archiver's output holds of the workspace.
func bulk29Packed(prog string, args []shWord) shFlow {
	if !wsShellCodeDump.has(prog) {
		return 0
	}
	return bulk29Whole(args, false)
}

// bulk29Sent: what a network client sends (sent, its copies' operands
// among them) with the workspace whole read as the credentials in it.
func bulk29Sent(prog string, args []shWord, sent shFlow) shFlow {
	if wsShellCopySender.has(prog) {
		sent |= bulk29Whole(args, true)
	}
	if sent&flowWhole29 != 0 {
		sent |= flowSecret
	}
	return sent
}

// bulk29Output: a command that prints secrets in bulk gives a secret.
func bulk29Output(prog string, args []shWord, out shFlow) shFlow {
	if bulk29Sub(wsBulk29SecretOutput, prog, args, 4) {
		return out | flowSecret
	}
	return out
}

// bulk29Sub: prog and its first operands (up to n) joined by / are a
// word of ws.
func bulk29Sub(ws *namedWords, prog string, args []shWord, n int) bool {
	ops := nonFlags(args)
	k := prog
	for i := 0; i <= n && i <= len(ops); i++ {
		if ws.has(k) {
			return true
		}
		if i < len(ops) {
			k += "/" + ops[i].lit
		}
	}
	return false
}

func bulk29Flag(ws *namedWords, args []shWord) bool {
	for i := range args {
		if ws.has(args[i].lit) {
			return true
		}
	}
	return false
}

// git reads git's remotes, stagings and pushes (S3).
func (st *shState) bulk29Git(c *shCommand, prog string, args []shWord) {
	ops := nonFlags(args)
	switch {
	case len(ops) >= 4 && bulk29Sub(wsBulk29RemoteAdd, prog, args, 2):
		if name := ops[2].lit; !wsBulk29OwnRemote.has(name) && shAddress(ops[3].lit) {
			if st.b29.remotes == nil {
				st.b29.remotes = map[string]int{}
			}
			st.b29.remotes[name] = c.start
		}
	case len(ops) >= 2 && bulk29Sub(wsBulk29Stage, prog, args, 1) && bulk29Flag(wsBulk29Force, args):
		for _, a := range ops[1:] {
			if sensitivePath(a.lit) {
				st.b29.forced = true
			}
		}
	case len(ops) >= 2 && bulk29Sub(wsBulk29Push, prog, args, 1):
		t := ops[1].lit
		start, added := st.b29.remotes[t]
		url := !wsBulk29OwnRemote.has(t) && shAddress(t) && strings.ContainsAny(t, ":@")
		if !added && !url {
			return
		}
		if !st.b29.forced && !bulk29Flag(wsBulk29EveryRef, args) {
			return
		}
		if !added {
			start = c.start
		}
		// The span from the remote's adding to the push: the address
		// the push sends to is written there.
		st.hits = append(st.hits, ShellHit{ID: "shell.flow-credential-exfiltration", Kind: "credential-exfiltration", Span: Span{min(start, c.start), c.end}})
	}
}

// bulk29Piece is a command the prose gives: its text and where it is.
type bulk29Piece struct {
	at   int // in the prose
	text string
}

// bulk29Joined: the commands a prose field gives, read as one script in
// their order (the code spans not forbidden, and the lines of an
// indented block a line ending in a colon introduces), for what one
// command writes and a later one sends ("pull it with `terraform state
// pull > s.json`, upload it with `curl -T s.json URL`"), or a remote one
// adds and a later one pushes to; proseFlow reads each span alone. Only
// a credential sent is read (proseFlowHits' secretFlow), and only where proseFlow's
// own hits (have) do not stand already; the span is the command's.
func bulk29Joined(text string, have []ShellHit) []ShellHit {
	pieces := bulk29Pieces(text)
	if len(pieces) < 2 {
		return nil
	}
	var b strings.Builder
	starts := make([]int, len(pieces))
	for i, p := range pieces {
		starts[i] = b.Len()
		b.WriteString(p.text)
		b.WriteByte('\n')
	}
	joined := b.String()
	// Each hit's pieces and its overlap with proseFlow's own hits are
	// found by binary searches (have is in the text's order; its ends'
	// running maximum tells whether one before a point reaches past
	// another): a look through every piece and every hit for each hit
	// cost time quadratic in the prose's code spans (4 MB of them: 13 s).
	haveBy := slices.Clone(have)
	slices.SortStableFunc(haveBy, func(x, y ShellHit) int { return cmp.Compare(x.Span.Start, y.Span.Start) })
	reach := make([]int, len(haveBy))
	for i, o := range haveBy {
		reach[i] = o.Span.End
		if i > 0 {
			reach[i] = max(reach[i], reach[i-1])
		}
	}
	var out []ShellHit
	kept := bulk29Count(make([]int, len(pieces)+1))
	for _, h := range proseFlowHits(joined, ShellFlow(joined, false)) {
		if h.Kind != "credential-exfiltration" {
			continue // a download run across commands is remote execution's reading, not read here
		}
		// The piece the hit's command ends in (the send), and the one it
		// starts in (a line continued, a remote added).
		k := max(0, sort.SearchInts(starts, h.Span.End)-1)
		k0 := max(0, sort.Search(len(starts), func(i int) bool { return starts[i] > h.Span.Start })-1)
		sp := Span{pieces[k].at, pieces[k].at + len(pieces[k].text)}
		all := Span{pieces[k0].at, sp.End}
		n := sort.Search(len(haveBy), func(i int) bool { return haveBy[i].Span.Start >= all.End })
		// A hit kept is one piece, k's: it overlaps all when its piece is
		// one of k0..k (the pieces are apart and in order).
		dup := n > 0 && reach[n-1] > all.Start || kept.sum(k)-kept.sum(k0-1) > 0
		if !dup {
			h.Span = sp
			out = append(out, h)
			kept.add(k)
		}
	}
	return out
}

// bulk29Count counts the pieces a hit kept ends in: a Fenwick tree, so a
// hit's overlap with those kept is asked in time logarithmic in them.
type bulk29Count []int

func (c bulk29Count) add(k int) {
	for i := k + 1; i < len(c); i += i & -i {
		c[i]++
	}
}

// sum is the count of pieces 0..k kept.
func (c bulk29Count) sum(k int) int {
	n := 0
	for i := k + 1; i > 0; i -= i & -i {
		n += c[i]
	}
	return n
}

// bulk29Pieces are the commands of prose text in order: its code spans
// (not those a negator before them forbids, as proseFlow reads them) and
// the lines of an indented paragraph whose preceding line ends in a
// colon; fenced blocks are left to their own reading.
func bulk29Pieces(text string) []bulk29Piece {
	var out []bulk29Piece
	fence := false
	introduced := false // the last line not blank ended in a colon
	inBlock := false
	for off := 0; off < len(text); {
		end := strings.IndexByte(text[off:], '\n')
		if end < 0 {
			end = len(text) - off
		}
		line := text[off : off+end]
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~"):
			fence = !fence
			introduced, inBlock = false, false
		case fence:
		case t == "":
			// a blank line keeps an introduction and a block open
		case (introduced || inBlock) && (strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "\t")) && strings.IndexByte(t, '`') < 0:
			inBlock = true
			out = append(out, bulk29Piece{off + len(line) - len(strings.TrimLeft(line, " \t")), t})
			introduced = false
			off += end + 1
			continue
		default:
			inBlock = false
			proseCodeSpans(line, func(n, e int) {
				out = append(out, bulk29Piece{off + n, line[n:e]})
			})
		}
		if t != "" && !fence {
			introduced = strings.HasSuffix(t, ":") || strings.HasSuffix(t, "：")
		}
		off += end + 1
	}
	return out
}
