package reading

var LPart = Lbit(130) // hijack-part: a noun of an agent's parts: skill, command, agent, tool, plugin, extension, server, mode

var LThis = Lbit(133) // hijack-this: this, these: before a part's noun, the unit itself

// lCompoundPart: the German part nouns also end compounds (Plan-Modus,
// /init-Befehl, GitHub-CLI), as the demand classes of lNoun do.
var lCompoundPart = LPart
