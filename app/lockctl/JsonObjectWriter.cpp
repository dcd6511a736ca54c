// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "JsonObjectWriter.h"

#include "protocol/Rfc3339.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace volcano::lockctl {
namespace {

// QJsonDocument does the escaping; a one-element array is the smallest document around it.
QByteArray quoted(const QString& text) {
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

} // namespace

JsonObjectWriter& JsonObjectWriter::addFieldsOf(const QByteArray& compactObject) {
    const QByteArray trimmed = compactObject.trimmed();
    if (!trimmed.startsWith('{') || !trimmed.endsWith('}'))
        return *this;
    const QByteArray fields = trimmed.mid(1, trimmed.size() - 2).trimmed();
    if (fields.isEmpty())
        return *this;
    if (!m_fields.isEmpty())
        m_fields += ',';
    m_fields += fields;
    return *this;
}

JsonObjectWriter& JsonObjectWriter::addString(QLatin1StringView name, const QString& value) {
    return addField(name, quoted(value));
}

JsonObjectWriter& JsonObjectWriter::addBool(QLatin1StringView name, bool value) {
    return addField(name, value ? QByteArrayLiteral("true") : QByteArrayLiteral("false"));
}

JsonObjectWriter& JsonObjectWriter::addUnsigned(QLatin1StringView name, quint64 value) {
    return addField(name, QByteArray::number(value));
}

JsonObjectWriter& JsonObjectWriter::addInteger(QLatin1StringView name, qint64 value) {
    return addField(name, QByteArray::number(value));
}

JsonObjectWriter& JsonObjectWriter::addNumber(QLatin1StringView name, double value) {
    if (!std::isfinite(value))
        return addField(name, QByteArrayLiteral("null"));
    // Shortest text that reads back as the same double.
    return addField(name, QByteArray::number(value, 'g', QLocale::FloatingPointShortest));
}

JsonObjectWriter& JsonObjectWriter::addTime(QLatin1StringView name, const QDateTime& value) {
    return addString(name, rfc3339::format(value));
}

JsonObjectWriter& JsonObjectWriter::addRaw(QLatin1StringView name, const QByteArray& json) {
    return addField(name, json);
}

QByteArray JsonObjectWriter::toJson() const {
    return '{' + m_fields + '}';
}

JsonObjectWriter& JsonObjectWriter::addField(QLatin1StringView name, const QByteArray& json) {
    if (!m_fields.isEmpty())
        m_fields += ',';
    m_fields += quoted(QString(name)) + ':' + json;
    return *this;
}

} // namespace volcano::lockctl
