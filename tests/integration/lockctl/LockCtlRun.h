// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace volcano::test {

// What one finished volcano-lockctl process left behind.
struct LockCtlRun {
    int exitCode = -1;
    bool finished = false; // false: it crashed or did not end in time
    QByteArray out;
    QByteArray err;

    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
    QStringList outLines() const;
    // The value of a plain "label: value" line on stdout, if there is one.
    std::optional<QString> fact(const QString& label) const;
    // stdout / stderr as one JSON object (empty when it is not exactly one object).
    QJsonObject outJson() const;
    QJsonObject errJson() const;
    // Everything for a failure message.
    QByteArray describe() const;
};

} // namespace volcano::test
