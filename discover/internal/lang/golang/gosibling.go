package golang

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"slices"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// goSibling is a struct type, or the value of a constant or variable,
// declared in another file of a Go package.
type goSibling struct {
	src  *syntax.Source
	fset *token.FileSet
	st   *ast.StructType
	val  ast.Expr // a const or var's value (its only one)
	// fd is a function of the package ("func:" + name), file the whole
	// file it is declared in (a table's file is read as a goFile).
	fd   *ast.FuncDecl
	file *ast.File
	// embed is the file a //go:embed directive puts in the variable
	// (a string or []byte declared without a value), relative to the
	// package's folder.
	embed string
}

// goSibling finds struct type name (or, as "=name", the value of constant
// or variable name) in the other non-test .go files of
// folder dir (relative to the root) whose package is pkg (any, when ""),
// reading them
// through the root-confined, bounded opener once per folder. Nil when it is
// not there, or when discovery reads no files (standard input).
func FindSibling(h syntax.Host, dir, pkg, name, self string) *goSibling {
	if h.NoSiblings() || dir == ".." || strings.HasPrefix(dir, "../") || path.IsAbs(dir) {
		return nil // nothing to read, or a folder outside the root
	}
	pkgs := h.State("go.siblings", func() any { return map[string]map[string]*goSibling{} }).(map[string]map[string]*goSibling)
	key := dir + "\x00" + pkg
	types, ok := pkgs[key]
	if !ok {
		types = map[string]*goSibling{}
		pkgs[key] = types
		entries := h.ReadDir(dir)
		for _, e := range entries {
			n := e.Name()
			rel := path.Join(dir, n)
			if !e.Type().IsRegular() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
				continue
			}
			data, err := h.ReadFile(rel, false)
			if err != nil {
				continue // a file that cannot be read declares nothing here
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, rel, data, parser.SkipObjectResolution)
			if err != nil || pkg != "" && f.Name.Name != pkg {
				continue
			}
			src := h.Source(rel, data, "go")
			for _, decl := range f.Decls {
				if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil {
					types["func:"+fd.Name.Name] = &goSibling{src: src, fset: fset, fd: fd, file: f}
				}
				if gd, ok := decl.(*ast.GenDecl); ok {
					for _, sp := range gd.Specs {
						switch sp := sp.(type) {
						case *ast.TypeSpec:
							if st, ok := sp.Type.(*ast.StructType); ok {
								types[sp.Name.Name] = &goSibling{src: src, fset: fset, st: st}
							}
						case *ast.ValueSpec:
							// const terraformOrgNameDescription = "…": keyed
							// by "=" + name, apart from the types.
							if (gd.Tok == token.CONST || gd.Tok == token.VAR) && len(sp.Names) == len(sp.Values) {
								for i, n := range sp.Names {
									types["="+n.Name] = &goSibling{src: src, fset: fset, val: sp.Values[i], file: f}
								}
							}
							if e := goEmbed(data, fset, gd, sp); e != "" {
								types["="+sp.Names[0].Name] = &goSibling{src: src, fset: fset, file: f, embed: e}
							}
						}
					}
				}
			}
		}
	}
	// The folder's index holds every file; the asking file's own
	// declarations are its reading's (and the index is shared by the
	// files of the folder, whichever asked first).
	if sib := types[name]; sib != nil && (self == "" || sib.src.Path != self) {
		return sib
	}
	return nil
}

// PackageDir maps import path imp, seen in a file of folder dir, to the
// folder (relative to the root) of that package when it belongs to the
// module of the nearest go.mod above dir: module path + "/sub/pkg" is the
// module's folder + "/sub/pkg". Other modules are not read.
func PackageDir(h syntax.Host, dir, imp string) (string, bool) {
	if h.NoSiblings() || slices.Contains(strings.Split(imp, "/"), "..") {
		return "", false // no files to read, or a path that climbs out
	}
	for d := dir; ; d = path.Dir(d) {
		b, err := h.ReadSideFile(path.Join(d, "go.mod"), 1<<20)
		if err == nil {
			mod := ""
			for _, line := range strings.Split(string(b), "\n") {
				if m, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
					mod = strings.Trim(strings.TrimSpace(m), `"`)
					break
				}
			}
			rest, ok := strings.CutPrefix(imp, mod+"/")
			if mod == "" || !ok {
				return "", false
			}
			return path.Join(d, rest), true
		}
		if d == "." || d == "/" || d == "" {
			return "", false
		}
	}
}

// goEmbed is the one file a //go:embed directive above a var spec names
// (var Description string), "" when there is none, it names several
// files or a pattern, or the spec declares more than one name or has a
// value. The directive is looked for in the comment lines right above
// the spec (or above its var keyword when it stands alone), in the
// file's bytes: files are parsed without their comments.
func goEmbed(data []byte, fset *token.FileSet, gd *ast.GenDecl, sp *ast.ValueSpec) string {
	if gd.Tok != token.VAR || len(sp.Names) != 1 || len(sp.Values) != 0 {
		return ""
	}
	at := sp.Pos()
	if !gd.Lparen.IsValid() {
		at = gd.Pos()
	}
	off := fset.Position(at).Offset
	if off < 0 || off > len(data) {
		return ""
	}
	// The lines above, while they are comments.
	end := bytes.LastIndexByte(data[:off], '\n')
	for end > 0 {
		start := bytes.LastIndexByte(data[:end], '\n') + 1
		line := strings.TrimSpace(string(data[start:end]))
		if !strings.HasPrefix(line, "//") {
			break
		}
		if arg, ok := strings.CutPrefix(line, "//go:embed "); ok {
			f := strings.Fields(arg)
			if len(f) != 1 || strings.ContainsAny(f[0], "*?[\\\"`") || strings.HasPrefix(f[0], "/") {
				return ""
			}
			return f[0]
		}
		end = start - 1
	}
	return ""
}

// goEmbedded is the text of file name embedded by a Go file of folder dir
// (root-relative), read through the confined, bounded opener: the whole
// file, each byte at its place there. Nil when it cannot be read or is
// not UTF-8 text.
func goEmbedded(h syntax.Host, dir, name string) *syntax.Node {
	rel := path.Join(dir, name)
	if h.NoSiblings() || rel == ".." || strings.HasPrefix(rel, "../") || path.IsAbs(rel) {
		return nil
	}
	data, err := h.ReadFile(rel, false)
	if err != nil {
		return nil
	}
	if _, ok := syntax.ValidUTF8(data); !ok {
		return nil
	}
	src := h.Source(rel, data, "text")
	return &syntax.Node{Kind: syntax.KString, Str: string(data), Off: 0, End: len(data), Mapper: syntax.IdentityMapper{Base: 0}, Src: src}
}
