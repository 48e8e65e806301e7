//! Predefined macros, written as `#define` lines in a `<built-in>` buffer
//! (so they have a location, as in clang), the `-D`/`-U` options as a
//! `<command line>` buffer, and `__DATE__`/`__TIME__`.

use super::{Define, Options};
use std::fmt::Write;

/// circle-rs's version as the `__circle_rs__` number: 0.1.0 is 100.
fn version() -> (u32, u32, u32) {
    let v = env!("CARGO_PKG_VERSION");
    let mut parts = v.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    (
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
    )
}

pub(crate) fn builtin_text(opts: &Options) -> String {
    let (major, minor, patch) = version();
    let mut s = String::new();
    let defs: &[(&str, String)] = &[
        ("__cplusplus", "201703L".into()),
        ("__STDC_HOSTED__", "1".into()),
        ("__CUDACC__", "1".into()),
        (
            "__circle_rs__",
            (major * 10000 + minor * 100 + patch).to_string(),
        ),
        ("__circle_rs_major__", major.to_string()),
        ("__circle_rs_minor__", minor.to_string()),
        ("__circle_rs_patchlevel__", patch.to_string()),
        // The data model of every target (LP64 host, 64-bit devices).
        ("__CHAR_BIT__", "8".into()),
        ("__SIZEOF_SHORT__", "2".into()),
        ("__SIZEOF_INT__", "4".into()),
        ("__SIZEOF_LONG__", "8".into()),
        ("__SIZEOF_LONG_LONG__", "8".into()),
        ("__SIZEOF_POINTER__", "8".into()),
        ("__SIZEOF_FLOAT__", "4".into()),
        ("__SIZEOF_DOUBLE__", "8".into()),
        ("__LP64__", "1".into()),
        ("__ORDER_LITTLE_ENDIAN__", "1234".into()),
        ("__ORDER_BIG_ENDIAN__", "4321".into()),
        ("__BYTE_ORDER__", "__ORDER_LITTLE_ENDIAN__".into()),
    ];
    for (name, value) in defs {
        let _ = writeln!(s, "#define {name} {value}");
    }
    if let Some(arch) = opts.cuda_arch {
        let _ = writeln!(s, "#define __CUDA_ARCH__ {arch}");
    }
    s
}

/// `-D name` is `#define name 1`; `-D name=value` is `#define name value`;
/// `-U name` is `#undef name`; all in command-line order.
pub(crate) fn command_line_text(defines: &[Define]) -> String {
    let mut s = String::new();
    for d in defines {
        match d {
            Define::Set(text) => {
                // A newline in an option would start a new directive.
                let text = text.replace(['\n', '\r'], " ");
                match text.split_once('=') {
                    Some((name, value)) => {
                        let _ = writeln!(s, "#define {name} {value}");
                    }
                    None => {
                        let _ = writeln!(s, "#define {text} 1");
                    }
                }
            }
            Define::Unset(name) => {
                let _ = writeln!(s, "#undef {}", name.replace(['\n', '\r'], " "));
            }
        }
    }
    s
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// Days since 1970-01-01 to (year, month 1-12, day 1-31), proleptic
/// Gregorian (Howard Hinnant's civil-from-days reasoning).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `__DATE__` ("Mmm dd yyyy") and `__TIME__` ("hh:mm:ss") in UTC, from
/// `epoch`, else `SOURCE_DATE_EPOCH`, else the clock.
pub(crate) fn date_time(epoch: Option<i64>) -> (String, String) {
    let secs = epoch
        .or_else(|| {
            std::env::var("SOURCE_DATE_EPOCH")
                .ok()
                .and_then(|v| v.trim().parse::<i64>().ok())
        })
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64)
        })
        .clamp(0, 253_402_300_799); // through year 9999
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    let t = secs.rem_euclid(86_400);
    let month = MONTHS[(m as usize).saturating_sub(1).min(11)];
    (
        format!("{month} {d:>2} {y}"),
        format!("{:02}:{:02}:{:02}", t / 3600, t / 60 % 60, t % 60),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(
            date_time(Some(0)),
            ("Jan  1 1970".to_string(), "00:00:00".to_string())
        );
        assert_eq!(
            date_time(Some(951_782_400 + 3661)),
            ("Feb 29 2000".to_string(), "01:01:01".to_string())
        );
        assert_eq!(
            date_time(Some(1_700_000_000)),
            ("Nov 14 2023".to_string(), "22:13:20".to_string())
        );
        assert_eq!(date_time(Some(-5)).0, "Jan  1 1970");
    }

    #[test]
    fn command_line() {
        let t = command_line_text(&[
            Define::Set("A".into()),
            Define::Set("B=2".into()),
            Define::Set("F(x)=x+1".into()),
            Define::Unset("A".into()),
        ]);
        assert_eq!(t, "#define A 1\n#define B 2\n#define F(x) x+1\n#undef A\n");
    }
}
