use super::*;

fn int(s: &str) -> IntLiteral {
    match parse_number(s) {
        Ok(NumberLiteral::Int(i)) => i,
        other => panic!("{s}: {other:?}"),
    }
}

fn float(s: &str) -> FloatLiteral {
    match parse_number(s) {
        Ok(NumberLiteral::Float(f)) => f,
        other => panic!("{s}: {other:?}"),
    }
}

fn err(s: &str) -> LiteralError {
    match parse_number(s) {
        Err(e) => e,
        Ok(v) => panic!("{s}: expected an error, got {v:?}"),
    }
}

#[test]
fn integer_bases_and_separators() {
    assert_eq!(int("0").value, 0);
    assert_eq!(int("42").value, 42);
    assert_eq!(int("0x2A").value, 42);
    assert_eq!(int("0X2a").radix, 16);
    assert_eq!(int("052").value, 42);
    assert_eq!(int("052").radix, 8);
    assert_eq!(int("0b101010").value, 42);
    assert_eq!(int("0B1'0").value, 2);
    assert_eq!(int("1'000'000").value, 1_000_000);
    assert_eq!(int("0xFFFF'FFFF'FFFF'FFFF").value, u64::MAX as u128);
}

#[test]
fn integer_suffixes_any_case_and_order() {
    for (s, unsigned, width, size) in [
        ("1u", true, IntWidth::Int, false),
        ("1U", true, IntWidth::Int, false),
        ("1l", false, IntWidth::Long, false),
        ("1LL", false, IntWidth::LongLong, false),
        ("1ul", true, IntWidth::Long, false),
        ("1LU", true, IntWidth::Long, false),
        ("1ull", true, IntWidth::LongLong, false),
        ("1llU", true, IntWidth::LongLong, false),
        ("1z", false, IntWidth::Int, true),
        ("1uz", true, IntWidth::Int, true),
        ("1ZU", true, IntWidth::Int, true),
    ] {
        let i = int(s);
        assert_eq!(
            (i.unsigned, i.width, i.size),
            (unsigned, width, size),
            "{s}"
        );
    }
    assert_eq!(int("12_km").ud_suffix.as_deref(), Some("_km"));
    assert_eq!(int("12ms").ud_suffix.as_deref(), Some("ms"));
}

#[test]
fn integer_errors() {
    let e = err("1lL");
    assert_eq!(
        (e.kind.clone(), e.lo, e.hi),
        (
            LiteralErrorKind::InvalidSuffix {
                suffix: "lL".into(),
                floating: false
            },
            1,
            3
        )
    );
    assert!(matches!(
        err("1uu").kind,
        LiteralErrorKind::InvalidSuffix { .. }
    ));
    assert!(matches!(
        err("1xyz").kind,
        LiteralErrorKind::InvalidSuffix { .. }
    ));
    let e = err("0129");
    assert_eq!(
        (e.kind, e.lo),
        (
            LiteralErrorKind::InvalidDigit {
                digit: '9',
                radix: 8
            },
            3
        )
    );
    let e = err("0b1'2");
    assert_eq!(
        (e.kind, e.lo),
        (
            LiteralErrorKind::InvalidDigit {
                digit: '2',
                radix: 2
            },
            4
        )
    );
    assert_eq!(err("18446744073709551616").kind, LiteralErrorKind::TooLarge);
    assert_eq!(
        err("0x1'0000'0000'0000'0000").kind,
        LiteralErrorKind::TooLarge
    );
    assert_eq!(
        err("999999999999999999999999999999999999999999999999").kind,
        LiteralErrorKind::TooLarge
    );
    assert_eq!(int("18446744073709551615").value, u64::MAX as u128);
    let e = err("1'");
    assert_eq!(
        (e.kind, e.lo),
        (LiteralErrorKind::MisplacedDigitSeparator, 1)
    );
    assert_eq!(err("1''2").kind, LiteralErrorKind::MisplacedDigitSeparator);
    assert!(matches!(
        err("0x").kind,
        LiteralErrorKind::InvalidSuffix { .. }
    ));
    assert_eq!(err("abc").kind, LiteralErrorKind::Malformed);
    assert_eq!(err("").kind, LiteralErrorKind::Malformed);
}

