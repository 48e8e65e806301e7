#pragma GCC system_header
#warning in a header marked with the pragma
