// Command wordnet generates detect/internal/reading/rules/demand.rules, the vocabularies of
// the demand check, from the WordNet 3.0 database (Princeton University,
// WordNet 3.0 licence; see detect/internal/reading/rules/NOTICE.md), as Debian's
// wordnet-base package installs it in /usr/share/wordnet.
//
// Each class is a list of seed senses, chosen by meaning: a word, its part
// of speech and its WordNet sense number (the order of index.POS). A class
// holds every one-word lemma of each seed's synset and of the synsets below
// it (hyponyms, and for verbs troponyms) down to the seed's depth. The
// seeds say what a concept is; WordNet says which words express it.
//
//	go run ./internal/gen/wordnet -dict /usr/share/wordnet -o detect/internal/reading/rules/demand.rules
//
// go generate ./detect/internal/reading runs it; a test compares the committed file with a
// fresh run where the database is installed.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// seed is a sense of a word and how far below it the class reaches.
type seed struct {
	lemma string
	pos   byte // 'n', 'v' or 'r' (adverb)
	sense int  // 1-based, in index.POS order
	depth int
}

// class is one words record of the output. A class that splits by
// sense puts a word whose sense here is not its commonest in a second
// record, NAME-qualified: "key" holds a secret only in its twelfth sense,
// so it needs a qualifier ("API key") where "password" does not.
type class struct {
	name, doc string
	seeds     []seed
	split     bool
}

func v(lemma string, sense, depth int) seed { return seed{lemma, 'v', sense, depth} }
func n(lemma string, sense, depth int) seed { return seed{lemma, 'n', sense, depth} }
func r(lemma string, sense int) seed        { return seed{lemma, 'r', sense, 0} }
func a(lemma string, sense int) seed        { return seed{lemma, 'a', sense, 0} }