#[test]
fn floating_literals() {
    assert_eq!(float("1.5").value, 1.5);
    assert_eq!(float("1.").value, 1.0);
    assert_eq!(float(".5").value, 0.5);
    assert_eq!(float("1e3").value, 1000.0);
    assert_eq!(float("1.e+2").value, 100.0);
    assert_eq!(float("2.5E-1").value, 0.25);
    assert_eq!(float("1'000.5").value, 1000.5);
    assert_eq!(float("09.5").value, 9.5);
    assert_eq!(float("1.5f").suffix, FloatSuffix::F);
    assert_eq!(float("1.5L").suffix, FloatSuffix::L);
    assert_eq!(float("1.5_deg").ud_suffix.as_deref(), Some("_deg"));
    assert_eq!(float("0x1p3").value, 8.0);
    assert_eq!(float("0x1.8p1").value, 3.0);
    assert_eq!(float("0x.8p0").value, 0.5);
    assert_eq!(float("0x0.01p0").value, 1.0 / 256.0);
    assert_eq!(float("0xA.Bp-4f").value, 10.6875 / 16.0);
    assert!(float("0x1.8p3").hex);
    assert_eq!(float("0x1p99999").value, f64::INFINITY);
    assert_eq!(float("0x1p-99999").value, 0.0);
    assert_eq!(
        float("0x123456789abcdef0123p0").value,
        0x123456789abcdef0123u128 as f64
    );
    assert_eq!(float("1e99999").value, f64::INFINITY);
}

#[test]
fn floating_errors() {
    let e = err("1e+");
    assert_eq!((e.kind, e.lo), (LiteralErrorKind::ExponentHasNoDigits, 1));
    assert_eq!(err("0x1.8").kind, LiteralErrorKind::HexFloatNeedsExponent);
    assert_eq!(err("0x1p").kind, LiteralErrorKind::ExponentHasNoDigits);
    assert!(matches!(
        err("1.5q").kind,
        LiteralErrorKind::InvalidSuffix { floating: true, .. }
    ));
    assert!(matches!(
        err("1.5ff").kind,
        LiteralErrorKind::InvalidSuffix { floating: true, .. }
    ));
}

fn units(s: &str) -> Vec<u32> {
    let (lit, errors) = decode_string(s);
    assert!(errors.is_empty(), "{s}: {errors:?}");
    lit.code_units()
}

