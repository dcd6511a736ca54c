// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QStringView>

#include <optional>

namespace volcano::ui {

// Fuzzy search as command palettes do it: every word of the pattern must appear in the text
// as a subsequence, in any case; letters at the start of a word of the text ("fr" in "Force
// Release", "sl" in "shard:leader") and runs of consecutive letters score higher, gaps
// lower. Hand-written: the well-kept matcher (KFuzzyMatcher) is in KDE Frameworks 6, which
// Debian 12 does not have.
class FuzzyMatch {
public:
    // The score of text for pattern (higher is better), or nothing when it does not match.
    // An empty pattern matches everything with score 0.
    static std::optional<int> score(QStringView pattern, QStringView text);

private:
    static std::optional<int> wordScore(QStringView word, QStringView text, bool preferWordStarts);
};

} // namespace volcano::ui
