//! Builds the AST of one translation unit from the preprocessed token stream:
//! a hand-written recursive-descent parser (precedence climbing for binary
//! operators, tentative parsing where C++ needs it), with every node in one
//! bumpalo arena. Parsing never fails: it returns an AST and diagnostics.
