package safeio

import (
	"io"
	"io/fs"
	"os"
	"syscall"
)

// OpenFile is OpenResolved for a walk's many small reads: the same checks
// (a path that is not a regular file is refused before it is opened, and
// checked again once open) and the same errors, through the system calls
// themselves. An os.File costs ten system calls and a finalizer on Linux
// — a stat, the open, four fcntl and an epoll_ctl to try the runtime's
// poller, an fstat, the reads, the close — and was a fifth of a scan of a
// repository without MCP files; this is stat, open, fstat, reads, close.
// The open is non-blocking, so a path swapped for a FIFO after the stat
// cannot block it either.
func OpenFile(real string, limit int64) (File, error) {
	var st syscall.Stat_t
	if err := ignoringEINTR(func() error { return syscall.Stat(real, &st) }); err != nil {
		pe := &fs.PathError{Op: "stat", Path: real, Err: err}
		return nil, &Error{Msg: Describe(pe), Err: pe}
	}
	if err := checkMode(st.Mode, st.Size, limit); err != nil {
		return nil, err
	}
	var fd int
	err := ignoringEINTR(func() error {
		var err error
		fd, err = syscall.Open(real, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
		return err
	})
	if err != nil {
		pe := &fs.PathError{Op: "open", Path: real, Err: err}
		return nil, &Error{Msg: Describe(pe), Err: pe}
	}
	if err := ignoringEINTR(func() error { return syscall.Fstat(fd, &st) }); err != nil {
		syscall.Close(fd)
		pe := &fs.PathError{Op: "stat", Path: real, Err: err}
		return nil, &Error{Msg: Describe(pe), Err: pe}
	}
	if err := checkMode(st.Mode, st.Size, limit); err != nil {
		syscall.Close(fd)
		return nil, err
	}
	return &rawFile{fd: fd, size: st.Size, name: real}, nil
}

// checkMode is checkRegular for a stat's mode bits. A regular file within
// the limit, nearly every file a walk opens, is answered here: building
// the FileInfo checkRegular asks for is an allocation.
func checkMode(mode uint32, size, limit int64) error {
	if mode&syscall.S_IFMT == syscall.S_IFREG && (limit <= 0 || size <= limit) {
		return nil
	}
	m := fs.ModePerm
	switch mode & syscall.S_IFMT {
	case syscall.S_IFREG:
	case syscall.S_IFDIR:
		m |= fs.ModeDir
	default:
		m |= fs.ModeNamedPipe // any other kind: checkRegular refuses it alike
	}
	return checkRegular(modeInfo{mode: m, size: size}, limit)
}

// modeInfo is what checkRegular asks of a FileInfo.
type modeInfo struct {
	fs.FileInfo
	mode fs.FileMode
	size int64
}

func (m modeInfo) IsDir() bool       { return m.mode.IsDir() }
func (m modeInfo) Mode() fs.FileMode { return m.mode }
func (m modeInfo) Size() int64       { return m.size }

// rawFile is an open file descriptor; a regular file ignores O_NONBLOCK.
type rawFile struct {
	fd   int
	size int64
	name string
}

func (f *rawFile) Size() int64 { return f.size }

func (f *rawFile) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	var n int
	err := ignoringEINTR(func() error {
		var err error
		n, err = syscall.Read(f.fd, p)
		return err
	})
	if err != nil {
		return 0, &fs.PathError{Op: "read", Path: f.name, Err: err}
	}
	if n == 0 {
		return 0, io.EOF
	}
	return n, nil
}

func (f *rawFile) ReadAt(p []byte, off int64) (int, error) {
	done := 0
	for done < len(p) {
		var n int
		err := ignoringEINTR(func() error {
			var err error
			n, err = syscall.Pread(f.fd, p[done:], off+int64(done))
			return err
		})
		if err != nil {
			return done, &fs.PathError{Op: "read", Path: f.name, Err: err}
		}
		if n == 0 {
			return done, io.EOF
		}
		done += n
	}
	return done, nil
}

func (f *rawFile) Close() error {
	if f.fd < 0 {
		return os.ErrClosed
	}
	err := syscall.Close(f.fd)
	f.fd = -1
	return err
}

func ignoringEINTR(fn func() error) error {
	for {
		if err := fn(); err != syscall.EINTR {
			return err
		}
	}
}
