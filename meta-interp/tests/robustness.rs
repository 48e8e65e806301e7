//! Never a panic, whatever the input: every prefix of programs that use
//! the meta features goes through the whole pipeline.

use bumpalo::Bump;
use lexer::source::{SourceMap, Span};
use lexer::token::{lex_raw, Token, TokenKind};
use meta_interp::{MetaLimits, TranslateOptions};
use parser::Interner;

fn translate_any(src: &str) -> usize {
    let mut sm = SourceMap::new();
    let (_, base) = sm.add_and_enter("t.cu", "t.cu", src.to_string(), Span::DUMMY);
    let (toks, _) = lex_raw(src, base);
    let mut toks: Vec<Token> = toks
        .into_iter()
        .filter(|t| t.kind != TokenKind::Newline)
        .collect();
    let end = base + src.len() as u32;
    toks.push(Token::new(TokenKind::Eof, Span::new(end, end)));
    let arena = Bump::new();
    let mut interner = Interner::new();
    let (tu, _) = parser::parse_translation_unit(&arena, &toks, &sm, &mut interner);
    let opts = TranslateOptions {
        compute_capabilities: vec![52, 70],
        amdgpu_targets: vec!["gfx1100".into()],
        limits: MetaLimits {
            max_steps: 100_000,
            ..MetaLimits::default()
        },
        ..Default::default()
    };
    meta_interp::translate(&tu, &sm, &interner, &opts)
        .diagnostics
        .len()
}

const PROGRAM: &str = r#"
enum class shape_t : short { circle, square, triangle = 7 };
struct pt { int x = 1; float y[2]; };
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
@meta int total = 0;
@meta for(int i = 0; i < 4; ++i) @meta total += fact(i);
@meta printf("%d %s\n", total, @enum_name(shape_t, 1));
const char* name(shape_t s) {
  switch(s) {
    @meta for enum(shape_t e : shape_t) case e: return @enum_name(e);
    default: return "?";
  }
}
__global__ void k(float* p, pt q) {
  @codegen int a = (int)__nvvm_arch * 10;
  if codegen(a >= 700 && __is_nvvm_target) {
    @meta for(int i = 0; i < 2; ++i) p[i] = q.y[i] + @meta total;
  } else if codegen(__is_amdgpu_target) { atomicAdd(p, 1.0f); }
  for(float x : q.y) p[0] += x;
}
static_assert(fact(4) == 24, "fact");
void launch(float* p) { pt q = { 2 }; k<<<1, 32>>>(p, q); }
"#;

#[test]
fn every_prefix_of_a_meta_program_translates_without_panicking() {
    assert_eq!(translate_any(PROGRAM), 0);
    for cut in 0..PROGRAM.len() {
        if PROGRAM.is_char_boundary(cut) {
            let _ = translate_any(&PROGRAM[..cut]);
        }
    }
}

#[test]
fn shuffled_tokens_never_panic() {
    // A deterministic shuffle of the program's lines and words.
    let words: Vec<&str> = PROGRAM.split_whitespace().collect();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..200 {
        let mut v = words.clone();
        for i in (1..v.len()).rev() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let j = (seed % (i as u64 + 1)) as usize;
            if seed.is_multiple_of(5) {
                v.swap(i, j);
            }
        }
        let _ = translate_any(&v.join(" "));
    }
}

/// Every shared example (when ../shared is beside the checkout), cut after
/// each line, through the preprocessor, parser and translation.
#[test]
fn every_line_prefix_of_the_shared_examples_never_panics() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/examples");
    let Ok(dirs) = std::fs::read_dir(&root) else {
        return;
    };
    let mut files: Vec<std::path::PathBuf> = dirs
        .filter_map(|d| d.ok())
        .filter_map(|d| std::fs::read_dir(d.path()).ok())
        .flat_map(|d| d.filter_map(|f| f.ok()).map(|f| f.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "cu"))
        .collect();
    files.sort();
    let bundled = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../include");
    let mut checked = 0;
    for f in files {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        for n in (0..=lines.len()).step_by(3) {
            let src = lines[..n].join("\n");
            let mut sm = SourceMap::new();
            let opts = lexer::pp::Options {
                default_dirs: lexer::pp::search::host_dirs(&bundled),
                ..Default::default()
            };
            let out = lexer::pp::preprocess_text("t.cu", &f, src, &opts, &mut sm);
            let arena = Bump::new();
            let mut interner = Interner::new();
            let (tu, _) = parser::parse_translation_unit(&arena, &out.tokens, &sm, &mut interner);
            let topts = TranslateOptions {
                compute_capabilities: vec![52, 70],
                amdgpu_targets: vec!["gfx1100".into()],
                limits: MetaLimits {
                    max_steps: 100_000,
                    ..MetaLimits::default()
                },
                ..Default::default()
            };
            let _ = meta_interp::translate(&tu, &sm, &interner, &topts);
            checked += 1;
        }
    }
    assert!(checked > 50, "only {checked} prefixes");
}
