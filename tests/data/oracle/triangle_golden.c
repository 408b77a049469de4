/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The correct triangle classifier (the reference for triangle.c). */
#include <stdio.h>

static int classify(long long a, long long b, long long c)
{
    if (a <= 0 || b <= 0 || c <= 0)
        return 4;
    if (a <= c - b || b <= a - c || c <= b - a)
        return 4;
    if (a == b && b == c)
        return 1;
    if (a == b || b == c || c == a)
        return 2;
    return 3;
}

int main(void)
{
    long long a, b, c;
    if (scanf("%lld %lld %lld", &a, &b, &c) != 3)
        return 1;
    printf("%d\n", classify(a, b, c));
    return 0;
}
