/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Integers beyond 64 bits: reads one integer of up to 60 digits as text and prints it divided by ten
   (truncated toward zero), also as text. BUG: from 31 digits on, two digits are dropped instead of one. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char n[64];
    if (scanf("%63s", n) != 1)
        return 1;
    const char *digits = n[0] == '-' || n[0] == '+' ? n + 1 : n;
    size_t len = strlen(digits);
    size_t drop = len > 30 ? 2 : 1; /* BUG: should always be 1 */
    if (len <= drop) {
        printf("0\n");
        return 0;
    }
    printf("%s%.*s\n", n[0] == '-' ? "-" : "", (int)(len - drop), digits);
    return 0;
}
