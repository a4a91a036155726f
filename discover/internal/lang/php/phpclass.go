package php

import (
	"strings"

	"github.com/mcp-lint/mcp-lint/detect"
	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// A definition written as a class: Laravel's MCP (laravel/mcp) and the
// frameworks like it declare a tool as a class that extends their Tool
// (Prompt, Resource) and says what it is in properties or methods:
//
//	class CurrentWeatherTool extends Tool {
//	    protected string $description = '…';        // or: public function description(): string { return '…'; }
//	    protected string $name = 'weather';          // else the class's name in kebab case (current-weather-tool)
//	    public function schema(JsonSchema $schema): array { … }
//	}
//
// Its schema is built by code (partial); the texts that code writes are
// string literals of the file, scanned as loose text.

// classKinds are the base classes a definition class extends.
var classKinds = map[string]detect.Kind{"Tool": detect.KindTool, "Prompt": detect.KindPrompt, "Resource": detect.KindResource}

// classMembers are the properties or methods of such a class that are
// the definition's texts.
var classMembers = []string{"name", "title", "description", "uri", "mimeType"}

// classDefinition reads the class whose class keyword is token i when it
// extends a definition base and gives a description.
func (f *phpFile) classDefinition(i int) {
	t := f.toks
	ci, ok := f.classByTok[i+1]
	if !ok || i+3 >= len(t) || !strings.EqualFold(t[i+2].Text, "extends") {
		return
	}
	base, _ := f.qualified(i + 3)
	kind, ok := classKinds[lastSegment(base)]
	if !ok {
		return
	}
	c := f.classes[ci]
	members := f.classTexts(c)
	if _, ok := members["description"]; !ok {
		return // not one of these classes, or one whose texts are code
	}
	at := i + 1
	def := syntax.NewObject(t[at].Off, t[at].End)
	// Its name, else the class's in kebab case (Laravel's Str::kebab).
	name := f.identNode(at)
	name.Str, name.Mapper = kebab(name.Str), syntax.ApproxMapper{Base: name.Off, Limit: name.End}
	nameComputed := false
	if v, ok := members["name"]; ok {
		if name = f.text(v, "the "+string(kind)+"'s name"); name == nil {
			name, nameComputed = f.d.PlaceholderNode("", false, t[v[0]].Off, t[v[0]].End), true
		}
	}
	def.Set("name", name.Off, name)
	for _, k := range []string{"title", "description", "uri", "mimeType"} {
		if v, ok := members[k]; ok {
			if s := f.text(v, "the "+string(kind)+"'s "+k); s != nil {
				def.Set(k, s.Off, s)
			}
		}
	}
	f.d.Kind("source")
	f.d.Tools = append(f.d.Tools, syntax.PendingTool{Kind: kind, Node: def.Node, Partial: kind == detect.KindTool, NameComputed: nameComputed})
}

// classTexts are the values the class's members of classMembers are
// given at its top level: a property's default ($description = …;) or
// what a method returns when its body is that return alone.
func (f *phpFile) classTexts(c phpClass) argMap {
	t := f.toks
	out := argMap{}
	for k := c.open + 1; k < c.close; k++ {
		switch t[k].Text {
		case "{", "(", "[":
			k = f.close(k)
			continue
		}
		if t[k].Kind != 'n' {
			continue
		}
		switch {
		case strings.HasPrefix(t[k].Text, "$") && k+1 < c.close && t[k+1].Text == "=" && member(t[k].Text[1:]):
			end := k + 2
			for end < c.close && t[end].Text != ";" {
				end = f.skipValue(end)
			}
			out[t[k].Text[1:]] = [2]int{k + 2, end}
			k = end
		case strings.EqualFold(t[k].Text, "function") && k+2 < c.close && member(t[k+1].Text) && t[k+2].Text == "(":
			// function description(): string { return …; }
			v, end, body := f.returned(k, c.close)
			if !body {
				continue
			}
			if v[0] < v[1] {
				out[t[k+1].Text] = v
			}
			k = end
		}
	}
	return out
}

// returned reads the method whose function keyword is token fk (its
// name and "(" after it), in a class body that closes at limit: the
// value [from, to) its body returns when that return is all the body
// holds (empty otherwise), the index of the body's "}", and whether it
// has a body.
func (f *phpFile) returned(fk, limit int) (v [2]int, end int, body bool) {
	t := f.toks
	j := f.close(fk+2) + 1
	for j < limit && t[j].Text != "{" && t[j].Text != ";" {
		j++
	}
	if j >= limit || t[j].Text != "{" {
		return v, j, false
	}
	end = f.close(j)
	if j+1 < end && strings.EqualFold(t[j+1].Text, "return") && end-1 > j+2 && t[end-1].Text == ";" {
		v = [2]int{j + 2, end - 1}
	}
	return v, end, true
}

func member(name string) bool {
	for _, m := range classMembers {
		if m == name {
			return true
		}
	}
	return false
}

// kebab is Laravel's Str::kebab of a class's name: a hyphen before each
// upper-case letter after the first character, all in lower case
// (CurrentWeatherTool → current-weather-tool).
func kebab(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}
