#ifndef GUARDED_H
#define GUARDED_H
int header_decl;
#define LINE_FROM_HEADER 42
#endif
