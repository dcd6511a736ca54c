// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "alerts/KeyPattern.h"

#include "protocol/Validation.h"

namespace volcano::alerts {

namespace {

bool isGlobChar(QChar c) {
    return c == QLatin1Char('*') || c == QLatin1Char('?') || c == QLatin1Char('[') ||
           c == QLatin1Char(']') || c == QLatin1Char('!');
}

} // namespace

Expected<KeyPattern> KeyPattern::parse(const QString& glob) {
    KeyPattern pattern;
    if (glob.isEmpty())
        return pattern;
    for (qsizetype i = 0; i < glob.size(); ++i) {
        const QChar c = glob.at(i);
        if (isGlobChar(c) || validation::isValidKey(QStringView(&c, 1)))
            continue;
        return fail(QStringLiteral("character %1 ('%2') of the key pattern \"%3\" cannot "
                                   "match a lock key; use letters, digits, '.', '_', ':', '-' "
                                   "and the wildcards * ? [ ]")
                        .arg(i + 1)
                        .arg(c)
                        .arg(glob));
    }
    pattern.m_regex = QRegularExpression(QRegularExpression::wildcardToRegularExpression(glob));
    if (!pattern.m_regex.isValid())
        return fail(QStringLiteral("the key pattern \"%1\" is not a valid glob (%2)")
                        .arg(glob, pattern.m_regex.errorString()));
    pattern.m_glob = glob;
    return pattern;
}

bool KeyPattern::matches(const QString& key) const {
    return m_glob.isEmpty() || m_regex.match(key).hasMatch();
}

} // namespace volcano::alerts
