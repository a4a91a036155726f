package reading

import (
	"strings"
)

// branchOwners are the owners (lower case) of the git sources in
// cmd, a command's line, that name a branch, and of the images it names
// on an outside registry (imageRef); ok is false when none does.
func BranchOwners(cmd string) (owners []string, ok bool) {
	for _, w := range strings.Fields(cmd) {
		w = strings.ToLower(strings.Trim(w, "\"'()`;,"))
		if _, v, isFlag := strings.Cut(w, "="); isFlag && strings.HasPrefix(w, "-") {
			w = v
		}
		if imageRef(w) {
			// A registry's image: its owner is the path's first
			// segment after the registry (ghcr.io/owner/tool:tag).
			_, path, _ := strings.Cut(w, "/")
			owner, _, _ := strings.Cut(path, "/")
			owner, _, _ = strings.Cut(owner, ":")
			owners = append(owners, owner)
			continue
		}
		if !remoteSource(w) {
			continue
		}
		owner, ref := ownerRef(w)
		if ref == "" || pinnedSource(w) || versionRef(ref) {
			continue
		}
		owners = append(owners, owner)
	}
	return owners, len(owners) > 0
}

// ownerRef splits a git source w (lower case) into its owner,
// the first segment of its path, and its ref, what follows the @ or #
// after the path's last slash; a fragment of options (#egg=name,
// #subdirectory=dir, pip's) is no ref, and neither is a range
// (#semver:^1.2).
func ownerRef(w string) (owner, ref string) {
	if k := strings.Index(w, "#"); k >= 0 && strings.Contains(w[k:], "=") {
		w = w[:k]
	}
	path := w
	if _, after, ok := strings.Cut(w, "://"); ok {
		_, path, _ = strings.Cut(after, "/") // the host is not the owner
	} else if _, after, ok := strings.Cut(w, ":"); ok {
		path = after // github:owner/repo, git@host:owner/repo
	}
	owner, _, _ = strings.Cut(path, "/")
	last := strings.LastIndexByte(path, '/')
	if k := strings.IndexAny(path[last+1:], "@#"); k >= 0 && last >= 0 {
		ref = path[last+1+k+1:]
		if strings.Contains(ref, ":") {
			ref = ""
		}
	}
	return owner, ref
}

// versionRef: ref names a version (v2, 1.4, 3.0.0rc1): a digit
// first, after an optional v.
func versionRef(ref string) bool {
	if len(ref) > 1 && ref[0] == 'v' {
		ref = ref[1:]
	}
	return ref != "" && ref[0] >= '0' && ref[0] <= '9'
}

// ownInstaller decides ownInstaller for cmd when a git source
// of it names a branch (ok): the command is the project's own only when
// the text names each such source's owner, a word of four letters or
// more of rest, or a shorter one said three times in rest and more.
func ownInstaller(cmd, rest, more string) (own, ok bool) {
	owners, ok := BranchOwners(cmd)
	if !ok {
		return false, false
	}
	for _, o := range owners {
		if !(len(o) >= 4 && wordIn(rest, o) || len(o) >= 2 && wordCount(rest+" "+Lower(more), o, 3)) {
			return false, true
		}
	}
	return true, true
}

// gitSource: operand l (lower case) is a package's git source
// (shell-remote-source: git+https://..., github:owner/repo), which no
// option takes as its value: after a switch (pip install --upgrade
// git+https://..., --force-reinstall, --break-system-packages) it is the
// package, as an archive's URL is.
func gitSource(l string) bool {
	for _, pre := range wsShellRemoteSource.Words {
		if strings.HasPrefix(l, pre) {
			return true
		}
	}
	return false
}

// fetchCalls: the calls of PHP's standard library that fetch
// what an address serves (names.remote-fetch-call), beside
// code_flow.go's Python and JavaScript ones.
var fetchCalls = NewNameList("names.remote-fetch-call")

// inlineRun is flowDownload when code, the argument of an
// interpreter's code switch (python -c, node -e, php -r: shell-code-flag),
// fetches code from an outside address and runs it, read as a script is
// (codeFlows: `node -e "fetch(URL).then(r=>r.text()).then(eval)"`,
// `php -r "eval(file_get_contents(URL));"`). A shell's code is read as
// commands instead (interpreter).
func inlineRun(prog, code string) ShFlow {
	if WsShellShell.Has(prog) || code == "" {
		return 0
	}
	for _, h := range CodeFlows(code, false) {
		if h.Kind == RunKind {
			return flowDownload
		}
	}
	return 0
}

var wsContainerRunner = NewWordSet("remote-container-runner", false) // docker, podman

var wsContainerRun = NewWordSet("remote-container-run", false) // run

var wsHostAccess = NewWordSet("remote-host-access-flag", false) // --privileged, --pid=host

// hostContainer: a container engine's run (docker run, podman
// run) of an image from an outside registry (imageRef), not
// pinned by its digest, given the host: a host-access option
// (remote-host-access-flag) or the host's root mounted (-v /:/host).
// The image's code is fetched and run with the machine's rights, as a
// package from an address is.
func hostContainer(prog string, args []ShWord) bool {
	if !wsContainerRunner.Has(prog) {
		return false
	}
	run, host, image := false, false, false
	for i := range args {
		l := strings.ToLower(args[i].Lit)
		switch {
		case !run && !strings.HasPrefix(l, "-"):
			run = wsContainerRun.Has(l)
			if !run && i > 0 {
				return false // another subcommand (docker pull, docker build)
			}
		case wsHostAccess.Has(l) || strings.HasPrefix(l, "-") && i+1 < len(args) && wsHostAccess.Has(l+"="+strings.ToLower(args[i+1].Lit)):
			host = true
		case strings.HasPrefix(l, "/:") && i > 0 && strings.HasPrefix(args[i-1].Lit, "-"), strings.Contains(l, "=/:"):
			host = true // -v /:/host, --volume=/:/host
		case run && imageRef(l):
			image = true
		}
	}
	return run && host && image
}

// imageRef: w (lower case) names a container image on an
// outside registry (its first segment a host: ghcr.io/owner/tool:tag),
// pinned neither by its digest (@sha256:...) nor by a version's tag
// (:25.02-py3, :v0.47.0; versionRef): no tag, or a moving one
// (:latest, :main).
func imageRef(w string) bool {
	if strings.Contains(w, "://") || strings.Contains(w, "@") || strings.HasPrefix(w, "-") {
		return false
	}
	host, rest, ok := strings.Cut(w, "/")
	if !ok || rest == "" || !strings.Contains(host, ".") || strings.ContainsAny(host, "=$:") {
		return false
	}
	if k := strings.LastIndexByte(rest, ':'); k >= 0 && k > strings.LastIndexByte(rest, '/') && versionRef(rest[k+1:]) {
		return false
	}
	return OutsideAddress("https://" + host)
}
