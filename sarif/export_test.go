package sarif

// URIForTest exposes uri to the tests of package sarif_test.
var URIForTest = uri
