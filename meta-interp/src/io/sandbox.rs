//! The compile-time sandbox: which files meta code may read and write,
//! whether it may run programs and which environment variables it may
//! read. Paths are compared after making them absolute and resolving `..`
//! and symbolic links (of the part that exists), so neither `../` nor a
//! link leads out of an allowed directory.

use std::path::{Component, Path, PathBuf};

#[derive(Clone, Debug, Default)]
pub struct Sandbox {
    read_dirs: Vec<PathBuf>,
    write_dirs: Vec<PathBuf>,
    pub allow_exec: bool,
    env_names: Vec<String>,
    allow_all_env: bool,
}

/// Why an operation was denied: the option that would allow it.
pub struct Denied {
    pub allow: String,
    /// The path as checked (absolute, `..` and links resolved).
    pub path: Option<PathBuf>,
}

impl Sandbox {
    pub fn new(policy: &sema::meta::MetaSandbox) -> Sandbox {
        Sandbox {
            read_dirs: policy.read_dirs.iter().map(|d| real_path(d)).collect(),
            write_dirs: policy.write_dirs.iter().map(|d| real_path(d)).collect(),
            allow_exec: policy.allow_exec,
            env_names: policy.env_names.clone(),
            allow_all_env: policy.allow_all_env,
        }
    }

    pub fn check_read(&self, path: &Path) -> Result<(), Denied> {
        let p = real_path(path);
        let under = |dirs: &[PathBuf]| dirs.iter().any(|d| p.starts_with(d));
        if under(&self.read_dirs) || under(&self.write_dirs) {
            return Ok(());
        }
        Err(Denied {
            allow: format!("-fmeta-allow-read={}", suggest_dir(&p).display()),
            path: Some(p),
        })
    }

    pub fn check_write(&self, path: &Path) -> Result<(), Denied> {
        let p = real_path(path);
        if self.write_dirs.iter().any(|d| p.starts_with(d)) {
            return Ok(());
        }
        Err(Denied {
            allow: format!("-fmeta-allow-write={}", suggest_dir(&p).display()),
            path: Some(p),
        })
    }

    pub fn check_env(&self, name: &str) -> Result<(), Denied> {
        if self.allow_all_env || self.env_names.iter().any(|n| n == name) {
            return Ok(());
        }
        Err(Denied {
            allow: format!("-fmeta-allow-env={name}"),
            path: None,
        })
    }

    pub fn check_exec(&self) -> Result<(), Denied> {
        if self.allow_exec {
            return Ok(());
        }
        Err(Denied {
            allow: "-fmeta-allow-exec".into(),
            path: None,
        })
    }
}

/// The directory to name in a suggestion: the file's own directory.
fn suggest_dir(p: &Path) -> &Path {
    p.parent().unwrap_or(p)
}

/// `path` absolute, with `.` and `..` resolved and the longest existing
/// prefix resolved through symbolic links.
pub fn real_path(path: &Path) -> PathBuf {
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|d| d.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    let mut normal = PathBuf::new();
    for c in abs.components() {
        match c {
            Component::ParentDir => {
                normal.pop();
            }
            Component::CurDir => {}
            other => normal.push(other),
        }
    }
    // The longest prefix that exists, through its links; the rest as is.
    let mut rest = Vec::new();
    let mut head = normal.clone();
    loop {
        if let Ok(real) = head.canonicalize() {
            let mut out = real;
            for r in rest.iter().rev() {
                out.push(r);
            }
            return out;
        }
        match (head.file_name().map(|n| n.to_os_string()), head.parent()) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                head = parent.to_path_buf();
            }
            _ => return normal,
        }
    }
}
