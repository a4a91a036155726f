//go:build rulegen

package reading

// Built with -tags rulegen, the program has no pre-parsed rules and reads
// the rule files (preparse.go): how the data is written again when it no
// longer compiles with the types it fills.
var preparsedData *preparsedRules
