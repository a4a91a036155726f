package discover

import (
	"bytes"
	"io"
	"sync"
	"sync/atomic"

	"github.com/mcp-lint/mcp-lint/discover/internal/syntax"
	"github.com/mcp-lint/mcp-lint/internal/safeio"
)

// Lexing ahead. The walk reads its candidates one after another, because
// what it makes of a file depends on what it made of the files before
// (packages, imports, names, the report's order). Lexing a source file is
// the largest part of reading one, and it depends on the file's bytes
// alone (syntax.Lexer). So, when a second core is there, a worker lexes
// the source files the walk is about to read, in the walk's order, while
// the walk reads the ones before; the walk takes the worker's tokens for a
// file only when they were lexed from the very bytes it read itself, and
// lexes the file itself otherwise (the worker has fallen behind, could not
// open the file, or the file changed in between). What is found, and in
// which order, is what a walk without the worker finds.
//
// The worker opens a file the way the walk does (safeio, the resolved
// path, a regular file within Options.MaxSourceSize). It holds at most
// aheadFiles files lexed and not yet taken, besides the one it lexes and
// the one the walk holds: the memory of a few source files' tokens.

// aheadFiles bounds the files the worker holds lexed and not yet taken.
const aheadFiles = 2

// lexedFile is a file the worker lexed: the i-th of its list.
type lexedFile struct {
	i    int
	data []byte
	toks []syntax.Tok
}

// lexAhead is the worker and what the walk knows of it.
type lexAhead struct {
	out chan lexedFile
	at  atomic.Int64 // the index the walk is at: the worker skips what is behind it
	// lexing is the index the worker is reading and lexing (-1 none): the
	// walk waits for that one rather than lex it a second time.
	lexing atomic.Int64
	stop   chan struct{}
	done   sync.WaitGroup
	head   *lexedFile // taken from out, for a later index than asked
	// taken counts the files whose tokens the walk took (Result.lexedAhead).
	taken int
}

// lexAheadWaits makes the walk wait for the worker on every file (tests:
// a walk whose every file is lexed ahead, whatever the machine's load).
var lexAheadWaits = false

// aheadItem is a file the walk will read if it reads the i-th candidate:
// its resolved path, and the lexer of its language.
type aheadItem struct {
	real string
	lex  syntax.Lexer
}

// startLexAhead starts the worker on items (nil entries are not lexed);
// nil when there is next to nothing to lex.
func startLexAhead(items []*aheadItem, limit int64) *lexAhead {
	n := 0
	for _, it := range items {
		if it != nil {
			n++
		}
	}
	if n < 2 {
		return nil
	}
	a := &lexAhead{out: make(chan lexedFile, aheadFiles), stop: make(chan struct{})}
	a.lexing.Store(-1)
	a.done.Add(1)
	go func() {
		defer a.done.Done()
		defer close(a.out)
		for i, it := range items {
			if it == nil || int64(i) < a.at.Load() {
				continue // not to be read, or the walk has passed it
			}
			select {
			case <-a.stop:
				return
			default:
			}
			a.lexing.Store(int64(i))
			// A file the worker could not lex is sent all the same,
			// without tokens: the walk, if it waits for this file, lexes
			// it itself at once.
			lf := lexFile(it, limit)
			lf.i = i
			if int64(i) < a.at.Load() {
				a.lexing.Store(-1)
				continue // the walk went past it meanwhile
			}
			select {
			case a.out <- lf:
			case <-a.stop:
				return
			}
			a.lexing.Store(-1)
		}
	}()
	return a
}

// lexFile reads and lexes one file as the walk would read it (a byte
// order mark blanked as parseAndRecognize does); without tokens when it
// cannot, or the lexer fails (the walk then reads it and reports).
func lexFile(it *aheadItem, limit int64) (lf lexedFile) {
	defer func() {
		if recover() != nil {
			lf = lexedFile{}
		}
	}()
	f, err := safeio.OpenFile(it.real, limit)
	if err != nil {
		return lf
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	f.Close()
	if err != nil || int64(len(data)) > limit {
		return lf
	}
	data = blankBOM(data)
	if unreadGenerated(it.real, data) {
		return lexedFile{data: data} // the walk does not read it (generated.go)
	}
	return lexedFile{data: data, toks: it.lex.Lex(data)}
}

// blankBOM turns a leading UTF-8 byte order mark into three spaces: the
// offsets stay, and no parser sees it.
func blankBOM(data []byte) []byte {
	if len(data) >= 3 && data[0] == 0xef && data[1] == 0xbb && data[2] == 0xbf {
		return append([]byte("   "), data[3:]...)
	}
	return data
}

// moveTo tells the worker the walk has reached the i-th item.
func (a *lexAhead) moveTo(i int) {
	if a != nil {
		a.at.Store(int64(i))
	}
}

// take returns the tokens of the i-th item when the worker has them
// ready, or is lexing them, and they were lexed from data; it does not
// wait for the worker otherwise.
func (a *lexAhead) take(i int, data []byte) []syntax.Tok {
	if a == nil {
		return nil
	}
	for {
		if a.head == nil {
			select {
			case lf, ok := <-a.out:
				if !ok {
					return nil
				}
				a.head = &lf
			default:
				if a.lexing.Load() != int64(i) && !lexAheadWaits {
					return nil
				}
				// The worker is on this very file: what it makes of it
				// comes next, tokens or a failure.
				lf, ok := <-a.out
				if !ok {
					return nil
				}
				a.head = &lf
			}
		}
		switch {
		case a.head.i < i:
			a.head = nil // a file the walk did not read
		case a.head.i > i:
			return nil
		default:
			lf := a.head
			a.head = nil
			if lf.toks == nil || !bytes.Equal(lf.data, data) {
				return nil // the worker could not, or read other bytes
			}
			a.taken++
			return lf.toks
		}
	}
}

// close stops the worker, waits for it, and says how many files' tokens
// the walk took.
func (a *lexAhead) close() int {
	if a == nil {
		return 0
	}
	close(a.stop)
	for range a.out {
	}
	a.done.Wait()
	return a.taken
}
