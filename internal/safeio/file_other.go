//go:build !linux

package safeio

import "os"

// OpenFile is OpenResolved, as a File.
func OpenFile(real string, limit int64) (File, error) {
	f, st, err := OpenResolved(real, limit)
	if err != nil {
		return nil, err
	}
	return osFile{f, st.Size()}, nil
}

type osFile struct {
	*os.File
	size int64
}

func (f osFile) Size() int64 { return f.size }
