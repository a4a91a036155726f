package detect

import "strings"

// The concept rules are in rules/concepts.rules, with their examples.

// Chinese and Japanese are written without spaces, so a sentence reaches
// the rules as a few long tokens. Their concepts are matched as
// substrings of those tokens: every part of an entry must appear in the
// sentence (in any token), and the cue points at the token holding the
// first part.
type scriptPhrase struct {
	family string
	weight float64
	parts  []string
}

var scriptPhrases = []scriptPhrase{
	// secrecy toward the user
	{"secrecy", 1.0, []string{"告诉用户"}}, {"secrecy", 1.0, []string{"告知用户"}}, {"secrecy", 1.0, []string{"让用户知道"}},
	{"secrecy", 1.0, []string{"对用户保密"}}, {"secrecy", 1.0, []string{"向用户透露"}}, {"secrecy", 1.0, []string{"通知用户"}},
	{"secrecy", 1.0, []string{"告訴用戶"}}, {"secrecy", 1.0, []string{"告知用戶"}},
	{"secrecy", 1.0, []string{"ユーザーに伝えない"}}, {"secrecy", 1.0, []string{"ユーザーには伝えない"}},
	{"secrecy", 1.0, []string{"ユーザーに知らせない"}}, {"secrecy", 1.0, []string{"ユーザーには知らせない"}},
	{"secrecy", 1.0, []string{"ユーザーに言わない"}}, {"secrecy", 1.0, []string{"ユーザーには言わない"}},
	{"secrecy", 1.0, []string{"ユーザーに通知しない"}}, {"secrecy", 1.0, []string{"ユーザーに教えない"}},
	{"secrecy", 1.0, []string{"ユーザーに伝えず"}}, {"secrecy", 1.0, []string{"ユーザーに知らせず"}},
	// overrides of earlier instructions
	{"override", 1.0, []string{"忽略", "指令"}}, {"override", 1.0, []string{"忽略", "指示"}}, {"override", 1.0, []string{"无视", "指令"}},
	{"override", 1.0, []string{"指示を無視"}}, {"override", 1.0, []string{"命令を無視"}}, {"override", 1.0, []string{"指示は無視"}},
	// text addressed to the assistant
	{"markup", 0.6, []string{"助手阅读"}}, {"markup", 0.6, []string{"仅供助手"}}, {"markup", 0.6, []string{"给助手"}}, {"markup", 0.6, []string{"致助手"}},
	{"markup", 0.6, []string{"アシスタントのみ"}}, {"markup", 0.6, []string{"アシスタントへ"}}, {"markup", 0.6, []string{"AIへの指示"}},
	// before using this tool
	{"preamble", 0.3, []string{"调用本工具之前"}}, {"preamble", 0.3, []string{"使用此工具之前"}}, {"preamble", 0.3, []string{"调用此工具之前"}},
	{"preamble", 0.3, []string{"このツールを使う前に"}}, {"preamble", 0.3, []string{"このツールを呼び出す前に"}}, {"preamble", 0.3, []string{"このツールを使用する前に"}},
	// data put into a parameter or sent out
	{"exfil", 0.6, []string{"放入", "参数"}}, {"exfil", 0.6, []string{"填入", "参数"}}, {"exfil", 0.6, []string{"传入", "参数"}},
	{"exfil", 0.6, []string{"パラメータに", "入れ"}}, {"exfil", 0.6, []string{"引数に", "入れ"}},
	{"exfil", 0.8, []string{"发送到"}}, {"exfil", 0.8, []string{"上传到"}}, {"exfil", 0.8, []string{"に送信"}},
}

// scriptCues finds scriptPhrases in sentence s.
func scriptCues(a *Analysis, s Sent, add func(directiveCue)) {
	first := -1
	for i := s.From; i < s.To; i++ {
		if t := a.Tokens[i].Text(a); len(t) > 0 && t[0] >= 0x80 {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	for _, p := range scriptPhrases {
		at := -1
		for _, part := range p.parts {
			found := -1
			for i := first; i < s.To; i++ {
				if t := a.Tokens[i].Text(a); len(t) > 0 && t[0] >= 0x80 && strings.Contains(t, part) {
					found = i
					break
				}
			}
			if found < 0 {
				at = -1
				break
			}
			if at < 0 {
				at = found
			}
		}
		if at >= 0 {
			add(directiveCue{p.family, p.weight * classifyPosition(a, at).multiplier(), at, at + 1, p.family + "." + p.parts[0]})
		}
	}
}
