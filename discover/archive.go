package discover

import (
	"archive/zip"
	"fmt"
	"io"
	"strings"
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
	var manifest *zip.File
	for _, f := range zr.File {
		total += f.UncompressedSize64
		name := strings.TrimPrefix(f.Name, "./")
		if name == "manifest.json" {
			manifest = f
		}
	}
	if total > uint64(w.opts.MaxArchiveSize) {
		// Only the manifest is read, and it has its own bound: the rest
		// of a large bundle (the server's code) is not model-visible.
		w.notice(rel, fmt.Sprintf("archive declares %d uncompressed bytes; only its manifest.json is read (bounded to %d bytes)", total, maxManifestSize))
	}
	if manifest == nil {
		w.fail(rel, fmt.Errorf("bundle archive without a manifest.json at its root"))
		return
	}
	if manifest.UncompressedSize64 > maxManifestSize {
		w.fail(rel, fmt.Errorf("manifest.json declares %d bytes (limit %d)", manifest.UncompressedSize64, maxManifestSize))
		return
	}
	rc, err := manifest.Open()
	if err != nil {
		w.fail(rel, err)
		return
	}
	defer rc.Close()
	data, err := io.ReadAll(io.LimitReader(rc, maxManifestSize+1))
	if err != nil {
		w.fail(rel, fmt.Errorf("manifest.json: %w", err))
		return
	}
	if len(data) > maxManifestSize {
		w.fail(rel, fmt.Errorf("manifest.json inflates past %d bytes", maxManifestSize))
		return
	}
	src := &Source{Path: rel, Member: "manifest.json", Data: data, Format: "json"}
	w.parseAndRecognize(src, true, false, true)
}
