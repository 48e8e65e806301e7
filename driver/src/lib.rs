//! The `circle-rs` command.
pub fn main_entry() -> i32 {
    0
}
