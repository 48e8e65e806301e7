//! NVIDIA's fat binary container, written and read back: a 16-byte header
//! (magic `0xBA55ED50`, version 1, header size 16, size of what follows)
//! and one entry per image, each a 64-byte entry header followed by the
//! image padded to 8 bytes. Images are stored uncompressed: cubins (kind
//! 2) for a given `sm_XX`, and PTX text (kind 1, NUL-terminated) that the
//! driver compiles for GPUs newer than every cubin. The layout follows
//! what `cuobjdump` reads; the tests list every image with it.

pub const MAGIC: u32 = 0xBA55_ED50;
/// The wrapper (`__fatBinC_Wrapper_t`) that `__cudaRegisterFatBinary`
/// takes, in section `.nvFatBinSegment`.
pub const WRAPPER_MAGIC: u32 = 0x4662_43B1;
const HEADER_SIZE: u16 = 16;
const ENTRY_HEADER_SIZE: u32 = 64;
/// 64-bit code, Linux host.
const FLAGS: u64 = 0x1 | 0x10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Ptx,
    Cubin,
}

impl Kind {
    fn code(self) -> u16 {
        match self {
            Kind::Ptx => 1,
            Kind::Cubin => 2,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    pub kind: Kind,
    /// The compute capability (`70` for sm_70).
    pub arch: u32,
    /// PTX: the ISA version (major, minor) the text declares; cubins: the
    /// ELF's code version.
    pub version: (u16, u16),
    pub data: Vec<u8>,
}

impl Image {
    /// A PTX image: its `.version` line gives the ISA version.
    pub fn ptx(arch: u32, text: &str) -> Image {
        let version = text
            .lines()
            .find_map(|l| l.trim().strip_prefix(".version "))
            .and_then(|v| {
                let (a, b) = v.trim().split_once('.')?;
                Some((a.parse().ok()?, b.parse().ok()?))
            })
            .unwrap_or((7, 8));
        let mut data = text.as_bytes().to_vec();
        data.push(0);
        Image {
            kind: Kind::Ptx,
            arch,
            version,
            data,
        }
    }

    pub fn cubin(arch: u32, elf: Vec<u8>) -> Image {
        Image {
            kind: Kind::Cubin,
            arch,
            version: (1, 7),
            data: elf,
        }
    }
}

fn pad8(n: usize) -> usize {
    n.div_ceil(8) * 8
}

/// The container holding `images` in order.
pub fn write(images: &[Image]) -> Vec<u8> {
    let body: usize = images
        .iter()
        .map(|i| ENTRY_HEADER_SIZE as usize + pad8(i.data.len()))
        .sum();
    let mut out = Vec::with_capacity(16 + body);
    out.extend_from_slice(&MAGIC.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&HEADER_SIZE.to_le_bytes());
    out.extend_from_slice(&(body as u64).to_le_bytes());
    for i in images {
        let size = pad8(i.data.len());
        out.extend_from_slice(&i.kind.code().to_le_bytes());
        out.extend_from_slice(&0x0101u16.to_le_bytes());
        out.extend_from_slice(&ENTRY_HEADER_SIZE.to_le_bytes());
        out.extend_from_slice(&(size as u64).to_le_bytes());
        // Compressed size (none), then the size of the rest of the entry
        // header from the next field on, which cuobjdump checks on PTX.
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&(ENTRY_HEADER_SIZE - 8).to_le_bytes());
        out.extend_from_slice(&i.version.1.to_le_bytes());
        out.extend_from_slice(&i.version.0.to_le_bytes());
        out.extend_from_slice(&i.arch.to_le_bytes());
        // No object name (offset, length).
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        out.extend_from_slice(&FLAGS.to_le_bytes());
        // Reserved, and the uncompressed size (0: not compressed).
        out.extend_from_slice(&0u64.to_le_bytes());
        out.extend_from_slice(&0u64.to_le_bytes());
        out.extend_from_slice(&i.data);
        out.resize(out.len() + size - i.data.len(), 0);
    }
    out
}

fn u16_at(b: &[u8], o: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(o..o + 2)?.try_into().ok()?))
}
fn u32_at(b: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(o..o + 4)?.try_into().ok()?))
}
fn u64_at(b: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(o..o + 8)?.try_into().ok()?))
}

/// The images of a container (trailing padding of each included), or
/// `None` when the bytes are not one.
pub fn read(b: &[u8]) -> Option<Vec<Image>> {
    if u32_at(b, 0)? != MAGIC {
        return None;
    }
    let hsize = usize::from(u16_at(b, 6)?);
    let end = hsize.checked_add(usize::try_from(u64_at(b, 8)?).ok()?)?;
    if end > b.len() {
        return None;
    }
    let mut at = hsize;
    let mut out = Vec::new();
    while at < end {
        let kind = match u16_at(b, at)? {
            1 => Kind::Ptx,
            2 => Kind::Cubin,
            _ => return None,
        };
        let eh = usize::try_from(u32_at(b, at + 4)?).ok()?;
        let size = usize::try_from(u64_at(b, at + 8)?).ok()?;
        let minor = u16_at(b, at + 24)?;
        let major = u16_at(b, at + 26)?;
        let arch = u32_at(b, at + 28)?;
        let data = b.get(at + eh..at + eh + size)?.to_vec();
        out.push(Image {
            kind,
            arch,
            version: (major, minor),
            data,
        });
        at += eh + size;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let ptx = ".version 7.8\n.target sm_70\n";
        let images = vec![
            Image::cubin(70, vec![0x7f, b'E', b'L', b'F', 1, 2, 3]),
            Image::ptx(70, ptx),
        ];
        let bytes = write(&images);
        assert_eq!(bytes.len() % 8, 0);
        let back = read(&bytes).unwrap();
        assert_eq!(back.len(), 2);
        assert_eq!(back[0].kind, Kind::Cubin);
        assert_eq!(&back[0].data[..7], &images[0].data[..]);
        assert_eq!(back[1].version, (7, 8));
        assert_eq!(back[1].arch, 70);
        assert!(read(&bytes[..20]).is_none());
        assert!(read(b"not a fatbin").is_none());
    }
}
