/* <iso646.h>: circle-rs compiler header. The alternative tokens are
   keywords in C++, so there is nothing to define. */
