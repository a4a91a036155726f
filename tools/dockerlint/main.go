// Command dockerlint checks Dockerfiles with BuildKit's own linter — the
// rules `docker build --check` applies — without a Docker engine. It is a
// development tool in a module of its own, so its dependencies stay out of
// mcp-lint's go.mod.
//
//	cd tools && go run ./dockerlint ../Dockerfile
package main

import (
	"context"
	"fmt"
	"os"

	digest "github.com/opencontainers/go-digest"

	"github.com/moby/buildkit/client/llb"
	"github.com/moby/buildkit/client/llb/sourceresolver"
	"github.com/moby/buildkit/frontend/dockerfile/dockerfile2llb"
)

// offline resolves every base image to an empty Linux image config, so
// linting never touches the network (base images are not linted).
type offline struct{}

func (offline) ResolveImageConfig(ctx context.Context, ref string, opt sourceresolver.Opt) (string, digest.Digest, []byte, error) {
	return ref, "", []byte(`{"architecture":"amd64","os":"linux","config":{},"rootfs":{"type":"layers","diff_ids":[]}}`), nil
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: dockerlint Dockerfile...")
		os.Exit(2)
	}
	bad := false
	for _, path := range os.Args[1:] {
		dt, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		ctx := context.Background()
		sm := llb.NewSourceMap(nil, path, "Dockerfile", dt)
		if sm.Definition, err = llb.Scratch().Marshal(ctx); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		res, err := dockerfile2llb.DockerfileLint(ctx, dt, dockerfile2llb.ConvertOpt{SourceMap: sm, MetaResolver: offline{}})
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", path, err)
			bad = true
			continue
		}
		if res.Error != nil {
			fmt.Fprintf(os.Stderr, "%s: %s\n", path, res.Error.Message)
			bad = true
		}
		for _, w := range res.Warnings {
			line := 0
			if w.Location != nil && len(w.Location.Ranges) > 0 {
				line = int(w.Location.Ranges[0].Start.Line)
			}
			fmt.Fprintf(os.Stderr, "%s:%d: %s: %s (%s)\n", path, line, w.RuleName, w.Detail, w.URL)
			bad = true
		}
		if !bad {
			fmt.Printf("%s: no lint warnings\n", path)
		}
	}
	if bad {
		os.Exit(1)
	}
}
