// Command jsonparse is bench/scale's yardstick: it reads every .json file
// under a directory and decodes it with encoding/json into generic values,
// the least a scanner of those files must do.
package main

import (
	"encoding/json"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: jsonparse DIR")
	}
	n := 0
	err := filepath.WalkDir(os.Args[1], func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			return err
		}
		n++
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d files parsed", n)
}