#[test]
fn string_escapes_and_prefixes() {
    assert_eq!(units(r#""ab""#), vec![97, 98]);
    assert_eq!(
        units(r#""\n\t\\\"\'\?\a\b\f\r\v""#),
        vec![10, 9, 92, 34, 39, 63, 7, 8, 12, 13, 11]
    );
    assert_eq!(units(r#""\0\101\1234""#), vec![0, 65, 83, 52]);
    assert_eq!(units(r#""\x41\xff""#), vec![0x41, 0xff]);
    assert_eq!(units(r#""\u00e9""#), vec![0xc3, 0xa9]);
    assert_eq!(units(r#"u8"é""#), vec![0xc3, 0xa9]);
    assert_eq!(units(r#"u"\U0001F600""#), vec![0xD83D, 0xDE00]);
    assert_eq!(units(r#"U"\U0001F600""#), vec![0x1F600]);
    assert_eq!(units(r#"L"\xffffffff""#), vec![0xffff_ffff]);
    assert_eq!(units(r#"u"\xffff""#), vec![0xffff]);
    let (lit, _) = decode_string(r#""x"_s"#);
    assert_eq!(lit.ud_suffix.as_deref(), Some("_s"));
    assert_eq!(decode_string(r#"L"x""#).0.encoding, Encoding::Wide);
    assert_eq!(decode_string(r#""a\x41""#).0.to_text(), "aA");
}

#[test]
fn raw_strings() {
    assert_eq!(units(r#"R"(a\n")""#), vec![97, 92, 110, 34]);
    assert_eq!(units("R\"xy(a)\"b)xy\""), vec![97, 41, 34, 98]);
    let (lit, e) = decode_string("u8R\"(\nq)\"_u");
    assert!(e.is_empty());
    assert_eq!(
        (lit.encoding, lit.code_units(), lit.ud_suffix.as_deref()),
        (Encoding::Utf8, vec![10, 113], Some("_u"))
    );
    assert_eq!(decode_string("LR\"(z)\"").0.encoding, Encoding::Wide);
}

#[test]
fn escape_errors_point_at_the_escape() {
    let (_, e) = decode_string(r#""ab\qc""#);
    assert_eq!(
        e,
        vec![LiteralError {
            kind: LiteralErrorKind::InvalidEscape {
                escape: "\\q".into()
            },
            lo: 3,
            hi: 5
        }]
    );
    let (_, e) = decode_string(r#""\x100""#);
    assert_eq!(
        (e[0].kind.clone(), e[0].lo, e[0].hi),
        (LiteralErrorKind::HexEscapeOutOfRange, 1, 6)
    );
    let (_, e) = decode_string(r#""\777""#);
    assert_eq!(e[0].kind, LiteralErrorKind::OctalEscapeOutOfRange);
    let (_, e) = decode_string(r#""\x""#);
    assert!(matches!(e[0].kind, LiteralErrorKind::InvalidEscape { .. }));
    let (_, e) = decode_string(r#""\uD800""#);
    assert_eq!(
        (e[0].kind.clone(), e[0].lo, e[0].hi),
        (LiteralErrorKind::InvalidUniversalCharacter, 1, 7)
    );
    let (_, e) = decode_string(r#""\u12""#);
    assert_eq!(e[0].kind, LiteralErrorKind::InvalidUniversalCharacter);
    let (_, e) = decode_string(r#""\U00110000""#);
    assert_eq!(e[0].kind, LiteralErrorKind::InvalidUniversalCharacter);
    assert_eq!(decode_string("nope").1[0].kind, LiteralErrorKind::Malformed);
    assert_eq!(decode_string("\"").1[0].kind, LiteralErrorKind::Malformed);
}

fn chr(s: &str) -> CharLiteral {
    let (c, e) = decode_char(s);
    assert!(e.is_empty(), "{s}: {e:?}");
    c
}

#[test]
fn character_literals() {
    assert_eq!(chr("'a'").value, 97);
    assert_eq!(chr(r"'\n'").value, 10);
    assert_eq!(chr(r"'\xff'").value, -1);
    assert_eq!(chr(r"'\0'").value, 0);
    assert_eq!(chr(r"'\''").value, 39);
    let m = chr("'ab'");
    assert_eq!((m.value, m.multichar), (0x6162, true));
    assert_eq!(chr(r"u'\u00e9'").value, 0xe9);
    assert_eq!(chr(r"U'\U0001F600'").value, 0x1F600);
    assert_eq!(chr(r"L'\xffffffff'").value, -1);
    assert_eq!(chr("u8'a'").encoding, Encoding::Utf8);
    assert_eq!(chr("'a'_c").ud_suffix.as_deref(), Some("_c"));
    assert_eq!(
        decode_char("''").1[0].kind,
        LiteralErrorKind::EmptyCharacter
    );
    assert_eq!(
        decode_char("u'ab'").1[0].kind,
        LiteralErrorKind::MultipleCharactersInUnicodeLiteral
    );
    assert_eq!(
        decode_char("u'\\U0001F600'").1[0].kind,
        LiteralErrorKind::CharacterTooLarge
    );
    assert_eq!(
        decode_char("u8'é'").1[0].kind,
        LiteralErrorKind::CharacterTooLarge
    );
    let (_, e) = decode_char(r"'\z'");
    assert_eq!((e[0].lo, e[0].hi), (1, 3));
}

#[test]
fn adjacent_string_concatenation() {
    let a = decode_string(r#""a""#).0;
    let b = decode_string(r#"u"é""#).0;
    let c = decode_string(r#""\x41""#).0;
    let joined = concat_strings(&[a.clone(), b.clone(), c]).unwrap();
    assert_eq!(joined.encoding, Encoding::Utf16);
    assert_eq!(joined.code_units(), vec![97, 0xe9, 0x41]);
    let u32s = decode_string(r#"U"x""#).0;
    assert_eq!(
        concat_strings(&[b, a.clone(), u32s]).unwrap_err(),
        (2, LiteralErrorKind::IncompatibleConcatenation)
    );
    let s1 = decode_string(r#""x"_a"#).0;
    let s2 = decode_string(r#""y"_b"#).0;
    assert_eq!(
        concat_strings(&[s1.clone(), a, s2]).unwrap_err(),
        (2, LiteralErrorKind::MismatchedUdSuffixes)
    );
    assert_eq!(
        concat_strings(&[s1.clone(), s1])
            .unwrap()
            .ud_suffix
            .as_deref(),
        Some("_a")
    );
}

#[test]
fn never_panics_on_odd_spellings() {
    for s in [
        "'", "\"", "u8", "R\"", "R\"(", "0x.p", "0b", ".", "1e", "0x1.", "'\\", "\"\\u", "L'\\x",
        "u'", "0'", "0x'1", "1..2", "1.2.3",
    ] {
        let _ = parse_number(s);
        let _ = decode_string(s);
        let _ = decode_char(s);
    }
}

/// Random spellings over the characters literals are made of: no panic,
/// and error ranges stay inside the spelling.
#[test]
fn fuzz_spellings() {
    const ALPHABET: &[&str] = &[
        "0", "1", "7", "9", "x", "X", "b", "B", "e", "E", "p", "P", "+", "-", ".", "'", "\"", "\\",
        "u", "U", "L", "R", "8", "l", "z", "f", "_", "a", "F", "(", ")", "n", "é", "😀", "\\x",
        "\\u", "\\U", "\\0",
    ];
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..20000 {
        let len = (next() % 12) as usize;
        const PREFIXES: &[&str] = &["", "\"", "'", "u8\"", "L'", "R\"x(", "0x", "."];
        let mut s = PREFIXES[(next() % PREFIXES.len() as u64) as usize].to_string();
        s.extend((0..len).map(|_| ALPHABET[(next() % ALPHABET.len() as u64) as usize]));
        let check =
            |e: &LiteralError| assert!(e.lo <= e.hi && e.hi as usize <= s.len(), "{s:?}: {e:?}");
        if let Err(e) = parse_number(&s) {
            check(&e);
        }
        let (_, errors) = decode_string(&s);
        errors.iter().for_each(check);
        let (_, errors) = decode_char(&s);
        errors.iter().for_each(check);
    }
}
