// A float3-like vector type with constructors, operators, dot and cross
// products, and a free function scale.
#include <cstdio>

struct float3 {
    float x, y, z;
    float3() : x(0), y(0), z(0) {}
    float3(float a, float b, float c) : x(a), y(b), z(c) {}
    explicit float3(float s) : x(s), y(s), z(s) {}
    float3 operator+(const float3 &o) const { return float3(x + o.x, y + o.y, z + o.z); }
    float3 operator-(const float3 &o) const { return float3(x - o.x, y - o.y, z - o.z); }
    float3 operator*(float s) const { return float3(x * s, y * s, z * s); }
    float &operator[](int i) { return i == 0 ? x : i == 1 ? y : z; }
};

inline float3 operator*(float s, const float3 &v) { return v * s; }
inline float dot(const float3 &a, const float3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline float3 cross(const float3 &a, const float3 &b) {
    return float3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

int main() {
    float3 a(1, 2, 3), b(4, 5, 6);
    float3 c = cross(a, b);
    printf("%.1f %.1f %.1f\n", c.x, c.y, c.z);
    printf("%.1f\n", dot(a, b));
    float3 d = 2.0f * a - b * 0.5f + float3(1.0f);
    printf("%.2f %.2f %.2f\n", d.x, d.y, d.z);
    d[1] = 10;
    printf("%.1f\n", d[1] + float3()[2]);
    return 0;
}
