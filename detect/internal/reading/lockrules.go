package reading

// The lockfile rules. Their signals are computed by the lock package from
// mcp-lint.lock and the definitions found (see lock.Evaluate); the engine
// aggregates them with the tool checks' signals, so a rug pull that also
// carries an injection is one finding with both signals.
const (
	IDLockPending     = "lock.pending"
	IDRugPullChanged  = "rug_pull.changed"
	IDRugPullRenamed  = "rug_pull.renamed"
	LockRuleRationale = "A tool definition is trusted once a person has read it. mcp-lint.lock pins each definition " +
		"by a SHA-256 hash of its canonical JSON (RFC 8785: sorted keys, no insignificant whitespace, " +
		"normalized numbers) over name, title, description, input and output schema and annotations, so " +
		"the same definition hashes the same in any file format, key order or spelling of its numbers. "
)
