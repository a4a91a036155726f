package detect

import "math/bits"

// lclassOnes is how many classes c holds.
func lclassOnes(c lclass) int {
	n := 0
	for _, w := range c {
		n += bits.OnesCount64(w)
	}
	return n
}