// classes are the demand vocabularies. The senses were read off WordNet's
// glosses (run with -explain to print them).
var classes = []class{
	{"demand-obtain", "getting hold of something: read, obtain, collect, extract, copy", []seed{
		v("obtain", 1, 0), v("get", 1, 0), v("retrieve", 2, 0), v("collect", 1, 0), v("gather", 1, 0),
		v("extract", 1, 0), v("read", 1, 0), v("copy", 1, 0), v("fetch", 1, 0), v("access", 1, 0),
		v("grab", 1, 0), v("harvest", 1, 0), v("load", 3, 0),
	}, false},
	{"demand-transfer", "moving data somewhere: send, transmit, forward, upload, include, put in", []seed{
		v("send", 2, 0), v("transfer", 2, 0), v("transfer", 7, 0), v("forward", 1, 0), v("post", 11, 0),
		v("e-mail", 1, 0), v("upload", 1, 0), v("share", 5, 0), v("pass", 5, 0), v("deliver", 2, 0),
		v("submit", 1, 0), v("relay", 1, 0), v("export", 1, 0), v("include", 1, 0), v("insert", 1, 0),
		v("append", 1, 0), v("attach", 1, 0), v("embed", 1, 0), v("put", 1, 0), v("fill", 1, 0),
		v("supply", 1, 0), v("leak", 1, 0), v("add", 1, 0), v("carry", 1, 0), v("sync", 1, 0),
		v("contain", 2, 0), v("hold", 11, 0), v("prefix", 1, 0), v("paste", 1, 0),
	}, false},
	{"demand-send", "sending data away to someone or somewhere: send, forward, e-mail, upload, share, relay, publish", []seed{
		v("send", 2, 0), v("send", 3, 0), v("forward", 1, 0), v("e-mail", 1, 0), v("upload", 1, 0), v("share", 5, 0),
		v("deliver", 2, 0), v("relay", 1, 0), v("export", 2, 0), v("leak", 1, 0), v("transfer", 7, 0),
		v("post", 2, 0),
	}, false},
	{"demand-destination", "where sent data arrives: a destination, an address, a recipient, a mailbox", []seed{
		n("destination", 1, 0), n("destination", 3, 0), n("recipient", 1, 0), n("addressee", 1, 0), n("mailbox", 1, 0),
	}, false},
	{"demand-execute", "running a program: run, execute, install, download", []seed{
		v("run", 15, 0), v("run", 19, 0), v("execute", 3, 0), v("install", 1, 0), v("download", 1, 0),
	}, false},
	{"demand-conceal", "keeping something from someone: hide, conceal, withhold, suppress, omit", []seed{
		v("hide", 1, 0), v("conceal", 1, 0), v("withhold", 1, 0), v("suppress", 1, 0), v("omit", 1, 0),
		v("mask", 1, 0), v("censor", 1, 0),
	}, false},
	{"demand-communicate", "letting someone know: tell, inform, mention, notify, reveal, show, ask", []seed{
		v("tell", 1, 0), v("tell", 2, 0), v("inform", 1, 0), v("mention", 1, 0), v("notify", 1, 0),
		v("reveal", 1, 0), v("reveal", 2, 0), v("show", 1, 0), v("alert", 1, 0), v("warn", 1, 0),
		v("acknowledge", 1, 0), v("display", 1, 0), v("ask", 1, 0), v("ask", 2, 0), v("explain", 1, 0),
		v("report", 1, 0), v("report", 2, 0), v("say", 1, 0), v("present", 2, 0), v("summarize", 1, 0),
		v("disclose", 1, 0), v("describe", 1, 0),
	}, false},
	{"demand-persist", "keeping something for later: remember, memorize, store, save, retain", []seed{
		v("remember", 1, 0), v("memorize", 1, 0), v("store", 1, 0), v("store", 2, 0), v("save", 2, 0),
		v("save", 11, 0), v("retain", 1, 0), v("persist", 1, 0), v("record", 1, 0),
	}, false},
	{"demand-approve", "agreeing on someone's behalf: approve, confirm, consent, authorize, accept", []seed{
		v("approve", 1, 0), v("confirm", 1, 0), v("consent", 1, 0), v("authorize", 1, 0), v("accept", 1, 0),
		v("agree", 1, 0), v("permit", 1, 0), v("ratify", 1, 0), v("grant", 1, 0),
	}, false},
	{"demand-replace", "putting one thing in another's place: replace, supersede, substitute, redirect", []seed{
		v("replace", 1, 0), v("supersede", 1, 0), v("substitute", 1, 0), v("redirect", 1, 0),
		v("override", 1, 0), v("intercept", 1, 0), v("divert", 1, 0),
	}, false},
	{"demand-secret", "what grants access and must stay private: credentials, passwords, secrets, keys", []seed{
		n("credential", 1, 0), n("password", 1, 1), n("secret", 1, 0), n("key", 12, 0), n("cookie", 3, 0),
		n("passkey", 1, 0), n("pin", 4, 0),
	}, true},
	{"demand-context", "what the conversation holds: conversation, dialogue, transcript, history, prompt", []seed{
		n("conversation", 1, 0), n("dialogue", 1, 0), n("chat", 1, 0), n("transcript", 1, 0),
		n("history", 1, 0), n("prompt", 1, 0), n("context", 1, 0), n("instruction", 1, 0),
	}, false},
	{"demand-personal", "facts about a person: address, telephone number, birthday, identity, whereabouts", []seed{
		n("address", 2, 0), n("telephone_number", 1, 0), n("birthday", 1, 0), n("identity", 1, 0),
		n("whereabouts", 1, 0), n("contact", 5, 0), n("passport", 1, 0), n("salary", 1, 0), n("diagnosis", 1, 0),
		n("social_security_number", 1, 0), n("license_number", 1, 0), n("maiden_name", 1, 0),
		n("credit_card", 1, 0), n("debit_card", 1, 0), n("bank_account", 1, 0),
	}, false},
	{"demand-data", "what a user's machine or account holds: data, information, files, documents, messages, results", []seed{
		n("data", 1, 0), n("information", 1, 0), n("content", 1, 0), n("content", 2, 0), n("document", 1, 0),
		n("file", 1, 0), n("message", 1, 0), n("result", 3, 0), n("output", 1, 0), n("record", 1, 0),
		n("copy", 1, 0), n("email", 1, 0), n("note", 1, 0), n("attachment", 2, 0), n("detail", 1, 0),
	}, false},
	{"demand-program", "what a computer runs: a command, program, script, software, code, binary", []seed{
		n("command", 7, 0), n("program", 7, 0), n("software", 1, 0), n("code", 3, 0), n("binary", 2, 0),
		n("package", 3, 0),
	}, false},
	{"demand-authority", "a rule or an office that commands: regulation, mandate, policy, compliance, audit, law", []seed{
		n("regulation", 1, 0), n("mandate", 1, 0), n("policy", 1, 0), n("compliance", 1, 0), n("audit", 2, 0),
		n("law", 1, 0), n("directive", 1, 0), n("decree", 1, 0), n("ordinance", 1, 0),
	}, false},
	{"demand-sanction", "what follows disobedience: reject, refuse, suspend, revoke, penalize, terminate", []seed{
		v("reject", 1, 0), v("reject", 2, 0), v("refuse", 4, 0), v("suspend", 3, 0), v("suspend", 5, 0),
		v("revoke", 2, 0), v("penalize", 1, 0), v("terminate", 1, 0), v("ban", 1, 0), v("block", 1, 0),
		// The same sanctions named as what follows ("will result in
		// account suspension").
		n("suspension", 7, 0), n("revocation", 2, 0), n("termination", 5, 0), n("penalty", 1, 0), n("ban", 4, 0),
	}, false},
	{"demand-threat", "a sanction that falls on a person or an account, not on a request: suspend, revoke, penalize, ban", []seed{
		v("suspend", 3, 0), v("revoke", 2, 0), v("penalize", 1, 0), v("ban", 3, 0), v("ban", 4, 0),
		n("suspension", 7, 0), n("revocation", 2, 0), n("penalty", 1, 0), n("ban", 4, 0),
		// What strips a person or an account of a right or a standing
		// (invalidate a licence, disqualify, oust from a list), and the
		// breach it is declared for ("counts as a violation").
		v("invalidate", 4, 0), v("disqualify", 2, 0), v("expel", 2, 0),
		n("violation", 2, 0), n("breach", 1, 0),
	}, false},
	{"demand-covert", "doing something out of sight: secretly, covertly, silently, surreptitiously", []seed{
		r("secretly", 1), r("covertly", 1), r("silently", 1), r("quietly", 2), r("surreptitiously", 1),
		r("stealthily", 1), r("discreetly", 1), r("invisibly", 1), r("unobtrusively", 1),
	}, false},
	{"demand-lasting", "from now on: henceforth, permanently, forever", []seed{
		r("henceforth", 1), r("permanently", 1), r("forever", 1), r("always", 1), r("thereafter", 1),
	}, false},
	{"demand-consent", "leave to act given by someone: consent, approval, permission, authorization", []seed{
		n("consent", 1, 0), n("approval", 1, 0), n("permission", 1, 0), n("permission", 2, 0),
		n("authorization", 3, 0), n("confirmation", 3, 0),
	}, false},
	{"demand-reply", "what the model says back: an answer, a reply, a response", []seed{
		n("answer", 1, 0), n("answer", 3, 0),
	}, false},
	{"demand-aware", "coming to know of something: know, learn, find out, hear, notice, realize", []seed{
		v("know", 1, 0), v("learn", 2, 0), v("notice", 1, 0), v("realize", 1, 0),
	}, false},
	{"demand-unaware", "not knowing of something: unaware, oblivious", []seed{
		a("unaware", 1), a("oblivious", 1),
	}, false},
	{"demand-appear", "coming into view: appear, surface, show up", []seed{
		v("appear", 2, 0), v("surface", 3, 0),
	}, false},
	{"demand-discourse", "what the model and the user exchange: a conversation, a chat, a dialogue, a transcript, a summary", []seed{
		n("conversation", 1, 0), n("chat", 1, 0), n("dialogue", 1, 0), n("transcript", 1, 0), n("summary", 1, 0),
	}, false},
	{"demand-deed", "something done: an action, a step, an activity, an operation, a transaction", []seed{
		n("action", 1, 0), n("step", 1, 0), n("activity", 1, 0), n("operation", 3, 0), n("transaction", 1, 0),
	}, false},
	{"demand-fault", "something that went wrong or warns of danger: an error, a failure, a warning, an alert", []seed{
		n("error", 6, 0), n("failure", 2, 0), n("warning", 1, 0), n("alert", 3, 0),
	}, false},
	{"demand-answer", "giving the reply a question or a choice asks for: answer, reply, respond, choose, select", []seed{
		v("answer", 1, 0), v("answer", 3, 0), v("choose", 1, 0),
	}, false},
	{"demand-prompt", "what a program shows to wait for input: a prompt", []seed{
		n("prompt", 2, 0),
	}, false},
	{"demand-provision", "a part of a rule or an agreement that can be cited: an article, a clause, a rule, a term, a provision", []seed{
		n("article", 3, 0), n("rule", 3, 0), n("term", 3, 0), n("provision", 1, 0),
	}, false},
	{"demand-improve", "getting or making something better: improve, enhance, better; better, best", []seed{
		v("improve", 1, 0), v("improve", 2, 0), v("enhance", 1, 0), v("optimize", 1, 0), a("better", 1), a("best", 1),
	}, false},
	// The classes of what a statement asks (demand_statement.go).
	{"demand-unavailable", "out of service: disabled, discontinued, obsolete, unavailable, deprecated", []seed{
		v("disable", 1, 0), v("discontinue", 2, 0), v("deprecate", 1, 0), v("retire", 4, 0), a("obsolete", 1), a("unavailable", 1),
	}, false},
	{"demand-certify", "vouching that something meets a standard: certify, verify, vet, audit", []seed{
		v("certify", 4, 0), v("certify", 3, 0), v("verify", 1, 0), v("vet", 2, 0), v("audit", 1, 0),
	}, false},
	{"demand-relocate", "moving to a new place: move, relocate", []seed{
		v("move", 4, 0), v("relocate", 1, 0), v("relocate", 2, 0),
	}, false},
	{"demand-automatic", "by a mechanism, without anyone acting: automatically", []seed{
		r("automatically", 2),
	}, false},
	{"demand-reroute", "sending along another way or making a copy of: route, redirect, forward, copy, duplicate", []seed{
		v("route", 1, 0), v("route", 2, 0), v("route", 3, 0), v("redirect", 1, 0), v("forward", 1, 0),
		v("copy", 3, 0), v("duplicate", 3, 0), v("mirror", 1, 0),
	}, false},
	{"demand-outsider", "a party other than the user and the tool's own service: a partner, a vendor, an affiliate, an outsider; external", []seed{
		n("partner", 2, 0), n("partner", 3, 0), n("vendor", 1, 0), n("affiliate", 1, 0), n("affiliate", 2, 0),
		n("outsider", 1, 0), a("external", 1), a("external", 2),
	}, false},
	{"demand-record", "keeping a record of what happens: record, log, audit, track, telemetry", []seed{
		v("record", 1, 0), v("log", 1, 0), n("log", 3, 0), v("audit", 1, 0), n("audit", 2, 0), n("telemetry", 1, 0),
		v("track", 2, 0), v("monitor", 1, 0),
	}, false},
}

