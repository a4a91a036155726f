package detect

import (
	"math/bits"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

// lclassOnes is how many classes c holds.
func lclassOnes(c reading.Lclass) int {
	n := 0
	for _, w := range c {
		n += bits.OnesCount64(w)
	}
	return n
}
