//! Pieces of the qualified names sema prints and mangles from
//! (`std::__sort<int *, __gnu_cxx::__ops::_Iter_less_iter>`). Template
//! argument lists contain `::` of their own, so a plain split on `::` takes
//! a piece of the last argument for the name: two function templates with
//! the same parameter types then mangled alike, and the linker merged them.

/// The last `::`-separated component, ignoring `::` inside template
/// argument lists and parentheses.
pub fn last_segment(name: &str) -> &str {
    let b = name.as_bytes();
    // Angle brackets inside parentheses are operators (`f<(a > 1)>`).
    let (mut depth, mut parens) = (0i32, 0i32);
    let mut start = 0;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'(' | b'[' => parens += 1,
            b')' | b']' => parens -= 1,
            b'<' if parens == 0 => depth += 1,
            b'>' if parens == 0 => depth -= 1,
            b':' if depth == 0 && parens == 0 && b.get(i + 1) == Some(&b':') => {
                start = i + 2;
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    // `operator<` and friends unbalance the count; fall back to the
    // plain split, which is right for them.
    if depth != 0 || parens != 0 {
        return name.rsplit("::").next().unwrap_or(name);
    }
    &name[start..]
}

#[cfg(test)]
mod tests {
    use super::last_segment;

    #[test]
    fn ignores_colons_in_template_arguments() {
        assert_eq!(
            last_segment("std::__sort<int *, __gnu_cxx::__ops::_Iter_less_iter>"),
            "__sort<int *, __gnu_cxx::__ops::_Iter_less_iter>"
        );
        assert_eq!(last_segment("std::vector<a::b>::push_back"), "push_back");
        assert_eq!(last_segment("f<(a::b > 1)>"), "f<(a::b > 1)>");
        assert_eq!(last_segment("plain"), "plain");
        assert_eq!(last_segment("ns::operator<"), "operator<");
        assert_eq!(last_segment("ns::operator<<int>"), "operator<<int>");
    }
}
