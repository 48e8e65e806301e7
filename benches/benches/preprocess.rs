//! Lexing and preprocessing throughput (MB/s) on a generated 4 MiB input.
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use std::path::Path;

fn bench(c: &mut Criterion) {
    let text = benches::preprocessor_input(4 << 20);
    let mut g = c.benchmark_group("frontend");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.sample_size(10);
    g.bench_function("lex_raw", |b| {
        b.iter(|| black_box(lexer::token::lex_raw(black_box(&text), 1)))
    });
    g.bench_function("preprocess", |b| {
        b.iter(|| {
            let mut sm = lexer::source::SourceMap::new();
            let out = lexer::pp::preprocess_text(
                "bench.cu",
                Path::new("bench.cu"),
                text.clone(),
                &lexer::pp::Options::default(),
                &mut sm,
            );
            black_box(out.tokens.len())
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
