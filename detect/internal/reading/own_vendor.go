package reading

import (
	"strings"
)

// Two readings that keep the part-displaced reading from naming the
// author's or no one's part as another's (false positives of a scan of
// 301 public repositories, none of which may go from pass to fail):
//   - a proper name in the part's phrase that is a folder above the unit
//     (plugins/digitalocean/skills/provision-droplet/SKILL.md saying "any
//     other DigitalOcean CLI tools are prohibited") is the unit's own
//     vendor or plugin: its parts are the author's (ownName);
//   - a part noun after an indefinite article ("never call a backend
//     automation tool") names a kind of part, not a part someone owns,
//     so a negated order of using it takes nothing over (kind).

var wsIndefinite = NewWordSet("indefinite-article", false)

// ownName: token k, a proper name, is a folder of the unit's source
// path above its own folder (the file and the folder named for the unit
// are left out: a unit naming itself is another reading's), compared as
// lowercase letters and digits ("DigitalOcean" and "digital-ocean").
func (r *AskReader) OwnName(k int) bool {
	if r.V == nil || r.V.Tool == nil || r.V.Tool.Source == "" || !r.Proper(k) {
		return false
	}
	name := fold(r.Txt(k))
	if len(name) < 3 {
		return false
	}
	segs := strings.Split(r.V.Tool.Source, "/")
	if len(segs) < 3 {
		return false
	}
	for _, s := range segs[:len(segs)-2] {
		if fold(s) == name {
			return true
		}
	}
	return false
}

// fold keeps the lowercase letters and digits of s.
func fold(s string) string {
	var b strings.Builder
	for _, c := range Lower(s) {
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c > 0x7f {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// kind: the phrase opening at open follows an indefinite article.
func (r *AskReader) Kind(open int) bool {
	k := open - 1
	return k >= r.S.From && r.Word(k) && wsIndefinite.Has(r.Txt(k))
}
