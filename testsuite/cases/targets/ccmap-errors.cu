// Compute-capability map errors carry the line and column of the entry.
// ccmaps allow only whole-line comments: the expectations are written here.
// RUN: %circle-rs -verify %s -fsyntax-only --cuda-ccmap %S/Inputs/bad-ccmap.conf
// expected-error@Inputs/bad-ccmap.conf:2 {{unknown GPU architecture 'gfx9000' in compute-capability map}}
// expected-error@Inputs/bad-ccmap.conf:3 {{'sm_70' is an NVIDIA architecture; a compute-capability map names AMD architectures}}
// expected-error@Inputs/bad-ccmap.conf:4 {{malformed compute capability '8.6'}}
// expected-error@Inputs/bad-ccmap.conf:5 {{unexpected text after the compute capability}}
int x;