// verbClass is the record of every one-word verb lemma: whether a word
// can be a verb at all, which an imperative needs (its base form opens
// the clause). It is looked up by a token's text, not its stem.
const verbClass = "verb"

// adverbClass is the record of every one-word adverb lemma that is no
// noun lemma ("verbatim", "quietly"): a word after a noun that cannot be
// a noun itself, so the noun before it is not qualifying it ("the system
// prompt verbatim" names the prompt, "the conversation ID" the ID).
const adverbClass = "adverb"

// synset is one line of data.POS.
type synset struct {
	words []string
	hypo  []int64 // offsets of hyponyms (~) of the same part of speech
	gloss string
}

type db struct {
	index     map[byte]map[string][]int64 // pos → lemma → synset offsets in sense order
	data      map[byte]map[int64]*synset
	irregular map[string][]string // verb lemma → its irregular forms (verb.exc)
}

func main() {
	dict := flag.String("dict", "/usr/share/wordnet", "WordNet 3.0 database directory")
	out := flag.String("o", "", "output file (default stdout)")
	explain := flag.Bool("explain", false, "print each seed's gloss instead")
	flag.Parse()
	d, err := load(*dict)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wordnet:", err)
		os.Exit(1)
	}
	if *explain {
		for _, c := range classes {
			for _, s := range c.seeds {
				ss, err := d.sense(s)
				if err != nil {
					fmt.Println(c.name, err)
					continue
				}
				fmt.Printf("%s %s.%c.%d %v: %s\n", c.name, s.lemma, s.pos, s.sense, ss.words, ss.gloss)
			}
		}
		return
	}
	b, err := generate(d)
	if err != nil {
		fmt.Fprintln(os.Stderr, "wordnet:", err)
		os.Exit(1)
	}
	if *out == "" {
		os.Stdout.Write(b)
		return
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "wordnet:", err)
		os.Exit(1)
	}
}

