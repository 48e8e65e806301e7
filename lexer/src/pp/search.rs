//! The default `#include <...>` search list, found the way clang finds it
//! on x86-64 Linux: the newest installed GCC's libstdc++ directories, then
//! `/usr/local/include`, the compiler's own builtin headers, the multiarch
//! directory and `/usr/include`.
//!
//! `-nostdinc` drops the whole list, `-nostdinc++` only the libstdc++ part;
//! `--gcc-toolchain=DIR` looks for GCC under DIR instead of `/usr`.

use std::path::{Path, PathBuf};

/// The multiarch triple of the only host circle-rs targets.
const TRIPLE: &str = "x86_64-linux-gnu";

/// What the command line says about the default search list.
#[derive(Clone, Debug, Default)]
pub struct SearchOptions {
    pub nostdinc: bool,
    pub nostdincxx: bool,
    /// `--gcc-toolchain=DIR`: the prefix GCC was installed under.
    pub gcc_toolchain: Option<PathBuf>,
    /// The compiler's own headers (`include/` beside the binary).
    pub builtin_dir: Option<PathBuf>,
    /// The root the system directories are under (`/` but for tests).
    pub sysroot: PathBuf,
}

impl SearchOptions {
    /// This machine's list with the compiler's headers in `builtin_dir`.
    pub fn host(builtin_dir: Option<PathBuf>) -> SearchOptions {
        SearchOptions {
            builtin_dir,
            sysroot: PathBuf::from("/"),
            ..SearchOptions::default()
        }
    }
}

/// [`default_dirs`] for this machine; what tests and tools use.
pub fn host_dirs(builtin_dir: &Path) -> Vec<PathBuf> {
    default_dirs(&SearchOptions::host(Some(builtin_dir.to_path_buf())))
}

/// The installed GCC: its version directory name (`12`) and the prefix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GccInstall {
    pub version: String,
    pub prefix: PathBuf,
}

/// Version components for ordering (`12.2.0` > `9`); non-numeric parts
/// count as 0.
fn version_key(v: &str) -> Vec<u64> {
    v.split('.').map(|p| p.parse().unwrap_or(0)).collect()
}

/// The newest GCC under `prefix/lib/gcc/x86_64-linux-gnu/` that has its
/// libstdc++ headers installed (`prefix/include/c++/<version>`), as clang's
/// GCC detection picks it.
pub fn find_gcc(prefix: &Path) -> Option<GccInstall> {
    let lib = prefix.join("lib/gcc").join(TRIPLE);
    let mut best: Option<String> = None;
    for entry in std::fs::read_dir(&lib).ok()?.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        if !prefix.join("include/c++").join(&name).is_dir() {
            continue;
        }
        if best
            .as_ref()
            .is_none_or(|b| version_key(&name) > version_key(b))
        {
            best = Some(name);
        }
    }
    best.map(|version| GccInstall {
        version,
        prefix: prefix.to_path_buf(),
    })
}

/// The default search list after `-I` and `-isystem`, in order.
pub fn default_dirs(o: &SearchOptions) -> Vec<PathBuf> {
    if o.nostdinc {
        return Vec::new();
    }
    let usr = o.sysroot.join("usr");
    let mut dirs = Vec::new();
    if !o.nostdincxx {
        let prefix = o.gcc_toolchain.clone().unwrap_or_else(|| usr.clone());
        if let Some(gcc) = find_gcc(&prefix) {
            let cxx = gcc.prefix.join("include/c++").join(&gcc.version);
            dirs.push(cxx.clone());
            dirs.push(
                gcc.prefix
                    .join("include")
                    .join(TRIPLE)
                    .join("c++")
                    .join(&gcc.version),
            );
            dirs.push(cxx.join("backward"));
        }
    }
    dirs.push(usr.join("local/include"));
    dirs.extend(o.builtin_dir.clone());
    dirs.push(usr.join("include").join(TRIPLE));
    dirs.push(usr.join("include"));
    // clang lists only directories that exist.
    dirs.retain(|d| d.is_dir());
    dirs
}

/// `-v`'s report, in clang's words.
pub fn describe(quote: &[PathBuf], include: &[PathBuf], system: &[PathBuf]) -> String {
    let mut s = String::from("#include \"...\" search starts here:\n");
    for d in quote {
        s.push_str(&format!(" {}\n", d.display()));
    }
    s.push_str("#include <...> search starts here:\n");
    for d in include.iter().chain(system) {
        s.push_str(&format!(" {}\n", d.display()));
    }
    s.push_str("End of search list.\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(dirs: &[&str]) -> PathBuf {
        let root = std::env::temp_dir().join(format!(
            "circle-rs-search-{}-{}",
            std::process::id(),
            dirs.len()
        ));
        let _ = std::fs::remove_dir_all(&root);
        for d in dirs {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        root
    }

    #[test]
    fn newest_gcc_with_headers_wins() {
        let root = tree(&[
            "usr/lib/gcc/x86_64-linux-gnu/9",
            "usr/lib/gcc/x86_64-linux-gnu/12",
            "usr/lib/gcc/x86_64-linux-gnu/13",
            "usr/include/c++/9",
            "usr/include/c++/12",
            "usr/include/x86_64-linux-gnu/c++/12",
            "usr/include/x86_64-linux-gnu",
            "usr/local/include",
        ]);
        let gcc = find_gcc(&root.join("usr")).unwrap();
        assert_eq!(gcc.version, "12", "13 has no headers");
        let o = SearchOptions {
            sysroot: root.clone(),
            ..SearchOptions::default()
        };
        let dirs = default_dirs(&o);
        let rel: Vec<String> = dirs
            .iter()
            .map(|d| d.strip_prefix(&root).unwrap().display().to_string())
            .collect();
        assert_eq!(
            rel,
            [
                "usr/include/c++/12",
                "usr/include/x86_64-linux-gnu/c++/12",
                "usr/local/include",
                "usr/include/x86_64-linux-gnu",
                "usr/include"
            ]
        );
        let no_cxx = default_dirs(&SearchOptions {
            nostdincxx: true,
            sysroot: root.clone(),
            ..SearchOptions::default()
        });
        assert_eq!(no_cxx.len(), 3);
        assert!(default_dirs(&SearchOptions {
            nostdinc: true,
            sysroot: root.clone(),
            ..SearchOptions::default()
        })
        .is_empty());
        let _ = std::fs::remove_dir_all(&root);
    }
}
