// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace volcano {

// A key list as KeyListParser read it, before anything is added: the keys to add, the keys
// already watched, the keys given more than once and the rejected entries. Positions are
// 1-based: the line of a text list, the item of a JSON array.
struct KeyList {
    enum class Numbering {
        Lines, // text: line numbers
        Items, // JSON array: item numbers
    };

    struct Rejected {
        int line = 0;   // 1-based line (text) or item (JSON)
        QString text;   // the entry without comment or surrounding blanks, cut for display
        QString reason; // one sentence: validation::validateKey's, or why an item is no key
        friend bool operator==(const Rejected&, const Rejected&) = default;
    };

    // A valid key named more than once: it counts once, at firstLine, and is reported once.
    struct Repeated {
        QString key;
        int firstLine = 0;
        QList<int> repeatLines; // every later line naming it again
        friend bool operator==(const Repeated&, const Repeated&) = default;
    };

    Numbering numbering = Numbering::Lines;
    QStringList keys;           // valid and not yet watched: each once, in input order
    QStringList alreadyWatched; // valid but already watched: each once, in input order
    QList<Repeated> repeated;   // in the order of their first repeat
    QList<Rejected> rejected;   // in input order

    // "line 3" or "item 3".
    QString position(int line) const {
        return (numbering == Numbering::Items ? QStringLiteral("item %1")
                                              : QStringLiteral("line %1"))
            .arg(line);
    }
};

} // namespace volcano
