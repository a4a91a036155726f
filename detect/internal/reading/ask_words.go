package reading

import (
	"strings"
)

// renderedImage: the URL at byte off of raw is a Markdown image's
// destination ("![alt](URL"), which a client fetches when it renders it,
// or a link's ("[text](URL"), which the user is shown to follow: either
// carries its query out.
func RenderedImage(raw string, off int) bool {
	if off < 2 || off > len(raw) || raw[off-1] != '(' || raw[off-2] != ']' {
		return false
	}
	line := raw[:off-2]
	if k := strings.LastIndexByte(line, '\n'); k >= 0 {
		line = line[k+1:]
	}
	k := strings.LastIndexByte(line, '[')
	return k >= 0 && !strings.Contains(line[k:], "](")
}

var WsAskSendVerb = NewWordSet("ask-send-verb", false) // verbs of sending the transfer class lacks: mail

var WsAskAhead = NewWordSet("ask-ahead", false)

var WsAskDescriber = NewWordSet("ask-describer", false)

var WsAskDone = NewWordSet("ask-done-pronoun", false)

var WsAskPurpose = NewWordSet("ask-purpose", false)

var WsAskClear = NewWordSet("ask-clear", false)

var WsAskSwitchOn = NewWordSet("ask-switch-on", false)

var WsAskKeep = NewWordSet("ask-keep", false)

var WsAskFail = NewWordSet("ask-fail", false)

var WsAskToward = NewWordSet("ask-toward", false)

var WsAskDeictic = NewWordSet("ask-deictic", false)

var WsAskGivenAhead = NewWordSet("ask-consent-ahead", false)

var WsAskAux = NewWordSet("ask-aux", false)

var WsAskRelative = NewWordSet("ask-relative", false)

var WsAskReplacement = NewWordSet("ask-replacement", false)

var WsAskExplicit = NewWordSet("ask-explicit", false)

var WsAskPriority = NewWordSet("ask-priority", false)

var WsAskSupplant = NewWordSet("ask-supplant", false)

var WsAskHiddenAct = NewWordSet("ask-hidden-act", false)

var WsAhead = NewWordSet("take-ahead", false)
