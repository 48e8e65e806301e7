//! Raw lexing and literal decoding never panic and always terminate.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (tokens, _errors) = lexer::token::lex_raw(&text, 1);
    for t in &tokens {
        let (lo, hi) = ((t.span.lo - 1) as usize, (t.span.hi - 1) as usize);
        assert!(lo <= hi && hi <= text.len(), "token span out of the buffer");
    }
});
