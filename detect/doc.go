// Package detect is mcp-lint's detection engine: the pure, deterministic core
// that inspects MCP tool definitions and agent files for poisoning and prompt
// injection.
//
// The package performs no I/O, and neither does any package under it
// (imports_test.go enforces both), so the same input always yields
// byte-identical output and it can run in any sandbox. Callers (discover,
// corpus, the CLI) turn files into Tool values and render the Report.
//
// # Layout
//
// The arrows point one way: detect imports the concepts' homes, each home
// imports the shared reading under detect/internal, and that imports only
// what is under detect/internal. No concept imports another.
//
//   - detect (this package): the Engine, the Check interface, the registry of
//     checks (check.go), the default gate, the checks that compose several
//     concepts (directive.imperative, directive.demand), and the wiring of the
//     concepts' readings into the shared stages (wire.go).
//   - detect/internal/reading: the shared reading machinery: tool views and
//     fields, sentences, clauses, mood and roles, the demand model's stages,
//     the lexicons of other languages, word sets and named lists, and the
//     record registry that loads every rules file (ruledata.go describes the
//     format). The stages call a concept's reading through one table
//     (concept_readings.go), which this package fills.
//   - detect/internal/scope: the scope stage: whose a text is, the job its
//     tool declares, who acts and who decides in each clause, who reads it;
//     the demand check and the phrase rules read their cues against it, and
//     a concept's home may ask it (it imports the shared reading only).
//   - detect/internal/text: normalization, the tokenizer, the stemmer and
//     look-alike folding; it knows no rule.
//   - detect/internal/phrase: the phrase language of the phrase rules.
//
// Each concept has one home: its readings in Go, its records in one rules
// file (detect/HOME/HOME.rules, embedded by the package and added to the
// loader), and its examples in the tests and testdata:
//
//   - detect/concealment: hiding what the agent does from the user: a telling withheld, a cover told, output kept out of sight, in any language.
//   - detect/exfiltration: data sent where the user did not mean it to go: secrets, files, the workspace or the conversation to an address, in prose and in code.
//   - detect/harvest: credential harvest: a secret or the context asked for where the tool's job does not need it.
//   - detect/execution: command execution: code fetched and run, a bundled script that runs it, a run order in a block.
//   - detect/hijack: hijack and redirection: another part's work taken over, a part stated gone, the user overruled, a listing that claims a vendor.
//   - detect/approval: approval evaded: confirmations switched off, consent claimed or answered for the user, an agent's settings written open.
//   - detect/persistence: rules planted to outlive the task: global rules, memory, startup files, the unit copied into other projects.
//   - detect/authority: authority and voice: invented pressure, coercion, a text that speaks for someone else.
//   - detect/hiddentext: hidden instructions: text only the model sees (comments, collapsed blocks, alt text) that asks more than the file's upkeep.
//   - detect/hooks: hooks: what a hook's command feeds another command, and packages it runs unpinned.
//   - detect/payload: payloads: encoded text decoded and read as the tool's own (payload.decoded).
//   - detect/hiddenunicode: hidden Unicode and look-alikes (unicode.hidden, unicode.lookalike).
//   - detect/shadowing: shadowing: another server's tool cloned or steered (shadowing.cross_server).
//   - detect/secrets: secrets written into a definition or a launch config (secret.embedded, config.secret).
//   - detect/capability: capability: what a tool says it does against what it asks (capability.mismatch).
//   - detect/launchconfig: launch-config hygiene: unpinned packages, plain HTTP, shell wrappers.
//
// Tiers: hard signals (unicode.hidden, shadowing.cross_server when
// unambiguous, payload.decoded) make a finding blocking. Soft signals never
// block alone; the severity of a soft-only finding is the number of distinct
// soft checks that fired (1 low, 2 medium, 3+ high).
package detect
