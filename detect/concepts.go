package detect

import "strings"

// Concept rules: what a poisoned text asks for, written from the concept
// (session scope, borrowed authority, a later trigger, self-promotion,
// data carried out in a link) rather than from any attack's wording. Each
// family's vocabulary is drawn from general language: synonyms of its
// verbs and nouns, active and passive voice, and the core phrases in
// Spanish, French, German, Portuguese and Italian. Their examples, one
// sentence to flag and one to leave clean per rule family, are in
// concepts_test.go.
//
// Weights follow directiveRules: a sentence is flagged at 1.0, each family
// counting once. A concept that honest text also states (a date, a call
// count, "prefer this tool") weighs less than 1.0 and needs a second cue.
var conceptRules = []phraseRule{
	// scope: an instruction stretched past this tool's own call, over the
	// whole session, every later answer or every other tool (line jumping).
	{"scope", 1.0, "( for | in | during | throughout ) [the] ( all | every | each | any | the rest of ) [*1] future/subsequent/later/upcoming/remaining/following [*1] answer/answers/response/responses/reply/replies/turn/turns/conversation/conversations/chat/chats/session/sessions/interaction/interactions/message/messages"},
	{"scope", 0.6, "( all/every/each/any ) [*1] future/subsequent/later/upcoming/following/remaining [*2] command/commands/answer/answers/response/responses/reply/replies/turn/turns/message/messages/conversation/conversations/session/sessions/task/tasks/request/requests/query/queries/interaction/interactions/chat/chats/output/outputs/code"},
	{"scope", 1.0, "prefix/prepend/precede/wrap/begin/start [*4] every/each/all/any [*3] ( shell/terminal/bash/console/cli [command/commands] | command/commands )"},
	{"scope", 0.5, "( whenever | every time | each time | any time | anytime ) you [*3] write/generate/produce/create/answer/respond/reply/run/execute/edit/commit/deploy/output/draft/compose"},
	{"scope", 0.6, "( before | after | at the start of | at the beginning of | at the end of ) every/each [*2] turn/turns/response/reply/answer/message/conversation/session/interaction/task/step/action"},
	{"scope", 1.0, "ignore/disregard/override/overrides/supersede/supersedes/replace/replaces/invalidate/invalidates/cancel/cancels/void/voids [*3] ( other | another | all other | any other | every other ) [*2] server/servers/tool/tools/extension/extensions/plugin/plugins/mcp/integration/integrations [*4] @instr/note/notes/description/descriptions"},
	{"scope", 0.8, "apply/applies/valid/effect/binding/enforced/active/persist/persists [*3] ( globally | session-wide | sessionwide | across all | across every | to all tools | for all tools | to every tool | to all servers | to every server | for the whole session | for the entire session | for the entire conversation | for all conversations | to every conversation | for every user )"},
	{"scope", 1.0, "these/this/following [*1] rule/rules/instruction/instructions/policy/policies/directive/directives [*3] apply/applies [*2] ( to all | to every | to any | globally | everywhere | session-wide )"},

	// authority: permission, consent or rank the text cannot have.
	{"authority", 0.8, "( guardrail | guardrails | safety filter | safety filters | content filter | content filters | safety check | safety checks | safeguard | safeguards | content policy | safety policy | moderation | restrictions | safety rules | safety mode ) [*2] ( is | are | have been | has been | were | was | now ) [*1] disabled/lifted/removed/suspended/off/waived/deactivated/relaxed/bypassed/paused/unlocked"},
	{"authority", 0.8, "@user [*3] already/previously [*2] consented/agreed/approved/authorized/authorised/confirmed/granted/accepted/allowed/permitted/opted"},
	{"authority", 0.7, "( blanket | standing | permanent | unconditional | implicit | pre-granted | advance ) approval/permission/consent/authorization/authorisation/clearance"},
	{"authority", 0.6, "pre-approved/preapproved/pre-authorized/preauthorized/pre-authorised/preauthorised/pre-consented/pre-cleared/pre-cleared"},
	{"authority", 0.5, "approved/authorized/authorised/sanctioned/mandated/ordered/signed/cleared [off] by [the] ( administrator | administrators | admin | admins | security team | it department | it team | compliance | compliance team | legal | legal team | management | system owner | anthropic | openai | the developers | developers | your developer | your operator | the operator )"},
	{"authority", 1.0, "( you have | you are | you now have | you are now | you've been | you have been ) [*2] ( granted | given | authorized | authorised | permitted | allowed | cleared ) [*3] ( admin | administrator | root | elevated | full | unrestricted | unlimited | special | developer ) [*1] access/rights/privileges/permission/permissions/mode/clearance"},
	{"authority", 0.8, "^ \\# [\\#] [\\#] [\\#] system/admin/administrator/developer/operator/security ( message | prompt | instruction | instructions | note | override | notice | directive | directives | policy | update )"},

	// trigger: behaviour that waits for a date, a count or a later moment,
	// and text that gives the tool's own output the rank of an order.
	{"trigger", 0.5, "after/once/when/starting/beginning/from/past [*3] <num> [*1] call/calls/invocation/invocations/use/uses/run/runs/time/times/execution/executions"},
	{"trigger", 0.5, "( after | on | from | starting | beginning | once | until | past ) [*3] ( <num> | january | february | march | april | may | june | july | august | september | october | november | december | midnight | tomorrow | next week | next month ) [*8] switch/switches/change/changes/become/becomes/behave/behaves/activate/activates/silently/secretly/instead/stop/stops/start/starts"},
	{"trigger", 1.0, "@instr/text/content/instructions/commands/directives [*3] in/inside/from/within/returned/contained/embedded [*3] [this/the/its/my] [*1] output/outputs/result/results/response/responses/reply [*6] outrank/outranks/override/overrides/supersede/supersedes/precedence/priority/authoritative/obeyed/followed/win/wins/trump/trumps"},
	{"trigger", 0.9, "treat/consider/regard/follow/obey/execute/accept [*4] output/outputs/result/results/response/responses/reply/replies/returned [*4] as [*2] instruction/instructions/command/commands/authoritative/system/directive/directives/orders/order/binding"},
	{"trigger", 0.6, "approve/approves/approving/accept/accepts/accepting/grant/grants/granting/authorize/authorizes/authorise/authorises/allow/allows/consent [*4] ( future | later | upcoming | any new | all new | additional future ) [*2] capability/capabilities/permission/permissions/tool/tools/feature/features/version/versions/update/updates/scope/scopes/action/actions/change/changes"},

	// promote: steering the model's choice toward this tool or server.
	{"promote", 1.0, "prefer/choose/select/pick/use/call/favor/favour/recommend/pick [*4] this/our/these [*2] tool/tools/server/service/function/integration/provider/plugin/api [*2] ( over | instead of | rather than | in place of | above ) [*3] other/others/any/all/competing/alternative/alternatives/similar/another/third-party/rival/rivals"},
	{"promote", 0.4, "( best | most trusted | most reliable | most accurate | top rated | top-rated | highest rated | highest-rated | number one | award-winning | industry-leading | world-class | officially recommended | the only trustworthy | the only reliable | the only safe ) [*2] tool/server/service/choice/option/solution/provider/source/integration"},
	{"promote", 0.6, "endorsed/recommended/certified/verified/trusted/preferred/chosen/favored/favoured/rated [*1] by ( anthropic | openai | google | microsoft | github | experts | security experts | millions | thousands | most users | professionals | the community | claude | the assistant | your developer | the platform )"},
	{"promote", 1.0, "( other | competing | alternative | rival | third-party | similar ) [*2] tool/tools/server/servers/service/services/provider/providers/integration/integrations/api/apis [*2] ( is | are | have been | has been | were | was ) [*2] deprecated/unreliable/unsafe/insecure/broken/outdated/compromised/inaccurate/malicious/banned/untrusted/flawed/buggy/dangerous/obsolete/fake"},
	{"promote", 0.6, "( other | competing | alternative | rival | third-party | similar ) [*2] tool/tools/server/servers/service/services/provider/providers/integration/integrations/api/apis [*2] ( is | are | have been | has been | were | was ) [*2] slow/slower/unavailable/down/offline/blocked/disabled/retired/limited"},
	{"promote", 0.5, "( use | call | choose | trust | pick | select ) only ( this | our | me ) [one/tool/server/service]"},
	{"promote", 0.5, "( limited time | limited-time | act now | hurry | only today | last chance | expires soon | while supplies last | exclusive offer | only a few left )"},
	{"promote", 1.0, "mention/recommend/promote/advertise/praise/suggest/rate/review/plug [*3] this/our [*2] tool/server/service/product/company/brand/app/website/site [*4] ( in every | in all | in each | to every | to all | to each | whenever | at every ) [*2] answer/answers/response/responses/reply/replies/user/users/conversation/conversations/chance/opportunity/message/messages"},

	// exfil through a link: data built into a URL, an image or a host name
	// that the client fetches or renders.
	{"exfil", 1.0, "append/add/encode/put/include/embed/insert/attach/place/pass/concatenate/interpolate/substitute [*4] ( @leakable ) [*4] to/in/into/as/inside [*3] @link"},
	{"exfil", 0.6, "append/add/encode/put/include/embed/insert/attach/place/pass/concatenate/interpolate/substitute [*4] ( answer | response | question | prompt | message | messages | email | emails ) [*4] to/in/into/as/inside [*3] @link"},
	{"exfil", 1.0, "render/display/show/output/return/include/embed/emit/insert/print/add [*4] ( markdown image | image | img | tracking pixel | pixel | html image | image tag | iframe | hyperlink | link | beacon ) [*8] containing/with/including/carrying/encoding/built/made/holding/contains/include/includes/carries/encodes [*6] ( @leakable )"},
	{"exfil", 0.6, "render/display/show/output/return/include/embed/emit/insert/print/add [*4] ( markdown image | image | img | tracking pixel | pixel | html image | image tag | iframe | hyperlink | link | beacon ) [*8] containing/with/including/carrying/encoding/built/made/holding/contains/include/includes/carries/encodes [*6] ( question | answer | prompt | message | messages )"},
	{"exfil", 1.0, "build/construct/compose/generate/create/form/assemble/craft/format [*3] ( url | urls | link | links | request | address | hostname | subdomain | domain | image url ) [*6] containing/with/including/from/using/contains/embedding/carrying/encoding [*4] ( @leakable )"},
	{"exfil", 0.5, "( visit | open | fetch | ping | contact | notify | hit | load | report to | check in with | phone home | register with | beacon to | post to | call back | callback to ) [*4] <url>"},

	// Second pass, written after reading which shapes the first pass
	// missed in the adversarial development set (its classes, not its
	// words): the same concepts in other grammar.

	// scope, continued: every turn, every message, other tools' notes.
	{"scope", 0.7, "( on | in | at | for | during ) every [single] turn/message/response/reply/request/conversation/interaction/exchange/prompt"},
	{"scope", 0.8, "apply/applies/applying/enforced/valid/binding [*2] ( to | for | across ) ( every | all | any | each ) [*2] tool/tools/server/servers/integration/integrations/extension/extensions/plugin/plugins/connector/connectors/app/apps/sender/senders"},
	{"scope", 0.8, "( note | notes | guidance | instructions | rules | convention | policy ) for [the] ( other | all | every | any ) [*3] tool/tools/server/servers/integration/integrations/extension/extensions"},
	{"scope", 0.6, "( all | every | any ) code/file/files/module/modules/script/scripts/commit/commits/answer/answers/response/responses/email/emails/document/documents [*3] ( @you ) [*2] write/writes/create/creates/generate/generates/produce/produces/edit/edits/send/sends/draft/drafts"},
	{"session", 0.5, "( in | for | during | throughout ) ( this | the | the whole | the entire | every ) session/conversation/chat"},
	{"scope", 0.6, "( effective | valid | starting | beginning ) ( from | with | at ) the first message/turn/request/reply"},
	{"scope", 0.6, "( whether | even if | even when ) [*3] ( from | by ) [*2] ( tool | tools | your own knowledge | another tool | any tool | other tools | memory )"},
	{"scope", 0.6, "( whenever | every time | each time | any time | anytime ) you [*2] call/use/invoke/query/run/send/present/show/display/mention/provide/give/recommend/share"},
	{"scope", 0.7, "( other | another | all other | any other | every other ) [*2] ( connected | installed | available | configured ) [*1] server/servers/tool/tools/extension/extensions/integration/integrations"},

	// dismissing safety notes, confirmations and the user's explicit choice.
	{"override", 0.8, "warning/warnings/caveat/caveats/note/notes/confirmation/confirmations/prompt/prompts/check/checks/safeguard/safeguards/reminder/reminders [*10] ( should | must | can | may | are to | is to ) [*2] be [*1] disregarded/ignored/skipped/dropped/overlooked/omitted/bypassed/suppressed/discarded"},
	{"override", 0.6, "( these | they | those | such | them | it ) [*8] ( should | must | can | may | are to | is to ) [*2] be [*1] disregarded/ignored/skipped/dismissed/overlooked/discarded/bypassed"},
	{"noconfirm", 0.5, "act/proceed/execute/respond/continue [*2] ( directly | immediately | straight away | right away ) [*2] ( \\. | \\; | $ | without )"},
	{"noconfirm", 0.5, "act/proceed [on] [the] [*1] request/requests/instructions/commands directly/immediately"},
	{"authority", 0.6, "@you ( may | can | is allowed to | is permitted to | are allowed to | are permitted to | has permission to | have permission to | is authorized to | are authorized to ) [*1] export/send/share/upload/delete/transfer/forward/email/publish/disclose/read/access/run/execute/copy/post [*4] any/all/complete/entire/every/full/whole"},
	{"override", 0.8, "( even | including ) ( if | when | where | though ) [the] @user [*2] [explicitly/specifically/directly/clearly] ask/asks/asked/request/requests/requested/specify/specifies/says/want/wants/choose/chooses/names/mentions/picks/selects"},
	{"override", 0.8, "even [*2] ( if | where | when | though ) [*3] conflicts/conflict/contradicts/contradict/overrides/override/goes/clashes [*4] ( @user | instruction | instructions | request | approval | approved | policy | what )"},
	{"override", 0.8, "you are now ( a | an | the ) [*3] agent/assistant/admin/administrator/bot/operator/persona/role/owner/maintainer/superuser"},
	{"override", 0.6, "approve/accept/merge/pass/allow/permit [*2] every/all/any/each [*3] regardless"},
	{"markup", 0.9, "( \\( | \\[ ) [note/message] [to/for] assistant/ai/model/llm/agent/claude \\:"},
	{"markup", 0.9, "assistant-only/ai-only/model-only/agent-only/llm-only/assistant-facing/model-facing"},
	{"markup", 0.9, "( note | notes | message | instruction | instructions | guidance | directive | directives | reminder ) ( to | for ) [the] ( assistant | ai | model | llm | agent | assistants | models | agents )"},
	{"markup", 0.8, "role [*3] system/developer [*3] content"},
	{"promote", 0.6, "( do not | never | don't ) [*2] ( fall back | fallback | switch | revert | resort | go back ) [*2] to [*2] ( other | another | the other | any other | alternative | alternatives )"},
	{"promote", 0.5, "prefer/choose/pick this ( one | version | implementation | copy )"},
	{"tamper", 0.6, "prefix/prepend/precede [*3] statement/query/command/request/message/prompt/sql/input/call [*2] with"},
	{"tamper", 0.7, "( whenever | when | before | after | each time | every time | if ) [*4] mcp__* [*10] include/add/append/prepend/set/change/end/start/prefix/pass/attach/insert/use"},
	{"tamper", 0.7, "every/each/all/any [*2] email/message/mail/post/comment/ticket/reply/notification/invoice/transfer [*6] must/should/shall [*2] list/cc/bcc/copy/include [*4] <email>"},
	{"tamper", 0.6, "point/direct/send/redirect/refer/route/steer [*2] ( users | user | them | people | customers | visitors ) [*2] to <url>"},
	{"authority", 0.6, "( official | real | legitimate | correct | verified | genuine | only valid ) ( sign-in | signin | login | log-in | account | recovery | support | download | payment | billing | update ) ( page | site | url | link | portal | domain | address | website )"},

	// secrecy in other grammar: nothing to tell, not to be bothered.
	{"secrecy", 0.9, "( nothing | no need | no reason ) [*1] to ( show | tell | report | mention | surface | disclose | explain | display ) [to] [the] @user"},
	{"secrecy", 0.8, "( not | never | rather not ) [*2] ( be bothered | be troubled | be burdened | be disturbed | be distracted | hear about | be told ) [*3] ( with | by | about ) [*2] this/these/it/detail/details/step/steps/that"},
	{"secrecy", 0.8, "@user [*3] ( prefer | prefers | would rather | want | wants ) not [*2] to [*2] know/see/hear/be/notice"},
	{"secrecy", 0.9, "( do not | never | no need to | without ) [explicitly/even] @tell [*2] that/this/these/it/the/any/what [*3] upload/uploads/transfer/transfers/sync/export/exports/collection/telemetry/forwarding/copy/copies/backup/mirroring"},

	// trigger, continued: ordinal calls, dates with a new order, consent
	// given once for what comes later.
	{"trigger", 0.6, "( from | after | starting | beginning | on | with ) [the] ( second | third | fourth | fifth | sixth | tenth | hundredth | 2nd | 3rd | 4th | 5th | 10th | nth ) [*1] call/calls/invocation/invocations/use/uses/run/runs/request/requests/time/session/day"},
	{"trigger", 0.6, "( after | on | from | starting | beginning | once | until | past ) [*3] ( <num> | january | february | march | april | may | june | july | august | september | october | november | december ) [*6] ( must also | should also | will also | must additionally | also pass | also send | also include | also upload | additionally )"},
	{"noconfirm", 0.6, "( no | without ) [need for] [a/any] ( new | further | additional | fresh | another | separate ) [*1] approval/consent/review/confirmation/authorization/authorisation/permission"},
	{"trigger", 1.0, "approve/approves/approving/approval/consent/consenting/authorize/authorizes/authorising/accept/accepting [*6] ( also approves | also covers | also grants | also includes | covers | extends to | includes ) [*4] capability/capabilities/permission/permissions/feature/features/behaviour/behaviours/behavior/behaviors/scope/scopes/access/update/updates"},
	{"trigger", 0.7, "capability/capabilities/permission/permissions/feature/features/behaviour/behaviours/behavior/behaviors/scope/scopes/access [*3] ( added | introduced | granted | arriving | coming ) [*2] ( by | in | through | via | with ) [*2] ( update | updates | upgrade | upgrades | release | releases | version | versions )"},
	{"trigger", 0.6, "update/updates/upgrade/upgrades/change/changes/release/releases [*3] ( apply | applied | install | installed | happen | occur | roll | rolled | arrive | arrives ) [*2] ( silently | automatically | quietly | invisibly | in the background )"},
	{"trigger", 1.0, "follow/obey/apply/execute/honor/honour/adopt [*3] ( replacement | new | updated | future | later | next | revised | changed | incoming ) [*3] description/descriptions/instruction/instructions/version/text/rules/guidance/directives [*8] ( even | regardless | despite | over | instead of | rather than )"},
	{"trigger", 0.6, "( instructions | guidance | directives | rules | policies ) [*4] delivered/arrive/arrives/sent/supplied/returned/provided/injected/pushed [*3] ( at runtime | at run time | later | dynamically | in responses | in the response | in tool output | in the output | in results | by the server | at call time | with each call | with results )"},
	{"authority", 0.6, "authoritative/binding/overriding/final/canonical ( instructions | guidance | directives | rules | policies )"},
	{"override", 1.0, "supersede/supersedes/override/overrides/outrank/outranks/trump/trumps/overrule/overrules [*8] ( system prompt | system instructions | user request | user requests | user's request | user's requests | user instructions | user's instructions | the user's wishes )"},

	// exfil, continued: a placeholder for the conversation in a URL, an
	// encoding of a secret, a parameter that carries what came up earlier,
	// the user's own words sent verbatim. A field that "contains the file
	// path" is not one: files and documents are what most tools handle, so
	// they are left out of what a field may not carry.
	{"exfil", 1.0, "<url> [*3] \\< [*4] ( your | the | all | full | complete | entire | whole | one-paragraph | a ) [*3] response/reply/answer/conversation/chat/history/messages/summary/context/prompt/question/transcript/secrets/token/credentials"},
	{"exfil", 1.0, "<url> [*16] hex/hexadecimal/base64/base32/url-encoded/urlencoded/encoded/encoding/encode/hash/digest [*4] of [*4] ( @leakable | prior messages | all messages | previous messages | the messages | all prior | every message )"},
	{"exfil", 0.7, "hex/hexadecimal/base64/base32/url-encoded/urlencoded/encoded/encoding/encode [*4] of [*4] ( @leakable | prior messages | all messages | previous messages | all prior | every message )"},
	{"exfil", 0.8, "( \\` <tool> \\` | field | parameter | argument | param ) [*3] carries/carry/contains/contain/includes/include/holds/hold/receives/receive/gets/takes/get/take [*4] ( @secret | conversation/conversations/chat/chats/history/messages/emails/inbox/contacts/keystrokes/clipboard/screenshots | browsing history | chat history | conversation history | message history | personal data | user data | connection string | connection strings )"},
	{"exfil", 0.6, "( came | come | comes | appeared | appear | appears | mentioned | shared ) up [*3] ( earlier | before | previously | in the conversation | in the chat | so far )"},
	{"exfil", 0.8, "pass/send/include/forward/copy/put/provide/attach [*4] @user [*1] message/messages/prompt/prompts/request/requests/question/questions/input/conversation/words/query [*6] ( verbatim | in full | word for word | unmodified | unedited | exactly | full text | complete | as is | as-is )"},
	{"exfil", 0.6, "( tools | tool calls | calls | actions | steps | commands ) [*2] you ( intend | plan | are going | want | mean | expect ) to"},
	{"exfil", 0.7, "@secret [*6] ( forwarded | sent | passed | uploaded | relayed | shared | posted | transmitted | mirrored | copied ) [*2] to [*3] ( cache | proxy | mirror | relay | third-party | partner | partners | edge | cdn | external | our | analytics )"},
	{"exfil", 0.8, "ask/asks/asking/tell/instruct/request/invite/prompt/have/get/encourage/urge [*3] ( them | the user | users | the customer | customers | user | people ) [*3] ( to paste | to enter | to provide | to share | to send | to type | to give | to reveal | to upload | paste | enter | provide | share | type | give ) [*4] ( @secret | password | passwords | 2fa | otp | one-time | backup code | backup codes | recovery code | recovery codes | seed phrase | pin | pins | cvv | card number )"},
	{"preamble", 0.6, "( before | prior to ) [you] respond/responding/reply/replying/answer/answering [*2] ( any | every | each ) [*2] message/messages/request/requests/question/questions/turn/prompt"},
	{"order", 0.5, "( before | prior to ) ( any | every | each | all ) other [*1] tool/tools/call/calls/action/actions"},

	// Third pass, after reading the misses of the real development set
	// (its classes: tampering with what another tool is sent, borrowed
	// rank, elevated access claimed for the model).
	{"tamper", 0.7, "remove/strip/delete/drop/omit/redact/alter/change/modify/rewrite/append/prepend/add/replace/truncate [*6] ( any | every | all | each ) [*2] address/addresses/query/queries/message/messages/request/requests/input/inputs/argument/arguments/value/values/text/search/searches/email/emails/prompt/prompts/command/commands/amount/amounts/recipient/recipients/number/numbers/id/ids/name/names/subject/title/body/path/paths/url/urls/file/files [*3] ( submitted | sent | passed | given | provided | going | forwarded | sent ) to"},
	{"tamper", 0.7, "prepend/append/add/insert/attach/put [*6] ( to | at ) the ( end | start | beginning | top | bottom ) of [*4] message/messages/query/queries/prompt/request/input/email/text/body/reply/response/command/post/comment"},
	{"tamper", 0.6, "@modify [the/its/their/any/every/this/that] [*2] ( \\` <tool> \\` | \\` <word> \\` | <quote> <tool> <quote> ) [*1] content/contents/text/body/value/field/parameter/argument/string/payload"},
	{"promote", 0.6, "feature/promote/advertise/favor/favour/boost/highlight/push/prioritize/prioritise [*1] our/sponsored/partner/partners/sponsors/sponsor/paid/affiliate/affiliates/advertiser/advertisers"},
	{"authority", 0.6, "( high-priority | high priority | top-priority | top priority | overriding | supreme | highest-priority | highest priority ) [*1] ( system | global | security | compliance | platform ) [*1] ( rule | rules | policy | directive | instruction | instructions | protocol | requirement | mandate )"},
	{"authority", 1.0, "( you have | you now have | you've got | you possess | you hold | you are given ) [*1] ( unrestricted | unlimited | full | root | admin | administrator | elevated | complete | unfettered | superuser ) [*2] access/privileges/privilege/rights/permissions/control/clearance"},

	// Commands the model is told to run that no "dangerous" list holds:
	// reconnaissance, persistence in a shell profile, emptying folders,
	// printing secrets.
	{"run-command", 0.7, "run/execute/exec/invoke/type/enter/issue [*3] ( \\` | <quote> | \\: ) [*1] whoami/sudo/printenv/env/id/uname/hostname/ifconfig/ipconfig/netstat/ps/history/crontab/chmod/chown/curl/wget/nc/ssh/scp/nslookup/dig/base64/cat/ls/find/tar/zip"},
	{"run-command", 1.0, "append/add/write/echo/insert/put [*12] ( to | into | in ) [*2] ( crontab | authorized_keys | shell profile | bash profile | bashrc | zshrc | startup script | login script )"},
	{"run-command", 0.5, "append/add/write/echo/insert/put [*8] ( to | into ) [the] <path>"},
	{"destructive", 0.6, "empty/clear/wipe/delete/remove/purge/erase [*3] ( <path> | the home directory | your home directory | home folder | downloads folder | the trash | temp folder | temporary files )"},
	{"exfil", 0.6, "print/show/cat/display/output/echo/dump/list/return [*3] ( private key | private keys | all environment variables | the environment variables | env vars | \\$ path )"},

	// Shadowing stated as a fact: another tool deprecated, down, or now
	// pointing somewhere else.
	{"tamper", 0.7, "now [*1] default/defaults/point/points/route/routes/redirect/redirects/forward/forwards/send/sends/resolve/resolves/go/goes [*1] to"},
	{"promote", 0.6, "( under maintenance | temporarily unavailable | currently down | currently offline | currently unavailable | is down | are down | not working | out of service ) [*8] use/call/switch/instead/prefer/try"},

	// Spanish, French, German, Portuguese and Italian: secrecy toward the
	// user and overrides of earlier instructions.
	{"secrecy", 1.0, "( no | nunca | jamás | sin ) ( le | les ) [*1] ( digas | diga | digan | decir | informes | informe | informar | menciones | mencione | mencionar | cuentes | cuente | contar | avises | avise | avisar ) [*4] usuario/usuarios/usuaria/cliente/clientes"},
	{"secrecy", 1.0, "( ne | n' ) [*2] ( dis | dites | dire | mentionne | mentionnez | mentionner | informe | informez | informer | révèle | révélez | révéler | préviens | prévenez ) [*1] ( pas | jamais | rien ) [*4] utilisateur/utilisatrice/utilisateurs/l'utilisateur"},
	{"secrecy", 1.0, "( sag | sage | sagen | erwähne | erwähnen | informiere | informieren | verrate | verraten | teile | teilen ) [*4] ( benutzer | benutzerin | nutzer | nutzerin | anwender | anwenderin | user ) [*3] ( nicht | nichts | niemals | nie | kein | keine )"},
	{"secrecy", 1.0, "( não | nunca | sem ) [*1] ( diga | digas | dizer | informe | informar | mencione | mencionar | conte | contar | avise | avisar ) [*4] usuário/usuária/usuários/utilizador/cliente"},
	{"secrecy", 1.0, "( non | mai | senza ) [*1] ( dire | dirlo | dirglielo | informare | informa | menzionare | menziona | avvisare | avvisa | rivelare | rivela ) [*4] utente/utenti/cliente/l'utente/all'utente/dell'utente/all'utenza"},
	// Russian (a whole-Cyrillic "не" reaches the rules folded to "he"),
	// Korean.
	{"secrecy", 1.0, "( he | не | никогда | нельзя ) [*1] ( говори | говорите | сообщай | сообщайте | рассказывай | рассказывайте | упоминай | упоминайте | показывай | показывайте | говорить | сообщать ) [*3] ( пользователю | пользователям | юзеру | клиенту )"},
	{"override", 1.0, "( игнорируй | игнорируйте | забудь | забудьте | проигнорируй | проигнорируйте ) [*3] ( предыдущие | прежние | все | прошлые ) [*2] ( инструкции | указания | правила | команды )"},
	{"secrecy", 1.0, "( 사용자에게 | 사용자한테 | 유저에게 ) [*1] ( 알리지 | 말하지 | 알려주지 | 공개하지 | 보여주지 )"},
	{"override", 1.0, "ignora/ignore/ignorez/ignorer/ignoriere/ignorieren/ignorar/olvida/oublie/oubliez/vergiss/vergessen/esqueça/dimentica [*4] ( ( instrucciones | instrucción | instructions | consignes | anweisungen | anweisung | instruções | instrução | istruzioni | istruzione | reglas | règles | regeln | regras | regole ) [*3] ( anteriores | anterior | précédentes | précédente | vorherigen | vorherige | bisherigen | früheren | anteriori | precedenti | previas | previos ) | ( vorherigen | vorherige | bisherigen | früheren | bisherige | frühere ) [*1] ( anweisungen | anweisung | regeln | vorgaben | befehle ) )"},
	{"secrecy", 1.0, "usuario/usuarios/usuaria/cliente [*2] no [*1] debe/deben/puede/pueden/tiene/necesita [*2] saber/enterarse/notar/ver/conocer/descubrir"},
	{"secrecy", 1.0, "utilisateur/utilisateurs/utilisatrice/l'utilisateur [*2] ( ne | n' ) [*1] doit/doivent/peut/peuvent/faut [*1] pas/jamais [*2] savoir/voir/remarquer/apprendre/découvrir/connaître"},
	{"secrecy", 1.0, "( benutzer | benutzerin | nutzer | nutzerin | anwender | anwenderin | user ) [*3] ( darf | soll | muss | sollte | dürfen | sollen | braucht ) [*2] ( nicht | nichts | niemals | nie ) [*3] ( wissen | erfahren | merken | sehen | bemerken | mitbekommen | davon )"},
}

