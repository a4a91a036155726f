// Package lock pins approved tool definitions in mcp-lint.lock and compares
// the definitions of a scan with it: a definition nobody approved is
// pending (lock.pending), an approved one that changed is a rug pull
// (rug_pull.changed), an approved one that reappeared under another name
// is rug_pull.renamed. Like detect, it is pure: it works on bytes and
// values, and cmd/mcp-lint does the file I/O.
package lock

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/gowebpki/jcs"

	"github.com/mcp-lint/mcp-lint/detect"
)

// document is the JSON object a definition's hash is computed over. Empty
// strings and absent values are left out, so a missing title and an empty
// one are the same definition. A prompt's other members (its arguments
// and texts), a server's instructions, are part of it too.
func document(t detect.Tool, withName bool) map[string]any {
	m := map[string]any{}
	put := func(k string, v any) {
		switch x := v.(type) {
		case nil:
			return
		case string:
			if x == "" {
				return
			}
		}
		m[k] = v
	}
	if withName {
		put("name", lockName(t))
	}
	put("title", t.Title)
	put("description", t.Description)
	put("inputSchema", t.InputSchema)
	put("outputSchema", t.OutputSchema)
	put("annotations", t.Annotations)
	// A prompt's arguments and text, a server's instructions.
	if kindOf(t.Kind) != detect.KindTool {
		for k, v := range t.Extra {
			put("extra."+k, v)
		}
	}
	return m
}

// Canonical returns the RFC 8785 canonical JSON of a definition: members
// sorted by their UTF-16 code units, no insignificant whitespace, numbers
// in their shortest ECMAScript form (so 1.0 and 1 are the same).
func Canonical(t detect.Tool) ([]byte, error) { return canonical(document(t, true)) }

func canonical(v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return jcs.Transform(raw)
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(h[:])
}

// Hash is the definition's pin: "sha256:" and the hex SHA-256 of its
// canonical JSON.
func Hash(t detect.Tool) (string, error) {
	c, err := Canonical(t)
	if err != nil {
		return "", fmt.Errorf("%s/%s: %w", t.Server, t.Name, err)
	}
	return sum(c), nil
}

// contentHash is the hash without the name: the same content under
// another name has the same content hash (rug_pull.renamed).
func contentHash(t detect.Tool) (string, error) {
	c, err := canonical(document(t, false))
	if err != nil {
		return "", err
	}
	return sum(c), nil
}

// shortHash is a 12-hex-digit hash of a part: enough to say whether it
// changed, too short to carry its content.
func shortHash(v any) string {
	c, err := canonical(v)
	if err != nil {
		c = []byte(fmt.Sprint(v))
	}
	h := sha256.Sum256(c)
	return hex.EncodeToString(h[:6])
}

// partHashes splits a definition into the parts a reviewer thinks in —
// name, title, description, annotations, output schema, each input
// property, and the rest of the input schema — and hashes each, so a
// change can be reported as "inputSchema.properties.to changed".
func partHashes(t detect.Tool) map[string]string {
	out := map[string]string{}
	doc := document(t, true)
	for k, v := range doc {
		if k == "inputSchema" || k == "outputSchema" {
			continue
		}
		out[k] = shortHash(v)
	}
	for _, schema := range []string{"inputSchema", "outputSchema"} {
		v, ok := doc[schema]
		if !ok {
			continue
		}
		var rest, props []detect.Member
		hasProps := false
		switch m := v.(type) {
		case detect.Object:
			for _, x := range m {
				if x.Key != "properties" {
					rest = append(rest, x)
					continue
				}
				if p, ok := x.Value.(detect.Object); ok {
					props, hasProps = p, true
				}
			}
		case map[string]any:
			for k, x := range m {
				if k != "properties" {
					rest = append(rest, detect.Member{Key: k, Value: x})
					continue
				}
				if p, ok := x.(map[string]any); ok {
					props, hasProps = detect.ObjectFromMap(p), true
				}
			}
		}
		if !hasProps {
			out[schema] = shortHash(v)
			continue
		}
		out[schema] = shortHash(detect.NewObject(rest))
		for _, p := range props {
			out[detect.ChildPath(detect.ChildPath(schema, "properties"), p.Key)] = shortHash(p.Value)
		}
	}
	return out
}

// maxWords bounds the description words kept for the word diff.
const maxWords = 2000

// wordHashes are 8-hex-digit hashes of the description's words, in order:
// enough for a word diff of a changed description without keeping its
// text (or any secret in it) in the lockfile.
func wordHashes(desc string) []string {
	ws := splitWords(desc)
	if len(ws) > maxWords {
		return nil
	}
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = wordHash(w.text)
	}
	return out
}

func wordHash(w string) string {
	h := sha256.Sum256([]byte(w))
	return hex.EncodeToString(h[:4])
}

// changedParts lists the parts whose hashes differ, sorted: added,
// removed or changed.
func changedParts(old, cur map[string]string) []string {
	var out []string
	for k, v := range cur {
		if old[k] != v {
			out = append(out, k)
		}
	}
	for k := range old {
		if _, ok := cur[k]; !ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}
