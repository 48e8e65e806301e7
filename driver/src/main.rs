#[global_allocator]
static ALLOC: driver::oom::OomGuard = driver::oom::OomGuard;

fn main() {
    std::process::exit(driver::main_entry());
}
