// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

// Key lists as the watchlist's paste and import and lockctl's --keys-file read them
// (KeyListParser): text, one key per line with '#' comments, and the JSON formats
// ({"keys": [...]} or [...]).
#include "FuzzInput.h"
#include "protocol/KeyListParser.h"
#include "protocol/Validation.h"

#include <QSet>

using namespace volcano;

namespace {

// Every key to add is valid and listed once; every rejection has a position and a reason.
void check(const KeyList& list) {
    QSet<QString> seen;
    for (const QString& key : list.keys + list.alreadyWatched) {
        if (!validation::isValidKey(key) || seen.contains(key))
            __builtin_trap();
        seen.insert(key);
    }
    for (const KeyList::Rejected& rejected : list.rejected) {
        if (rejected.line < 1 || rejected.reason.isEmpty() ||
            rejected.text.size() > KeyListParser::kMaxShownText)
            __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const FuzzInput input(data, size);
    // Odd flags: a watchlist that already holds every key starting with 'a'.
    const KeyListParser parser(input.flags() & 1
                                   ? KeyListParser::WatchedPredicate(
                                         [](const QString& key) { return key.startsWith(u'a'); })
                                   : KeyListParser::WatchedPredicate());
    check(parser.parseText(QString::fromUtf8(input.part(0))));
    if (const auto json = parser.parseJson(input.part(1)); json)
        check(*json);
    return 0;
}