// generate renders every class as a words record.
func generate(d *db) ([]byte, error) {
	var b strings.Builder
	b.WriteString(`# Generated by internal/gen/wordnet from WordNet 3.0 (Princeton University; licence in
# NOTICE.md beside this file), as Debian's wordnet-base package installs it. DO NOT EDIT:
# change the seeds in internal/gen/wordnet/main.go and run go generate ./detect/internal/reading.
#
# The demand check's vocabularies (demand.go): each class is the one-word lemmas of a few
# WordNet senses chosen by meaning and of the senses below them; a -compound record holds a
# class's lemmas of several words (social_security_number), matched across tokens.
`)
	for _, c := range classes {
		words, qualified, verbWords := map[string]bool{}, map[string]bool{}, map[string]bool{}
		compounds := map[string]bool{}
		compound := func(w string) {
			if compoundClasses[c.name] && compoundLemma(w) {
				compounds[w] = true
			}
		}
		for _, s := range c.seeds {
			ss, err := d.sense(s)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", c.name, err)
			}
			compound(s.lemma)
			if plain(s.lemma) {
				if c.split && s.sense > 1 {
					qualified[s.lemma] = true
				} else {
					words[s.lemma] = true
					if s.pos == 'v' {
						verbWords[s.lemma] = true
					}
				}
			}
			d.walk(s.pos, ss, s.depth, func(x *synset) {
				for _, w := range x.words {
					if d.rank(s.pos, w, x) <= maxRank {
						compound(w)
					}
					// Another word of the sense counts when the sense is
					// one of its commonest (WordNet orders a word's senses
					// by frequency): "word" is a synonym of "password" in
					// a sense it is rarely used in.
					if plain(w) && d.rank(s.pos, w, x) <= maxRank {
						words[w] = true
						if s.pos == 'v' {
							verbWords[w] = true
						}
					}
				}
			})
		}
		// A verb's irregular forms (WordNet's verb.exc: "sent" of send,
		// "hidden" of hide), which no stemmer reaches.
		for w := range verbWords {
			for _, f := range d.irregular[w] {
				words[f] = true
			}
		}
		record(&b, c.name, c.doc, words)
		if c.split {
			record(&b, c.name+"-qualified", c.doc+", in a sense that needs a qualifier", qualified)
		}
		if len(compounds) > 0 {
			record(&b, c.name+"-compound", c.doc+": the lemmas of several words, joined by '_' as WordNet writes them", compounds)
		}
	}
	verbs := map[string]bool{}
	for w := range d.index['v'] {
		if plain(w) {
			verbs[w] = true
		}
	}
	recordForm(&b, verbClass, "every one-word verb lemma: what can open an imperative", "text", verbs)
	adverbs := map[string]bool{}
	for w := range d.index['r'] {
		if _, noun := d.index['n'][w]; plain(w) && !noun {
			adverbs[w] = true
		}
	}
	recordForm(&b, adverbClass, "every one-word adverb lemma that is no noun lemma: what cannot be the head a noun qualifies", "text", adverbs)
	return []byte(b.String()), nil
}

