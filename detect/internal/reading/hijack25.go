package reading

var LPart25 = Lbit(130) // hijack-part: a noun of an agent's parts: skill, command, agent, tool, plugin, extension, server, mode

var LThis25 = Lbit(133) // hijack-this: this, these: before a part's noun, the unit itself

// lCompound25: the German part nouns also end compounds (Plan-Modus,
// /init-Befehl, GitHub-CLI), as the demand classes of lNoun do.
var lCompound25 = LPart25
