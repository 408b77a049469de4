// SPDX-License-Identifier: GPL-3.0-or-later
#include "exactmath.h"

#include <algorithm>
#include <optional>
#include <z3++.h>

namespace StepWise::ExactMath {

namespace {

__extension__ typedef __int128 i128;

struct Rat {
    i128 p = 0;
    i128 q = 1;
};

// Parses "[-]digits[/digits]" when both parts fit in 36 digits (below 2^127).
std::optional<Rat> parse(const QByteArray &s)
{
    const qsizetype slash = s.indexOf('/');
    auto parseInt = [](QByteArrayView v) -> std::optional<i128> {
        bool neg = false;
        if (!v.isEmpty() && (v.front() == '-' || v.front() == '+')) {
            neg = v.front() == '-';
            v = v.sliced(1);
        }
        if (v.isEmpty() || v.size() > 36)
            return std::nullopt;
        i128 r = 0;
        for (char c : v) {
            if (c < '0' || c > '9')
                return std::nullopt;
            r = r * 10 + (c - '0');
        }
        return neg ? -r : r;
    };
    Rat r;
    if (slash < 0) {
        const auto p = parseInt(s);
        if (!p)
            return std::nullopt;
        r.p = *p;
        return r;
    }
    const auto p = parseInt(QByteArrayView(s).first(slash));
    const auto q = parseInt(QByteArrayView(s).sliced(slash + 1));
    if (!p || !q || *q == 0)
        return std::nullopt;
    r.p = *p;
    r.q = *q;
    if (r.q < 0) {
        r.p = -r.p;
        r.q = -r.q;
    }
    return r;
}

i128 gcd(i128 a, i128 b)
{
    if (a < 0)
        a = -a;
    while (b != 0) {
        const i128 t = a % b;
        a = b;
        b = t;
    }
    return a < 0 ? -a : a;
}

QByteArray int128ToString(i128 v)
{
    if (v == 0)
        return QByteArrayLiteral("0");
    const bool neg = v < 0;
    QByteArray digits;
    while (v != 0) {
        int d = static_cast<int>(v % 10);
        if (d < 0)
            d = -d;
        digits.prepend(static_cast<char>('0' + d));
        v /= 10;
    }
    if (neg)
        digits.prepend('-');
    return digits;
}

QByteArray toString(Rat r)
{
    const i128 g = gcd(r.p, r.q);
    if (g > 1) {
        r.p /= g;
        r.q /= g;
    }
    if (r.q == 1)
        return int128ToString(r.p);
    return int128ToString(r.p) + '/' + int128ToString(r.q);
}

bool mul(i128 a, i128 b, i128 *out)
{
    return !__builtin_mul_overflow(a, b, out);
}

bool addRat(Rat a, Rat b, Rat *out)
{
    i128 x, y, q, s;
    if (a.q == b.q) {
        if (__builtin_add_overflow(a.p, b.p, &s))
            return false;
        *out = { s, a.q };
        return true;
    }
    if (!mul(a.p, b.q, &x) || !mul(b.p, a.q, &y) || !mul(a.q, b.q, &q) || __builtin_add_overflow(x, y, &s))
        return false;
    const i128 g = gcd(s, q);
    *out = { g > 1 ? s / g : s, g > 1 ? q / g : q };
    return true;
}

// The slow exact path: Z3's arbitrary-precision rationals.
z3::context &ctx()
{
    thread_local z3::context c;
    return c;
}

z3::expr num(const QByteArray &s)
{
    const QByteArray c = s.isEmpty() ? QByteArrayLiteral("0") : s;
    return ctx().real_val(c.constData());
}

QByteArray z3String(const z3::expr &e)
{
    const z3::expr s = e.simplify();
    if (!s.is_numeral())
        return QByteArrayLiteral("0");
    return QByteArray(Z3_get_numeral_string(ctx(), s));
}

} // namespace

QByteArray dot(const QList<QByteArray> &coeffs, const QList<QByteArray> &x)
{
    Rat acc;
    bool fast = true;
    for (qsizetype r = 0; r < coeffs.size() && r < x.size() && fast; ++r) {
        if (coeffs[r] == "0")
            continue;
        const auto a = parse(coeffs[r]);
        const auto v = parse(x[r]);
        Rat term;
        if (!a || !v || !mul(a->p, v->p, &term.p) || !mul(a->q, v->q, &term.q) || !addRat(acc, term, &acc))
            fast = false;
    }
    if (fast)
        return toString(acc);
    z3::expr sum = ctx().real_val(0);
    for (qsizetype r = 0; r < coeffs.size() && r < x.size(); ++r)
        sum = sum + num(coeffs[r]) * num(x[r]);
    return z3String(sum);
}

QByteArray add(const QByteArray &a, const QByteArray &b)
{
    const auto x = parse(a);
    const auto y = parse(b);
    Rat s;
    if (x && y && addRat(*x, *y, &s))
        return toString(s);
    return z3String(num(a) + num(b));
}

QByteArray midpoint(const QByteArray &a, const QByteArray &b)
{
    const auto x = parse(a);
    const auto y = parse(b);
    Rat s;
    if (x && y && addRat(*x, *y, &s) && mul(s.q, 2, &s.q))
        return toString(s);
    return z3String((num(a) + num(b)) / ctx().real_val(2));
}

int compare(const QByteArray &a, const QByteArray &b)
{
    const auto x = parse(a);
    const auto y = parse(b);
    i128 l, r;
    if (x && y && mul(x->p, y->q, &l) && mul(y->p, x->q, &r))
        return l < r ? -1 : (l > r ? 1 : 0);
    const z3::expr lt = (num(a) < num(b)).simplify();
    if (lt.is_true())
        return -1;
    return (num(a) == num(b)).simplify().is_true() ? 0 : 1;
}

QByteArray floor(const QByteArray &a)
{
    const auto x = parse(a);
    if (x) {
        i128 f = x->p / x->q;
        if (x->p % x->q != 0 && x->p < 0)
            --f;
        return int128ToString(f);
    }
    return z3String(z3::to_real(z3::expr(ctx(), Z3_mk_real2int(ctx(), num(a)))));
}

bool isInteger(const QByteArray &a)
{
    return compare(floor(a), a) == 0;
}

int residue(const QByteArray &a, int modulus)
{
    QByteArrayView v(a);
    const bool negative = v.startsWith('-');
    if (negative)
        v = v.sliced(1);
    if (modulus < 1 || v.isEmpty())
        return -1;
    qint64 r = 0; // r·10 + 9 stays below 10·2^31
    for (char c : v) {
        if (c < '0' || c > '9')
            return -1; // a fraction or malformed text
        r = (r * 10 + (c - '0')) % modulus;
    }
    return int(negative && r ? modulus - r : r);
}

QByteArray canonical(const QByteArray &text)
{
    const QByteArray t = text.trimmed();
    if (t.isEmpty())
        return {};
    const qsizetype slash = t.indexOf('/');
    auto digitsOk = [](QByteArrayView v, bool allowSign) {
        if (allowSign && !v.isEmpty() && (v.front() == '-' || v.front() == '+'))
            v = v.sliced(1);
        if (v.isEmpty())
            return false;
        for (char c : v)
            if (c < '0' || c > '9')
                return false;
        return true;
    };
    if (slash < 0 ? !digitsOk(t, true)
                  : (!digitsOk(QByteArrayView(t).first(slash), true)
                     || !digitsOk(QByteArrayView(t).sliced(slash + 1), false)))
        return {};
    if (slash >= 0) {
        const QByteArrayView den = QByteArrayView(t).sliced(slash + 1);
        if (std::all_of(den.begin(), den.end(), [](char c) { return c == '0'; }))
            return {};
    }
    if (const auto r = parse(t))
        return toString(*r);
    return z3String(num(t[0] == '+' ? t.sliced(1) : t));
}

} // namespace StepWise::ExactMath
