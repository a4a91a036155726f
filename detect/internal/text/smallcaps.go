package text

// smallCapitalPrototype holds the characters of confusableLatin whose
// prototype in UTS #39 confusables.txt is not an ASCII letter but a Latin
// small capital of one (ʙ U+0299, ʜ U+029C, ᴛ U+1D1B ...): the entries
// confusables_table.go marks "a small capital" (internal/unigen's
// asciiLetter, from the same data, version 15.0.0; © Unicode, Inc.,
// Unicode License v3). In lower-case running text such a letter does not
// read as the ASCII letter: Cyrillic н is drawn as a small capital H, not
// as h, so a word holding one is seen to be of its own script.
var smallCapitalPrototype = map[rune]bool{
	0x03C4:  true, // GREEK SMALL LETTER TAU
	0x0432:  true, // CYRILLIC SMALL LETTER VE
	0x043D:  true, // CYRILLIC SMALL LETTER EN
	0x0442:  true, // CYRILLIC SMALL LETTER TE
	0x050D:  true, // CYRILLIC SMALL LETTER KOMI SJE
	0x13FB:  true, // CHEROKEE SMALL LETTER YU
	0x13FC:  true, // CHEROKEE SMALL LETTER YV
	0x1D29:  true, // GREEK LETTER SMALL CAPITAL RHO
	0x2CD1:  true, // COPTIC SMALL LETTER L-SHAPED HA
	0xAB70:  true, // CHEROKEE SMALL LETTER A
	0xAB71:  true, // CHEROKEE SMALL LETTER E
	0xAB72:  true, // CHEROKEE SMALL LETTER I
	0xAB7A:  true, // CHEROKEE SMALL LETTER GO
	0xAB7B:  true, // CHEROKEE SMALL LETTER GU
	0xAB7C:  true, // CHEROKEE SMALL LETTER GV
	0xAB8B:  true, // CHEROKEE SMALL LETTER MI
	0xAB90:  true, // CHEROKEE SMALL LETTER NAH
	0xABA2:  true, // CHEROKEE SMALL LETTER SV
	0xABAE:  true, // CHEROKEE SMALL LETTER TLE
	0xABB2:  true, // CHEROKEE SMALL LETTER TLV
	0x10443: true, // DESERET SMALL LETTER ETH
	0x1D6D5: true, // MATHEMATICAL BOLD SMALL TAU
	0x1D70F: true, // MATHEMATICAL ITALIC SMALL TAU
	0x1D749: true, // MATHEMATICAL BOLD ITALIC SMALL TAU
	0x1D783: true, // MATHEMATICAL SANS-SERIF BOLD SMALL TAU
	0x1D7BD: true, // MATHEMATICAL SANS-SERIF BOLD ITALIC SMALL TAU
}

// SmallCapitalLookalike reports whether r is a look-alike whose UTS #39
// prototype is a Latin small capital (smallCapitalPrototype).
func SmallCapitalLookalike(r rune) bool { return smallCapitalPrototype[r] }

// caseOnlyCapital holds the capitals of confusableLatin that are in it
// only by case (the entries confusables_table.go marks "case of U+..."):
// UTS #39 gives their small letter an ASCII prototype, not them (Greek
// Σ is there because σ reads as o). Drawn, such a capital looks like no
// ASCII letter: beside Latin letters it is a letter of its own script
// (Σexp, a sum), not a disguise.
var caseOnlyCapital = map[rune]bool{
	0x0194:  true, // LATIN CAPITAL LETTER GAMMA
	0x019C:  true, // LATIN CAPITAL LETTER TURNED M
	0x01B2:  true, // LATIN CAPITAL LETTER V WITH HOOK
	0x01BC:  true, // LATIN CAPITAL LETTER TONE FIVE
	0x0280:  true, // LATIN LETTER SMALL CAPITAL R
	0x0393:  true, // GREEK CAPITAL LETTER GAMMA
	0x03A3:  true, // GREEK CAPITAL LETTER SIGMA
	0x0413:  true, // CYRILLIC CAPITAL LETTER GHE
	0x0460:  true, // CYRILLIC CAPITAL LETTER OMEGA
	0x04BA:  true, // CYRILLIC CAPITAL LETTER SHHA
	0x04BC:  true, // CYRILLIC CAPITAL LETTER ABKHASIAN CHE
	0x0500:  true, // CYRILLIC CAPITAL LETTER KOMI DE
	0x051A:  true, // CYRILLIC CAPITAL LETTER QA
	0x0531:  true, // ARMENIAN CAPITAL LETTER AYB
	0x0533:  true, // ARMENIAN CAPITAL LETTER GIM
	0x0536:  true, // ARMENIAN CAPITAL LETTER ZA
	0x0540:  true, // ARMENIAN CAPITAL LETTER HO
	0x0548:  true, // ARMENIAN CAPITAL LETTER VO
	0x054C:  true, // ARMENIAN CAPITAL LETTER RA
	0x0551:  true, // ARMENIAN CAPITAL LETTER CO
	0x0554:  true, // ARMENIAN CAPITAL LETTER KEH
	0x1CA7:  true, // GEORGIAN MTAVRULI CAPITAL LETTER QAR
	0x1CBF:  true, // GEORGIAN MTAVRULI CAPITAL LETTER LABIAL SIGN
	0x1EFE:  true, // LATIN CAPITAL LETTER Y WITH LOOP
	0x2C6D:  true, // LATIN CAPITAL LETTER ALPHA
	0x2C84:  true, // COPTIC CAPITAL LETTER GAMMA
	0xA646:  true, // CYRILLIC CAPITAL LETTER IOTA
	0xA79E:  true, // LATIN CAPITAL LETTER VOLAPUK UE
	0xA7AC:  true, // LATIN CAPITAL LETTER SCRIPT G
	0xA7AE:  true, // LATIN CAPITAL LETTER SMALL CAPITAL I
	0x118A1: true, // WARANG CITI CAPITAL LETTER A
	0x118A8: true, // WARANG CITI CAPITAL LETTER E
	0x118B7: true, // WARANG CITI CAPITAL LETTER BU
}

// CaseOnlyCapital reports whether r is a capital look-alike only by the
// case of its small letter (caseOnlyCapital).
func CaseOnlyCapital(r rune) bool { return caseOnlyCapital[r] }
