fn main() {
    std::process::exit(driver::main_entry());
}
