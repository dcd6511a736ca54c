// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace volcano::lockctl {

// Writes one compact JSON object with its fields in the order given. Integers are written
// from their integer value, so a fencing token above 2^53 stays exact (QJsonValue would
// not keep a quint64 above 2^63, and a double loses digits far earlier).
class JsonObjectWriter {
public:
    JsonObjectWriter() = default;

    // Adds the fields of an object that core serialized (json::grantToJson, ...), so the
    // wire fields keep core's one definition of their format.
    JsonObjectWriter& addFieldsOf(const QByteArray& compactObject);
    JsonObjectWriter& addString(QLatin1StringView name, const QString& value);
    JsonObjectWriter& addBool(QLatin1StringView name, bool value);
    JsonObjectWriter& addUnsigned(QLatin1StringView name, quint64 value);
    JsonObjectWriter& addInteger(QLatin1StringView name, qint64 value);
    JsonObjectWriter& addNumber(QLatin1StringView name, double value);
    JsonObjectWriter& addTime(QLatin1StringView name, const QDateTime& value); // RFC 3339
    JsonObjectWriter& addRaw(QLatin1StringView name, const QByteArray& json);

    QByteArray toJson() const;

private:
    JsonObjectWriter& addField(QLatin1StringView name, const QByteArray& json);

    QByteArray m_fields;
};

} // namespace volcano::lockctl
