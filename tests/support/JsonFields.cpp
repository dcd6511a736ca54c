// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/JsonFields.h"

#include <QJsonDocument>
#include <QStringList>

namespace volcano::test {

QSet<QString> keysOf(const QJsonObject& object) {
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}

QSet<QString> names(std::initializer_list<const char*> list) {
    QSet<QString> set;
    for (const char* name : list)
        set.insert(QString::fromLatin1(name));
    return set;
}

QJsonObject jsonLine(const QString& line) {
    return QJsonDocument::fromJson(line.toUtf8()).object();
}

} // namespace volcano::test
