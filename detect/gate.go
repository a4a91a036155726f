package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// The default gate: what fails a build when the user set no threshold
// ("fail-on: default").
//
// gosec, gitleaks and zizmor fail on any finding, and so does mcp-lint for
// the text a model reads: a soft finding in a tool definition is an attack
// raised for a person to review, and it passes once that person approves
// the definition in mcp-lint.lock (`mcp-lint approve`) or suppresses the
// finding with a reason. Hard findings fail at any threshold but `none`.
//
// Launch-config and lockfile hygiene (an unpinned package, a literal key in
// an env block, plain HTTP, auto-approval, a definition not yet approved)
// is different: it is the usual state of a client config in the wild, not
// an attack on the model, so failing every build on it would teach users to
// switch the gate off. Alone it fails the default gate only when rated high
// or above: when three hygiene rules agree on one server, or when
// config.secret finds a key of a known kind written into the config
// (committed, it leaks with every clone; gitleaks and GitHub's push
// protection block it).
//
// And as CodeQL splits its queries into a default and an extended suite by
// their measured precision, a finding that exists only because of the
// readings measured imprecise on honest repositories (names.extended-suite,
// suite.go) is of the extended suite: reported, failing the default gate
// only when the user asks for that suite (Finding.FailsGate).

// IsHygiene reports a launch-config or lockfile hygiene rule: one that fails
// the default gate only at high severity.
func IsHygiene(id string) bool { return reading.Hygiene[id] }
