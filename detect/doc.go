// Package detect is mcp-lint's detection engine: the pure, deterministic core
// that inspects MCP tool definitions for poisoning and prompt injection.
//
// The package performs no I/O. It imports nothing that touches the
// filesystem, the network or processes (imports_test.go enforces this), so
// the same input always yields byte-identical output and it can run in any
// sandbox. Callers (discover, corpus, the CLI) turn files into Tool values and
// render the Report.
//
// Structure:
//
//   - Tool is one definition a model sees (a tool, a prompt, or server
//     instructions). Fields() flattens it into every text a model reads, each
//     with a stable path such as "inputSchema.properties.path.description".
//   - Registry holds every tool of every server in one scan so cross-server
//     checks can compare them.
//   - A Check inspects one tool against the registry and returns Signals. Each
//     check lives in its own file with its documentation (Doc); every rule
//     (tool checks, launch-config rules, lockfile rules) is an entry of one
//     registry (check.go).
//   - The rules are data: phrase rules, script rules, credential kinds,
//     shell families and the vocabularies behind the word classes are
//     records in rules/*.rules, each with the examples the tests run
//     (ruledata.go describes the format).
//   - Texts are read as the tokens of detect/internal/text (normalization,
//     tokenizer, stemmer, look-alike folding), which knows no rule: the
//     lexicon built from the rule set is handed to it (tokenize.go). The
//     phrase language is detect/internal/phrase.
//   - Engine runs every check under recover(), enforces the resource caps,
//     and aggregates a tool's signals into one Finding (aggregate.go).
//
// Tiers: hard signals (unicode.hidden, shadowing.cross_server when
// unambiguous, payload.decoded) make a finding blocking. Soft signals never
// block alone; the severity of a soft-only finding is the number of distinct
// soft checks that fired (1 low, 2 medium, 3+ high).
package detect
