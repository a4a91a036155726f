package reading

import (
	"path"
	"strings"
)

// A download saved to a file or unpacked into a folder, then run from
// there. Marking only a folder a downloaded archive is unpacked into and
// running what lies in it only as a program (`/tmp/x/run`) would miss
// the operand of an interpreter (`bash /tmp/x/install.sh`, `python3
// /tmp/tl/main.py`) and an archiver fed the download on its input
// (`curl URL | tar xz -C D`).

var (
	wsUnpacker = NewWordSet("shell-unpacker", false)        // tar, unzip, 7z
	wsDirFlag  = NewWordSet("shell-unpack-dir-flag", false) // -C, --directory, -d, -o
)

// unpacked: an archiver (prog) given a download, on its input or
// as an operand, writes what the address served into the folder its
// options name (the working folder when none does: marked too, but a
// script below it is no download unless its own folder is one; see
// inDownload).
func (st *ShState) unpacked(prog string, args []ShWord, stdin ShFlow) {
	if !wsUnpacker.Has(prog) {
		return
	}
	fed := stdin&flowDownload != 0
	dir := "."
	for k := range args {
		l := args[k].Lit
		flag, val, eq := strings.Cut(l, "=")
		switch {
		case eq && wsDirFlag.Has(flag):
			dir = val
		case wsDirFlag.Has(l) && k+1 < len(args) && !strings.HasPrefix(args[k+1].Lit, "-") && st.Files[args[k+1].Lit]&flowDownload == 0:
			dir = args[k+1].Lit // (unzip -o, overwrite, before its archive: no folder)
		case len(l) > 2 && l[0] == '-' && l[1] != '-' && wsDirFlag.Has(l[:2]) && strings.IndexByte(l, '/') > 0:
			dir = l[2:] // 7z -o/tmp/x, tar -C/tmp/x: the folder joined
		}
		if st.Files[l]&flowDownload != 0 {
			fed = true
		}
	}
	if fed {
		st.Files[strings.TrimSuffix(dir, "/")] |= flowDownload
	}
}

// inDownload: file p lies in a folder a download was unpacked
// into, other than the working folder (an archive unpacked in place
// leaves the project's own scripts beside it), or is a downloaded file.
func (st *ShState) inDownload(p string) bool {
	p = strings.TrimPrefix(p, "./")
	if p == "" || strings.HasPrefix(p, "-") {
		return false
	}
	for q := p; ; {
		if st.Files[q]&flowDownload != 0 || st.Files["./"+q]&flowDownload != 0 {
			return true
		}
		d := path.Dir(q)
		if d == q || d == "/" || d == "." {
			return false
		}
		q = d
	}
}
