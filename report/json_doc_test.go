package report_test

import (
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/report"
)

// TestJSONReportIsDocumented fails when a field of the JSON report is not
// described in docs/json-report.md, so the document cannot fall behind the
// code.
func TestJSONReportIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/json-report.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	seen := map[reflect.Type]bool{}
	var visit func(typ reflect.Type, path string)
	visit = func(typ reflect.Type, path string) {
		for typ.Kind() == reflect.Pointer || typ.Kind() == reflect.Slice || typ.Kind() == reflect.Map {
			typ = typ.Elem()
		}
		if typ.Kind() != reflect.Struct || seen[typ] {
			return
		}
		seen[typ] = true
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			name := strings.Split(f.Tag.Get("json"), ",")[0]
			if name == "-" || !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if !strings.Contains(text, "`"+name+"`") {
				t.Errorf("field %s.%s is not documented in docs/json-report.md", path, name)
			}
			visit(f.Type, path+"."+name)
		}
	}
	visit(reflect.TypeOf(report.JSONReport{}), "report")
}
