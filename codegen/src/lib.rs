//! Lowers the immutable typed program to one LLVM module per target (one
//! LLVM context per rayon job): substitutes codegen-time constants, prunes
//! `if codegen` branches, walks ODR-use from kernels, checks architecture
//! gates, and emits PTX (NVPTX) or linked code objects (AMDGPU).
