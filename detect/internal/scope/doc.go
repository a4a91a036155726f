// Package scope is the stage of the shared reading that reads every text
// against its own tool: whose text it is, what job the tool declares, who
// acts and who decides in each clause, and who reads the text. Honest
// servers are made of instructions to the model about their own work
// ("call list_projects first", "pass confirm=true to delete", "the server
// authenticates with its own token"); an attack reaches outside that work.
// The concepts read their cues against this scope before they weigh them.
//
// It is computed from the tool's own fields and the registry, never from a
// file: the package does no I/O (detect's imports test holds it).
//
//   - Owner: the server, the tool, its parameters and its sibling tools
//     (Scope.OwnTool, Scope.OwnParam).
//   - Job: the words of the tool's name, title and first sentence.
//   - Reader: the model, or a person (Reader).
//   - Actor: who acts in the clause a cue stands in (ActorAt): the model
//     ordered, the user, the tool itself, or a thing; and whether the user
//     is the one who decides (UserDecides).
//
// Its vocabularies are words records in scope.rules, each from general
// English grammar, with its examples.
package scope
