#define NAME(n) t##n
int b = NAME(8);
