package safeio

import "io"

// File is a regular file opened for reading by OpenFile.
type File interface {
	io.Reader
	io.ReaderAt
	io.Closer
	// Size is the file's size when it was opened.
	Size() int64
}
