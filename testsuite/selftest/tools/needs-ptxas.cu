// REQUIRES: ptxas
// RUN: %ptxas --version
