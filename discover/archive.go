package discover

import (
	"archive/zip"
	"fmt"
	"io"
	"strings"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
)

// maxManifestSize bounds the manifest read out of a bundle.
const maxManifestSize = 8 << 20

// archive reads the manifest of an .mcpb / .dxt bundle (a zip archive),
// with bounded decompression: the manifest's declared and actual sizes are
// both checked, so a zip bomb cannot exhaust memory.
func (w *walker) archive(f io.ReaderAt, size int64, rel string) {
	zr, err := zip.NewReader(f, size)
	if err != nil {
		w.fail(rel, fmt.Errorf("not a readable bundle archive: %w", err))
		return
	}
	var total uint64
	var manifests []*zip.File
	var places []string
	for i, f := range zr.File {
		total += f.UncompressedSize64
		name := strings.TrimLeft(strings.TrimPrefix(f.Name, "./"), "/")
		if name == "manifest.json" {
			manifests = append(manifests, f)
			places = append(places, fmt.Sprintf("entry %d %q", i+1, f.Name))
		}
	}
	if total > uint64(w.opts.MaxArchiveSize) {
		// Only the manifest is read, and it has its own bound: the rest
		// of a large bundle (the server's code) is not model-visible.
		w.Notice(rel, fmt.Sprintf("archive declares %d uncompressed bytes; only its manifest.json is read (bounded to %d bytes)", total, maxManifestSize))
	}
	if len(manifests) == 0 {
		w.fail(rel, fmt.Errorf("bundle archive without a manifest.json at its root"))
		return
	}
	if len(manifests) > 1 {
		// Which one a client installs depends on its unzip (the first, the
		// last, or a refusal): an error naming them all, and each is read,
		// so a poisoned one is found whichever comes first.
		w.fail(rel, fmt.Errorf("bundle archive with %d manifest.json entries (%s): a client may install either; each is scanned, the k-th as %s#k", len(manifests), strings.Join(places, ", "), rel))
	}
	for i, manifest := range manifests {
		member := "manifest.json"
		if len(manifests) > 1 {
			member = strings.TrimPrefix(places[i], "entry ")
			member = fmt.Sprintf("manifest.json (entry %s)", member[:strings.IndexByte(member, ' ')])
		}
		w.manifestEntry(manifest, rel, member, i)
	}
}

// manifestEntry reads one manifest.json of a bundle, bounded.
func (w *walker) manifestEntry(manifest *zip.File, rel, member string, copyBase int) {
	if manifest.UncompressedSize64 > maxManifestSize {
		w.fail(rel, fmt.Errorf("%s declares %d bytes (limit %d)", member, manifest.UncompressedSize64, maxManifestSize))
		return
	}
	rc, err := manifest.Open()
	if err != nil {
		w.fail(rel, fmt.Errorf("%s: %w", member, err))
		return
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxManifestSize+1))
	if err != nil {
		w.fail(rel, fmt.Errorf("%s: %w", member, err))
		return
	}
	if len(data) > maxManifestSize {
		w.fail(rel, fmt.Errorf("%s inflates past %d bytes", member, maxManifestSize))
		return
	}
	src := &syntax.Source{Path: rel, Member: member, Data: data, Format: "json", CopyBase: copyBase}
	w.parseAndRecognize(src, true, false, true)
}
