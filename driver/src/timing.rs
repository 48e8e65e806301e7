//! `--time-report`: wall time per phase and per target job, so a user sees
//! where a compile spends its time (front end once, code generation per
//! target). Printed to stderr; never part of the deterministic output.

use std::time::{Duration, Instant};

#[derive(Default)]
pub struct Timings {
    phases: Vec<(&'static str, Duration)>,
    targets: Vec<(String, Duration)>,
    start: Option<Instant>,
}

impl Timings {
    pub fn new() -> Timings {
        Timings {
            start: Some(Instant::now()),
            ..Timings::default()
        }
    }

    pub fn time<T>(&mut self, phase: &'static str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let value = f();
        self.phases.push((phase, start.elapsed()));
        value
    }

    pub fn record_target(&mut self, name: &str, elapsed: Duration) {
        self.targets.push((name.to_string(), elapsed));
    }

    pub fn report(&self) -> String {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let total = self.start.map(|s| s.elapsed()).unwrap_or_default();
        let mut out = String::from("===-------------------------------------------===\n  circle-rs time report\n===-------------------------------------------===\n");
        let front: Duration = self
            .phases
            .iter()
            .filter(|(p, _)| matches!(*p, "preprocess" | "parse" | "translate"))
            .map(|(_, d)| *d)
            .sum();
        for (phase, d) in &self.phases {
            out += &format!("  {phase:<12} {:>10.2} ms\n", ms(*d));
        }
        for (name, d) in &self.targets {
            out += &format!("    job {name:<10} {:>8.2} ms\n", ms(*d));
        }
        out += &format!("  {:<12} {:>10.2} ms\n", "front end", ms(front));
        out += &format!("  {:<12} {:>10.2} ms\n", "total", ms(total));
        out
    }
}
