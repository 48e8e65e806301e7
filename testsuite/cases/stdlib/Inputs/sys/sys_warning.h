#pragma once
#warning in a system header
static int unused_in_system_header(int x) { return x; }
