package reading

// isBase32Run: a run of RFC 4648 base32 (upper-case letters and 2-7) with
// at least one digit, minCandidateRun or longer; hex runs are hex.
func IsBase32Run(s string) bool {
	if len(s) < MinCandidateRun {
		return false
	}
	digits := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
		case c >= '2' && c <= '7':
			digits++
		default:
			return false
		}
	}
	return digits > 0 && !AllHex(s)
}
