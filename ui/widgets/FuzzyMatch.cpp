// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/widgets/FuzzyMatch.h"

#include <QChar>
#include <QList>

namespace volcano::ui {

namespace {

constexpr int kWordStartBonus = 10;
constexpr int kConsecutiveBonus = 6;
constexpr int kMatchScore = 1;
constexpr int kGapPenalty = 1;
constexpr int kMaxGapPenalty = 3;

bool isWordStart(QStringView text, qsizetype at) {
    if (at == 0)
        return true;
    const QChar before = text.at(at - 1);
    return !before.isLetterOrNumber() || (before.isLower() && text.at(at).isUpper()); // camelCase
}

} // namespace

// Greedy: each letter at its next occurrence, or (preferWordStarts) at the next occurrence
// that starts a word or continues the previous letter, which ranks "Force Release" above
// "Refresh" for "fr".
std::optional<int> FuzzyMatch::wordScore(QStringView word, QStringView text,
                                         bool preferWordStarts) {
    int total = 0;
    qsizetype from = 0;
    qsizetype previous = -2;
    for (const QChar wanted : word) {
        qsizetype found = -1;
        qsizetype firstAnywhere = -1;
        for (qsizetype at = from; at < text.size(); ++at) {
            if (text.at(at).toCaseFolded() != wanted.toCaseFolded())
                continue;
            if (firstAnywhere < 0)
                firstAnywhere = at;
            if (!preferWordStarts || at == previous + 1 || isWordStart(text, at)) {
                found = at;
                break;
            }
        }
        if (found < 0)
            found = firstAnywhere;
        if (found < 0)
            return std::nullopt;
        total += kMatchScore;
        if (found == previous + 1)
            total += kConsecutiveBonus;
        else if (isWordStart(text, found))
            total += kWordStartBonus;
        else
            total -= std::min<qsizetype>(kMaxGapPenalty, (found - from) * kGapPenalty);
        previous = found;
        from = found + 1;
    }
    return total;
}

std::optional<int> FuzzyMatch::score(QStringView pattern, QStringView text) {
    int total = 0;
    for (QStringView word : pattern.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        // A word start taken early can leave no room for the rest: then the earliest letters.
        auto matched = wordScore(word, text, true);
        if (!matched)
            matched = wordScore(word, text, false);
        if (!matched)
            return std::nullopt;
        total += *matched;
    }
    // Of two equal matches the shorter text is the closer one.
    return total * 100 - int(std::min<qsizetype>(text.size(), 99));
}

} // namespace volcano::ui
