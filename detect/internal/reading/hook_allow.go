package reading

// hookAllowKind is the kind of shell.hook-allow-all (agent-reading.rules):
// a hook's printed answer to the agent's permission prompt is allow. No
// reader takes it but hookAllowsAll: a hook that allows one tool when its
// input passes a check is how a team lets its own safe commands through.
const HookAllowKind = "hook-allow"

var WsHookPrinter = NewWordSet("take-hook-printer", false)
