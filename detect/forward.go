package detect

import (
	"github.com/mcp-lint/mcp-lint/detect/execution"
	"github.com/mcp-lint/mcp-lint/detect/exfiltration"
	"github.com/mcp-lint/mcp-lint/detect/hijack"
	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
	"github.com/mcp-lint/mcp-lint/detect/launchconfig"
)

// The names other packages use, declared where the code lives.
const CfgApprove = reading.CfgApprove
const CfgArg = reading.CfgArg
const CfgCommand = reading.CfgCommand
const CfgEnv = reading.CfgEnv
const CfgHeader = reading.CfgHeader
const CfgImage = reading.CfgImage
const CfgMatcher = reading.CfgMatcher
const CfgScript = reading.CfgScript
const CfgSecretDecl = reading.CfgSecretDecl
const CfgSetting = reading.CfgSetting
const CfgURL = reading.CfgURL
const CodeField = reading.CodeField
const ExamplesField = reading.ExamplesField
const HiddenField = reading.HiddenField
const HookClientPrefix = reading.HookClientPrefix
const SettingsClient = reading.SettingsClient
const IDConfigShell = reading.IDConfigShell
const IDDemand = reading.IDDemand
const IDDirectiveImperative = reading.IDDirectiveImperative
const IDLockPending = reading.IDLockPending
const IDPayloadDecoded = reading.IDPayloadDecoded
const IDRugPullChanged = reading.IDRugPullChanged
const IDRugPullRenamed = reading.IDRugPullRenamed
const IDSecretEmbedded = reading.IDSecretEmbedded
const IDShadowingCrossServer = reading.IDShadowingCrossServer
const IDUnicodeHidden = reading.IDUnicodeHidden
const IdentityContact = hijack.IdentityContact
const IdentityName = hijack.IdentityName
const IdentitySource = hijack.IdentitySource
const KindAgent = reading.KindAgent
const KindCommand = reading.KindCommand
const KindConfig = launchconfig.KindConfig
const KindInstructions = reading.KindInstructions
const KindListing = reading.KindListing
const KindPlugin = reading.KindPlugin
const KindPrompt = reading.KindPrompt
const KindResource = reading.KindResource
const KindRules = reading.KindRules
const KindScript = reading.KindScript
const KindSkill = reading.KindSkill
const KindText = reading.KindText

// Audience is who reads a text; AudiencePerson a person, not the model.
type Audience = reading.Audience

const AudiencePerson = reading.AudiencePerson
const KindTool = reading.KindTool
const MaxSafeText = reading.MaxSafeText
const PathDescription = reading.PathDescription
const PathName = reading.PathName
const PlacedAgentSettings = reading.PlacedAgentSettings
const PlacedCrontab = reading.PlacedCrontab
const PlacedEditorSettings = reading.PlacedEditorSettings
const PlacedGitConfig = reading.PlacedGitConfig
const PlacedHookConfig = reading.PlacedHookConfig
const PlacedMCPConfig = reading.PlacedMCPConfig
const PlacedPackageManifest = reading.PlacedPackageManifest
const PlacedRules = reading.PlacedRules
const PlacedSSHConfig = reading.PlacedSSHConfig
const PlacedShellStartup = reading.PlacedShellStartup
const RunField = reading.RunField
const SeverityCritical = reading.SeverityCritical
const SeverityHigh = reading.SeverityHigh
const SeverityLow = reading.SeverityLow
const SeverityMedium = reading.SeverityMedium
const SeverityNone = reading.SeverityNone
const ThreatRugPull = reading.ThreatRugPull
const TierHard = reading.TierHard
const TierSoft = reading.TierSoft

type CapHit = reading.CapHit
type ConfigField = reading.ConfigField
type ConfigRole = reading.ConfigRole
type DemandFacts = reading.DemandFacts
type Doc = reading.Doc
type Example = reading.Example
type Failure = reading.Failure
type Finding = reading.Finding
type FrameNote = reading.FrameNote
type IdentityField = reading.IdentityField
type IdentityRole = reading.IdentityRole
type Kind = reading.Kind
type Member = reading.Member
type Object = reading.Object
type Registry = reading.Registry
type Report = reading.Report
type ServerConfig = reading.ServerConfig
type Severity = reading.Severity
type Signal = reading.Signal
type Span = reading.Span
type Tier = reading.Tier
type Tool = reading.Tool
type ToolRef = reading.ToolRef

var ChildPath = reading.ChildPath
var Evidence = reading.Evidence
var ExamineLead = reading.ExamineLead
var ExampleLead = reading.ExampleLead
var Frames = reading.Frames
var IndexPath = reading.IndexPath
var IsFrame = reading.IsFrame
var IsInstructionKind = reading.IsInstructionKind
var LoadRules = reading.LoadRules
var LocalizationCall = reading.LocalizationCall
var NameLists = reading.NameLists
var NewObject = reading.NewObject
var NewRegistry = reading.NewRegistry
var ObjectFromMap = reading.ObjectFromMap
var ObjectsFromMaps = reading.ObjectsFromMaps
var ParseSeverity = reading.ParseSeverity
var PlaceLead = reading.PlaceLead
var FetchLead = execution.FetchLead
var SafeDetail = reading.SafeDetail
var SafeText = reading.SafeText
var ShellReservedLead = hijack.ShellReservedLead
var ToldLead = execution.ToldLead
var WordSets = exfiltration.WordSets
