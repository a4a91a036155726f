package weather_test

// A test file of the package: never read for types.
type AlertsParams struct {
	Wrong string `json:"wrong" jsonschema:"must not be read"`
}
