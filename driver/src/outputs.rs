//! Output files as one transaction. Each is written to a temporary file in
//! its own directory and renamed into place only when the whole compilation
//! succeeded, so a failed target, a full disk or an interrupted run never
//! leaves partial or mixed outputs. A failed run also removes what an
//! earlier run left at the paths it would have written: a build must not
//! go on with stale code after an error.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

struct Staged {
    dest: PathBuf,
    temp: PathBuf,
}

#[derive(Default)]
pub struct Outputs {
    staged: Vec<Staged>,
    /// Every path a successful run writes (staged or not yet).
    planned: Vec<PathBuf>,
}

impl Outputs {
    pub fn new() -> Outputs {
        Outputs::default()
    }

    /// Records that success writes `dest` (failure removes it).
    pub fn plan(&mut self, dest: &Path) {
        if !self.planned.iter().any(|p| p == dest) {
            self.planned.push(dest.to_path_buf());
        }
    }

    /// Writes `bytes` beside `dest` under a temporary name.
    pub fn stage(&mut self, dest: &Path, bytes: &[u8]) -> io::Result<()> {
        self.plan(dest);
        let dir = dest
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = dest
            .file_name()
            .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
        let temp = dir.join(format!(".{name}.circle-rs-{}.tmp", std::process::id()));
        if let Err(e) = fs::write(&temp, bytes) {
            let _ = fs::remove_file(&temp);
            return Err(e);
        }
        self.staged.push(Staged {
            dest: dest.to_path_buf(),
            temp,
        });
        Ok(())
    }

    /// Renames every staged file into place: all of them, or (on an error)
    /// none, with the failing path.
    pub fn commit(mut self) -> Result<(), (PathBuf, io::Error)> {
        let staged = std::mem::take(&mut self.staged);
        for (i, s) in staged.iter().enumerate() {
            if let Err(e) = fs::rename(&s.temp, &s.dest) {
                for r in &staged[i..] {
                    let _ = fs::remove_file(&r.temp);
                }
                for r in &staged[..i] {
                    let _ = fs::remove_file(&r.dest);
                }
                return Err((s.dest.clone(), e));
            }
        }
        self.planned.clear();
        Ok(())
    }

    /// The run failed: no output is written, and none from an earlier run
    /// survives at the planned paths.
    pub fn fail(mut self) {
        for s in std::mem::take(&mut self.staged) {
            let _ = fs::remove_file(&s.temp);
        }
        for p in std::mem::take(&mut self.planned) {
            let _ = fs::remove_file(&p);
        }
    }
}

impl Drop for Outputs {
    fn drop(&mut self) {
        for s in &self.staged {
            let _ = fs::remove_file(&s.temp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("circle-rs-outputs-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn commit_writes_all_and_leaves_no_temporaries() {
        let d = dir("commit");
        let mut o = Outputs::new();
        o.stage(&d.join("a.ptx"), b"a").unwrap();
        o.stage(&d.join("b.ll"), b"b").unwrap();
        assert_eq!(fs::read_dir(&d).unwrap().count(), 2);
        assert!(!d.join("a.ptx").exists());
        o.commit().unwrap();
        assert_eq!(fs::read(d.join("a.ptx")).unwrap(), b"a");
        assert_eq!(fs::read(d.join("b.ll")).unwrap(), b"b");
        assert_eq!(fs::read_dir(&d).unwrap().count(), 2);
    }

    #[test]
    fn failure_writes_nothing_and_removes_stale_outputs() {
        let d = dir("fail");
        fs::write(d.join("k.sm_70.ptx"), b"old").unwrap();
        let mut o = Outputs::new();
        o.plan(&d.join("k.sm_70.ptx"));
        o.stage(&d.join("k.gfx1100.hsaco"), b"new").unwrap();
        o.fail();
        assert_eq!(fs::read_dir(&d).unwrap().count(), 0);
    }

    #[test]
    fn a_failed_rename_undoes_the_others() {
        let d = dir("rename");
        let mut o = Outputs::new();
        o.stage(&d.join("a.ptx"), b"a").unwrap();
        o.stage(&d.join("b.ptx"), b"b").unwrap();
        // A directory in the way of the second rename.
        fs::create_dir_all(d.join("b.ptx").join("x")).unwrap();
        assert!(o.commit().is_err());
        assert!(!d.join("a.ptx").exists());
        let left: Vec<_> = fs::read_dir(&d).unwrap().collect();
        assert_eq!(left.len(), 1, "only the directory in the way stays");
    }
}
