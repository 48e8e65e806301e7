// Not a case: directories named Inputs hold helper files.
// RUN: false
