package reading

// IdentityRole says what a listing's value is.
type IdentityRole uint8

// IdentityField is one value a listing gives about itself, as written
// (blanks around it included: the signal's span is in its characters),
// with the path discover records its place under.
type IdentityField struct {
	Path  string
	Role  IdentityRole
	Value string
}