// record writes one words record looked up by stem.
func record(b *strings.Builder, name, doc string, words map[string]bool) {
	recordForm(b, name, doc, "stem", words)
}

// recordForm writes one words record looked up by form (text or stem).
func recordForm(b *strings.Builder, name, doc, form string, words map[string]bool) {
	list := slices.Sorted(maps.Keys(words))
	fmt.Fprintf(b, "\n# %s\nwords %s\nform %s\n", doc, name, form)
	for len(list) > 0 {
		k := min(len(list), 12)
		fmt.Fprintf(b, "list %s\n", strings.Join(list[:k], " "))
		list = list[k:]
	}
}

// compoundClasses are the noun classes whose lemmas of several words
// ("social_security_number", "credit_card") are kept too, in a record of
// their own: the detector matches them across tokens.
var compoundClasses = map[string]bool{"demand-secret": true, "demand-personal": true}

// compoundLemma: a lemma of two to four plain words joined by '_'.
func compoundLemma(w string) bool {
	parts := strings.Split(w, "_")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if !plain(p) {
			return false
		}
	}
	return true
}

// plain: a one-word lemma of letters (and inner hyphens), which the
// tokenizer reads as one word.
func plain(w string) bool {
	if len(w) < 2 || strings.HasPrefix(w, "-") || strings.HasSuffix(w, "-") {
		return false
	}
	for _, r := range w {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}

// maxRank is how common a sense must be among a word's senses for the word
// to join a class through it.
const maxRank = 1

// rank is the place of synset x among the senses of word w (1 the
// commonest), or a large number when x is not one of them.
func (d *db) rank(pos byte, w string, x *synset) int {
	for k, off := range d.index[pos][w] {
		if d.data[pos][off] == x {
			return k + 1
		}
	}
	return 1 << 30
}

func (d *db) walk(pos byte, s *synset, depth int, fn func(*synset)) {
	fn(s)
	if depth == 0 {
		return
	}
	for _, off := range s.hypo {
		if h := d.data[pos][off]; h != nil {
			d.walk(pos, h, depth-1, fn)
		}
	}
}

func (d *db) sense(s seed) (*synset, error) {
	offs := d.index[s.pos][s.lemma]
	if s.sense < 1 || s.sense > len(offs) {
		return nil, fmt.Errorf("%s.%c has %d senses, not %d", s.lemma, s.pos, len(offs), s.sense)
	}
	return d.data[s.pos][offs[s.sense-1]], nil
}

func load(dir string) (*db, error) {
	d := &db{index: map[byte]map[string][]int64{}, data: map[byte]map[int64]*synset{}, irregular: map[string][]string{}}
	exc, err := os.ReadFile(filepath.Join(dir, "verb.exc"))
	if err != nil {
		return nil, err
	}
	for _, line := range strings.Split(string(exc), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !plain(f[0]) {
			continue
		}
		for _, base := range f[1:] {
			d.irregular[base] = append(d.irregular[base], f[0])
		}
	}
	for pos, name := range map[byte]string{'n': "noun", 'v': "verb", 'r': "adv", 'a': "adj"} {
		idx, err := readIndex(filepath.Join(dir, "index."+name))
		if err != nil {
			return nil, err
		}
		data, err := readData(filepath.Join(dir, "data."+name), pos)
		if err != nil {
			return nil, err
		}
		d.index[pos], d.data[pos] = idx, data
	}
	return d, nil
}

// readIndex reads index.POS: lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offsets...
func readIndex(path string) (map[string][]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string][]int64{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, " ") {
			continue // the licence header
		}
		fs := strings.Fields(line)
		if len(fs) < 6 {
			continue
		}
		cnt, _ := strconv.Atoi(fs[2])
		pcnt, _ := strconv.Atoi(fs[3])
		rest := fs[4+pcnt+2:]
		if len(rest) < cnt {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		for _, o := range rest[:cnt] {
			off, err := strconv.ParseInt(o, 10, 64)
			if err != nil {
				return nil, fmt.Errorf("%s: bad offset in %q", path, line)
			}
			out[fs[0]] = append(out[fs[0]], off)
		}
	}
	return out, sc.Err()
}

