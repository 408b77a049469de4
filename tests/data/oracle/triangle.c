/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Steve's triangle classifier from Learn2fix Listing 1, with its a == b == c bug.
   Reads "a b c" on stdin, prints 1 equilateral, 2 isosceles, 3 scalene, 4 invalid. */
#include <stdio.h>

static int classify(long long a, long long b, long long c)
{
    if (a <= 0 || b <= 0 || c <= 0)
        return 4;
    if (a <= c - b || b <= a - c || c <= b - a)
        return 4;
    if ((a == b) == c) /* BUG: should be a == b && b == c */
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