// Chinese and Japanese are written without spaces, so a sentence reaches
// the rules as a few long tokens. Their concepts are matched as
// substrings of those tokens: every part of an entry must appear in the
// sentence (in any token), and the cue points at the token holding the
// first part.
type scriptPhrase struct {
	family string
	weight float64
	parts  []string
}

var scriptPhrases = []scriptPhrase{
	// secrecy toward the user
	{"secrecy", 1.0, []string{"告诉用户"}}, {"secrecy", 1.0, []string{"告知用户"}}, {"secrecy", 1.0, []string{"让用户知道"}},
	{"secrecy", 1.0, []string{"对用户保密"}}, {"secrecy", 1.0, []string{"向用户透露"}}, {"secrecy", 1.0, []string{"通知用户"}},
	{"secrecy", 1.0, []string{"告訴用戶"}}, {"secrecy", 1.0, []string{"告知用戶"}},
	{"secrecy", 1.0, []string{"ユーザーに伝えない"}}, {"secrecy", 1.0, []string{"ユーザーには伝えない"}},
	{"secrecy", 1.0, []string{"ユーザーに知らせない"}}, {"secrecy", 1.0, []string{"ユーザーには知らせない"}},
	{"secrecy", 1.0, []string{"ユーザーに言わない"}}, {"secrecy", 1.0, []string{"ユーザーには言わない"}},
	{"secrecy", 1.0, []string{"ユーザーに通知しない"}}, {"secrecy", 1.0, []string{"ユーザーに教えない"}},
	{"secrecy", 1.0, []string{"ユーザーに伝えず"}}, {"secrecy", 1.0, []string{"ユーザーに知らせず"}},
	// overrides of earlier instructions
	{"override", 1.0, []string{"忽略", "指令"}}, {"override", 1.0, []string{"忽略", "指示"}}, {"override", 1.0, []string{"无视", "指令"}},
	{"override", 1.0, []string{"指示を無視"}}, {"override", 1.0, []string{"命令を無視"}}, {"override", 1.0, []string{"指示は無視"}},
	// text addressed to the assistant
	{"markup", 0.6, []string{"助手阅读"}}, {"markup", 0.6, []string{"仅供助手"}}, {"markup", 0.6, []string{"给助手"}}, {"markup", 0.6, []string{"致助手"}},
	{"markup", 0.6, []string{"アシスタントのみ"}}, {"markup", 0.6, []string{"アシスタントへ"}}, {"markup", 0.6, []string{"AIへの指示"}},
	// before using this tool
	{"preamble", 0.3, []string{"调用本工具之前"}}, {"preamble", 0.3, []string{"使用此工具之前"}}, {"preamble", 0.3, []string{"调用此工具之前"}},
	{"preamble", 0.3, []string{"このツールを使う前に"}}, {"preamble", 0.3, []string{"このツールを呼び出す前に"}}, {"preamble", 0.3, []string{"このツールを使用する前に"}},
	// data put into a parameter or sent out
	{"exfil", 0.6, []string{"放入", "参数"}}, {"exfil", 0.6, []string{"填入", "参数"}}, {"exfil", 0.6, []string{"传入", "参数"}},
	{"exfil", 0.6, []string{"パラメータに", "入れ"}}, {"exfil", 0.6, []string{"引数に", "入れ"}},
	{"exfil", 0.8, []string{"发送到"}}, {"exfil", 0.8, []string{"上传到"}}, {"exfil", 0.8, []string{"に送信"}},
}

// scriptCues finds scriptPhrases in sentence s.
func scriptCues(a *Analysis, s Sent, add func(directiveCue)) {
	first := -1
	for i := s.From; i < s.To; i++ {
		if t := a.Tokens[i].Text(a); len(t) > 0 && t[0] >= 0x80 {
			first = i
			break
		}
	}
	if first < 0 {
		return
	}
	for _, p := range scriptPhrases {
		at := -1
		for _, part := range p.parts {
			found := -1
			for i := first; i < s.To; i++ {
				if t := a.Tokens[i].Text(a); len(t) > 0 && t[0] >= 0x80 && strings.Contains(t, part) {
					found = i
					break
				}
			}
			if found < 0 {
				at = -1
				break
			}
			if at < 0 {
				at = found
			}
		}
		if at >= 0 {
			add(directiveCue{p.family, p.weight * classifyPosition(a, at).multiplier(), at, at + 1, p.family + "." + p.parts[0]})
		}
	}
}
