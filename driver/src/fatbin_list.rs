//! `circle-rs fatbin-list FILE...`: the images of the fat binaries in an
//! executable or object (its `.nv_fatbin` section), one line each
//! (`cubin sm_70`, `ptx sm_70`), read with circle-rs's own reader; or the
//! code objects of its HIP offload bundles (`.hip_fatbin`: `hsaco gfx1100`). The
//! tests use it where NVIDIA's cuobjdump cannot (cuobjdump 13 refuses
//! sm_35 cubins).

use codegen::offload::fatbin::{self, Kind};

fn u16_at(b: &[u8], o: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(o..o + 2)?.try_into().ok()?))
}
fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn u64_at(b: &[u8], o: usize) -> Option<usize> {
    usize::try_from(u64::from_le_bytes(b.get(o..o + 8)?.try_into().ok()?)).ok()
}

/// The bytes of the ELF64 section `name`.
pub fn elf_section<'b>(elf: &'b [u8], name: &str) -> Option<&'b [u8]> {
    if elf.get(0..4)? != b"\x7fELF" || *elf.get(4)? != 2 {
        return None;
    }
    let shoff = u64_at(elf, 0x28)?;
    let shentsize = usize::from(u16_at(elf, 0x3a)?);
    let shnum = usize::from(u16_at(elf, 0x3c)?);
    let shstrndx = usize::from(u16_at(elf, 0x3e)?);
    let sh = |i: usize| shoff.checked_add(i.checked_mul(shentsize)?);
    let strtab = sh(shstrndx)?;
    let str_off = u64_at(elf, strtab + 0x18)?;
    for i in 0..shnum {
        let h = sh(i)?;
        let n = str_off.checked_add(usize::try_from(u32_at(elf, h)?).ok()?)?;
        let end = elf.get(n..)?.iter().position(|&c| c == 0)?;
        if &elf[n..n + end] == name.as_bytes() {
            let off = u64_at(elf, h + 0x18)?;
            let size = u64_at(elf, h + 0x20)?;
            return elf.get(off..off.checked_add(size)?);
        }
    }
    None
}

pub fn main(args: &[String]) -> i32 {
    let mut code = 0;
    for f in args {
        let bytes = match std::fs::read(f) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("circle-rs fatbin-list: cannot read '{f}': {e}");
                code = 1;
                continue;
            }
        };
        if let Some(hip) = elf_section(&bytes, ".hip_fatbin") {
            code |= list_hip(f, hip);
            continue;
        }
        let Some(mut sec) = elf_section(&bytes, ".nv_fatbin") else {
            eprintln!("circle-rs fatbin-list: '{f}' has no .nv_fatbin or .hip_fatbin section");
            code = 1;
            continue;
        };
        // Several containers follow one another (one per linked unit).
        while sec.len() >= 16 {
            let Some(images) = fatbin::read(sec) else {
                eprintln!("circle-rs fatbin-list: '{f}': not a fat binary");
                code = 1;
                break;
            };
            for i in &images {
                let kind = match i.kind {
                    Kind::Cubin => "cubin",
                    Kind::Ptx => "ptx",
                };
                println!("{kind} sm_{}", i.arch);
            }
            let size = 16 + u64_at(sec, 8).unwrap_or(sec.len());
            // Containers are 8-byte aligned in the section.
            let next = size.div_ceil(8) * 8;
            sec = sec.get(next..).unwrap_or(&[]);
        }
    }
    code
}

/// The code objects of the offload bundles in a `.hip_fatbin` section (one
/// bundle per linked unit, each 4096-aligned).
fn list_hip(f: &str, mut sec: &[u8]) -> i32 {
    use codegen::offload::bundle;
    while sec.starts_with(bundle::MAGIC) {
        let entries = match bundle::read(sec) {
            Ok(e) => e,
            Err(m) => {
                eprintln!("circle-rs fatbin-list: '{f}': {m}");
                return 1;
            }
        };
        for (id, _) in &entries {
            if let Some(gfx) = id.strip_prefix("hipv4-amdgcn-amd-amdhsa--") {
                println!("hsaco {gfx}");
            }
        }
        let end = bundle::extent(sec).unwrap_or(sec.len());
        sec = sec.get(end.div_ceil(4096) * 4096..).unwrap_or(&[]);
    }
    0
}
