// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "protocol/Expected.h"
#include "protocol/KeyList.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <functional>

namespace volcano {

// The one reader of key lists: the console's paste and import, and lockctl's --keys-file.
//
// Text: one key per line. '#' starts a comment running to the end of the line (a key never
// contains '#', so a trailing comment is unambiguous); blanks around a key are trimmed; blank
// and comment-only lines are skipped; LF and CRLF line ends; a leading UTF-8 byte order mark
// is ignored. Whatever else is on a line is one key: "a b" or "a,b" is one invalid entry,
// never two keys. An invalid entry is rejected with its line number and the reason from
// validation::validateKey.
// JSON: {"keys": ["a", ...]} or ["a", ...]. Each string is one key (trimmed, no comments);
// an item that is not a string is rejected; positions are item numbers.
// Either way a valid key given again is counted once and reported in KeyList::repeated.
class KeyListParser {
public:
    // True when key is already watched: such keys go to KeyList::alreadyWatched.
    using WatchedPredicate = std::function<bool(const QString& key)>;

    // Rejected entries longer than this are cut (with "…") so a runaway line cannot flood a
    // dialog or an error message; the reason still gives the full length.
    static constexpr int kMaxShownText = 80;

    explicit KeyListParser(WatchedPredicate isWatched = {});

    KeyList parseText(QStringView text) const;
    // Fails, using nothing of it, when json is not one of the two shapes.
    Expected<KeyList> parseJson(const QByteArray& json) const;
    // Keys handed over one by one (no comments): item numbers.
    KeyList parseEntries(const QStringList& entries) const;
    // JSON when the name ends in ".json" (any case), else text. Fails when the file cannot
    // be read or its JSON is malformed; the message names the file.
    Expected<KeyList> parseFile(const QString& path) const;

    static bool isJsonPath(const QString& path);

private:
    WatchedPredicate m_isWatched;
};

} // namespace volcano
