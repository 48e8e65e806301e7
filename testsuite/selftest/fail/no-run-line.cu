// COM: SELFTEST-EXPECT: no RUN lines
int main() {}