// readData reads data.POS: offset lex_filenum ss_type w_cnt (word lex_id)... p_cnt (ptr off pos st)... | gloss
func readData(path string, pos byte) (map[int64]*synset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[int64]*synset{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, " ") {
			continue
		}
		body, gloss, _ := strings.Cut(line, " | ")
		fs := strings.Fields(body)
		if len(fs) < 4 {
			continue
		}
		off, err := strconv.ParseInt(fs[0], 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		wc, err := strconv.ParseInt(fs[3], 16, 32)
		if err != nil {
			return nil, fmt.Errorf("%s: bad word count in %q", path, line)
		}
		s := &synset{gloss: gloss}
		k := 4
		for i := 0; i < int(wc); i++ {
			w := strings.ToLower(fs[k])
			if p := strings.IndexByte(w, '('); p > 0 {
				w = w[:p] // an adjective's marker
			}
			s.words = append(s.words, w)
			k += 2
		}
		pc, _ := strconv.Atoi(fs[k])
		k++
		for i := 0; i < pc; i++ {
			sym, target, tpos := fs[k], fs[k+1], fs[k+2]
			if sym == "~" && tpos[0] == pos {
				t, _ := strconv.ParseInt(target, 10, 64)
				s.hypo = append(s.hypo, t)
			}
			k += 4
		}
		out[off] = s
	}
	return out, sc.Err()
}
