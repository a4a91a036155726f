package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/ruledoc"
)

// A partial measure keeps every record's measure but those it names,
// which it takes from the new measure marked with the repositories they
// were measured on; it refuses to name no record, and to leave a record
// with no measure.
func TestMergeOnly(t *testing.T) {
	file := func(pool int, recs ...ruledoc.Measured) []byte {
		b, _ := json.Marshal(ruledoc.PrecisionFile{About: "a", Pool: pool, Records: recs})
		return b
	}
	old := file(810, ruledoc.Measured{ID: "a", Level: "low", Repos: 9}, ruledoc.Measured{ID: "c", Level: "high"})
	now := file(422, ruledoc.Measured{ID: "a", Level: "high"}, ruledoc.Measured{ID: "b", Level: "very-high"}, ruledoc.Measured{ID: "c", Level: "medium", Repos: 3})
	var m measure
	b, err := m.merge(old, now, []string{"b"})
	if err != nil {
		t.Fatal(err)
	}
	var got ruledoc.PrecisionFile
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatal(err)
	}
	if got.Pool != 810 || len(got.Records) != 3 {
		t.Fatalf("pool %d, %d records", got.Pool, len(got.Records))
	}
	want := []ruledoc.Measured{{ID: "a", Level: "low", Repos: 9}, {ID: "b", Level: "very-high", Pool: 422}, {ID: "c", Level: "high"}}
	for i, r := range got.Records {
		if r.ID != want[i].ID || r.Level != want[i].Level || r.Repos != want[i].Repos || r.Pool != want[i].Pool {
			t.Errorf("record %d: %+v, want %+v", i, r, want[i])
		}
	}
	full := file(810, ruledoc.Measured{ID: "a"}, ruledoc.Measured{ID: "b"}, ruledoc.Measured{ID: "c"})
	if _, err := m.merge(full, now, []string{"zz"}); err == nil || !strings.Contains(err.Error(), "no record") {
		t.Errorf("naming no record: %v", err)
	}
	if _, err := m.merge(old, now, []string{"a"}); err == nil || !strings.Contains(err.Error(), "b has no measure") {
		t.Errorf("leaving b unmeasured: %v", err)
	}
}
