// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

/*!
 * Exact rational arithmetic on decimal strings ("-12", "7/2"). Learning and prediction must agree
 * exactly: inputs and outputs reach 10^18, beyond a double's 2^53.
 * Small values take a checked 128-bit fast path; anything that would overflow is computed by Z3's
 * rational arithmetic (a thread-local context). All functions are thread-safe and never throw for
 * well-formed input; a malformed string counts as 0.
 */
namespace StepWise::ExactMath {

/*! Σ coeffs[r]·x[r] (the lists have equal length). */
QByteArray dot(const QList<QByteArray> &coeffs, const QList<QByteArray> &x);
/*! a + b. */
QByteArray add(const QByteArray &a, const QByteArray &b);
/*! (a + b) / 2. */
QByteArray midpoint(const QByteArray &a, const QByteArray &b);
/*! −1, 0 or 1 as a < b, a = b, a > b. */
int compare(const QByteArray &a, const QByteArray &b);
/*! ⌊a⌋ as a decimal integer. */
QByteArray floor(const QByteArray &a);
/*! True when \a a is an integer (no denominator other than 1). */
bool isInteger(const QByteArray &a);
/*! a mod \a modulus in [0, modulus) for an integer \a a (negative ones too: −1 mod 2 = 1); −1 when \a a is no
 *  integer or \a modulus < 1. Digit by digit, so any length works. */
int residue(const QByteArray &a, int modulus);
/*! Canonical form of a decimal integer or fraction ("007" → "7", "-0" → "0", "4/2" → "2"); empty when
 *  \a text is not a number of that form. */
QByteArray canonical(const QByteArray &text);

} // namespace StepWise::ExactMath
