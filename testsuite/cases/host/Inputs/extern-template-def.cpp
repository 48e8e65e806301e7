// The unit holding the explicit instantiation definition of Box<int>
// (compiled by circle-rs or g++): it defines every member.
#include "extern-template.h"
template struct Box<int>;
template int twice<int>(int);
