// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "LockCtlRun.h"

#include <QJsonDocument>

namespace volcano::test {
namespace {

QJsonObject singleObject(const QByteArray& text) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.trimmed(), &error);
    return error.error == QJsonParseError::NoError && doc.isObject() ? doc.object() : QJsonObject{};
}

} // namespace

QStringList LockCtlRun::outLines() const {
    return outText().split(u'\n', Qt::SkipEmptyParts);
}

std::optional<QString> LockCtlRun::fact(const QString& label) const {
    const QString prefix = label + QStringLiteral(": ");
    for (const QString& line : outLines()) {
        if (line.startsWith(prefix))
            return line.mid(prefix.size());
    }
    return std::nullopt;
}

QJsonObject LockCtlRun::outJson() const {
    return singleObject(out);
}

QJsonObject LockCtlRun::errJson() const {
    return singleObject(err);
}

QByteArray LockCtlRun::describe() const {
    return QByteArrayLiteral("exit ") + QByteArray::number(exitCode) +
           (finished ? QByteArray() : QByteArrayLiteral(" (did not finish)")) +
           QByteArrayLiteral("\nstdout: ") + out + QByteArrayLiteral("\nstderr: ") + err;
}

} // namespace volcano::test
