package reading

// IdentityRole29 says what a listing's value is.
type IdentityRole29 uint8

// IdentityField29 is one value a listing gives about itself, as written
// (blanks around it included: the signal's span is in its characters),
// with the path discover records its place under.
type IdentityField29 struct {
	Path  string
	Role  IdentityRole29
	Value string
}
