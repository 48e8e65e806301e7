//! clang's offload bundle (the format `clang-offload-bundler` writes and
//! the HIP runtime reads from `.hip_fatbin`): the magic
//! `__CLANG_OFFLOAD_BUNDLE__`, the number of entries, per entry its offset
//! from the start of the bundle, its size and its ID
//! (`hipv4-amdgcn-amd-amdhsa--gfx1100`), all integers little-endian 64-bit;
//! then the images. clang puts an empty host entry first and aligns each
//! image to 4096 bytes; so does this.

pub const MAGIC: &[u8; 24] = b"__CLANG_OFFLOAD_BUNDLE__";
const ALIGN: usize = 4096;
/// The host entry's ID clang writes for x86-64 Linux HIP programs.
pub const HOST_ID: &str = "host-x86_64-unknown-linux-gnu-";

/// The ID of the code object for an AMD processor (`gfx1100`).
pub fn hip_id(processor: &str) -> String {
    format!("hipv4-amdgcn-amd-amdhsa--{processor}")
}

/// The bundle of `entries` (ID, image), after an empty host entry.
pub fn write(entries: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut ids: Vec<(&str, &[u8])> = vec![(HOST_ID, &[])];
    ids.extend(entries.iter().map(|(i, b)| (i.as_str(), b.as_slice())));
    let header: usize = MAGIC.len() + 8 + ids.iter().map(|(i, _)| 24 + i.len()).sum::<usize>();
    let mut offsets = Vec::new();
    let mut at = header;
    for (_, img) in &ids {
        if !img.is_empty() {
            at = at.div_ceil(ALIGN) * ALIGN;
        }
        offsets.push(at);
        at += img.len();
    }
    let mut out = Vec::with_capacity(at);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(ids.len() as u64).to_le_bytes());
    for ((id, img), off) in ids.iter().zip(&offsets) {
        out.extend_from_slice(&(*off as u64).to_le_bytes());
        out.extend_from_slice(&(img.len() as u64).to_le_bytes());
        out.extend_from_slice(&(id.len() as u64).to_le_bytes());
        out.extend_from_slice(id.as_bytes());
    }
    for ((_, img), off) in ids.iter().zip(&offsets) {
        out.resize(*off, 0);
        out.extend_from_slice(img);
    }
    out
}

/// The entries of a bundle (ID, image), or why it is not one.
pub fn read(b: &[u8]) -> Result<Vec<(String, Vec<u8>)>, String> {
    let u64_at = |at: usize| -> Result<usize, String> {
        b.get(at..at + 8)
            .map(|s| u64::from_le_bytes(s.try_into().unwrap_or_default()) as usize)
            .ok_or_else(|| "truncated bundle header".to_string())
    };
    if !b.starts_with(MAGIC) {
        return Err("not a clang offload bundle (no __CLANG_OFFLOAD_BUNDLE__)".into());
    }
    let n = u64_at(24)?;
    let mut at = 32;
    let mut out = Vec::new();
    for _ in 0..n.min(4096) {
        let (off, size, len) = (u64_at(at)?, u64_at(at + 8)?, u64_at(at + 16)?);
        let id = b.get(at + 24..at + 24 + len).ok_or("truncated entry ID")?;
        let img = b
            .get(off..off.checked_add(size).ok_or("entry out of range")?)
            .ok_or("entry out of range")?;
        out.push((String::from_utf8_lossy(id).into_owned(), img.to_vec()));
        at += 24 + len;
    }
    Ok(out)
}

/// Where a bundle's last image ends: the next unit's bundle starts at the
/// next 4096-byte boundary after it in a linked `.hip_fatbin`.
pub fn extent(b: &[u8]) -> Result<usize, String> {
    let u64_at = |at: usize| -> Result<usize, String> {
        b.get(at..at + 8)
            .map(|s| u64::from_le_bytes(s.try_into().unwrap_or_default()) as usize)
            .ok_or_else(|| "truncated bundle header".to_string())
    };
    let n = u64_at(24)?;
    let (mut at, mut end) = (32, 32);
    for _ in 0..n.min(4096) {
        let (off, size, len) = (u64_at(at)?, u64_at(at + 8)?, u64_at(at + 16)?);
        end = end.max(off.saturating_add(size)).max(at + 24 + len);
        at += 24 + len;
    }
    Ok(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_aligned_images() {
        let b = write(&[
            (hip_id("gfx1100"), vec![1, 2, 3]),
            (hip_id("gfx90a"), vec![9; 5000]),
        ]);
        let e = read(&b).unwrap();
        assert_eq!(e.len(), 3);
        assert_eq!(e[0], (HOST_ID.to_string(), vec![]));
        assert_eq!(
            e[1],
            ("hipv4-amdgcn-amd-amdhsa--gfx1100".into(), vec![1, 2, 3])
        );
        assert_eq!(e[2].1.len(), 5000);
        let off1 = u64::from_le_bytes(b[32 + 24 + HOST_ID.len()..][..8].try_into().unwrap());
        assert_eq!(off1 % 4096, 0);
        assert_eq!(extent(&b).unwrap(), b.len());
        assert!(read(b"nonsense").is_err());
        assert!(read(&b[..40]).is_err());
    }
}
