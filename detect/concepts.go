package detect

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

	// Spanish, French, German, Portuguese and Italian: secrecy toward the
	// user and overrides of earlier instructions.
	{"secrecy", 1.0, "( no | nunca | jamás | sin ) ( le | les ) [*1] ( digas | diga | digan | decir | informes | informe | informar | menciones | mencione | mencionar | cuentes | cuente | contar | avises | avise | avisar ) [*4] usuario/usuarios/usuaria/cliente/clientes"},
	{"secrecy", 1.0, "( ne | n' ) [*2] ( dis | dites | dire | mentionne | mentionnez | mentionner | informe | informez | informer | révèle | révélez | révéler | préviens | prévenez ) [*1] ( pas | jamais | rien ) [*4] utilisateur/utilisatrice/utilisateurs/l'utilisateur"},
	{"secrecy", 1.0, "( sag | sage | sagen | erwähne | erwähnen | informiere | informieren | verrate | verraten | teile | teilen ) [*4] ( benutzer | benutzerin | nutzer | nutzerin | anwender | anwenderin | user ) [*3] ( nicht | nichts | niemals | nie | kein | keine )"},
	{"secrecy", 1.0, "( não | nunca | sem ) [*1] ( diga | digas | dizer | informe | informar | mencione | mencionar | conte | contar | avise | avisar ) [*4] usuário/usuária/usuários/utilizador/cliente"},
	{"secrecy", 1.0, "( non | mai | senza ) [*1] ( dire | dirlo | dirglielo | informare | informa | menzionare | menziona | avvisare | avvisa | rivelare | rivela ) [*4] utente/utenti/cliente/l'utente/all'utente/dell'utente/all'utenza"},
	{"override", 1.0, "ignora/ignore/ignorez/ignorer/ignoriere/ignorieren/ignorar/olvida/oublie/oubliez/vergiss/vergessen/esqueça/dimentica [*4] ( ( instrucciones | instrucción | instructions | consignes | anweisungen | anweisung | instruções | instrução | istruzioni | istruzione | reglas | règles | regeln | regras | regole ) [*3] ( anteriores | anterior | précédentes | précédente | vorherigen | vorherige | bisherigen | früheren | anteriori | precedenti | previas | previos ) | ( vorherigen | vorherige | bisherigen | früheren | bisherige | frühere ) [*1] ( anweisungen | anweisung | regeln | vorgaben | befehle ) )"},
	{"secrecy", 1.0, "usuario/usuarios/usuaria/cliente [*2] no [*1] debe/deben/puede/pueden/tiene/necesita [*2] saber/enterarse/notar/ver/conocer/descubrir"},
	{"secrecy", 1.0, "utilisateur/utilisateurs/utilisatrice/l'utilisateur [*2] ( ne | n' ) [*1] doit/doivent/peut/peuvent/faut [*1] pas/jamais [*2] savoir/voir/remarquer/apprendre/découvrir/connaître"},
	{"secrecy", 1.0, "( benutzer | benutzerin | nutzer | nutzerin | anwender | anwenderin | user ) [*3] ( darf | soll | muss | sollte | dürfen | sollen | braucht ) [*2] ( nicht | nichts | niemals | nie ) [*3] ( wissen | erfahren | merken | sehen | bemerken | mitbekommen | davon )"},
}
