// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "protocol/KeyListParser.h"

#include "protocol/Validation.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <utility>

namespace volcano {
namespace {

constexpr char16_t kByteOrderMark = 0xFEFF;

QString shown(QStringView text) {
    if (text.size() <= KeyListParser::kMaxShownText)
        return text.toString();
    qsizetype cut = KeyListParser::kMaxShownText - 1;
    if (text[cut - 1].isHighSurrogate())
        --cut; // never half a character
    return text.left(cut).toString() + QChar(u'…');
}

// Someone who wrote two keys on one line learns why it is one invalid key.
bool looksLikeSeveralKeys(QStringView entry) {
    for (const QChar c : entry) {
        if (c.isSpace() || c == u',' || c == u';')
            return true;
    }
    return false;
}

// Sorts entries into a KeyList, in input order.
class Collector {
public:
    Collector(const KeyListParser::WatchedPredicate& isWatched, KeyList::Numbering numbering)
        : m_isWatched(isWatched) {
        m_list.numbering = numbering;
    }

    void add(int line, QStringView entry) {
        if (auto valid = validation::validateKey(entry); !valid) {
            QString reason = valid.error().message;
            if (m_list.numbering == KeyList::Numbering::Lines && looksLikeSeveralKeys(entry))
                reason += QStringLiteral("; write one key per line");
            reject(line, entry, reason);
            return;
        }
        const QString key = entry.toString();
        if (const auto first = m_firstLine.constFind(key); first != m_firstLine.constEnd()) {
            repeat(key, first.value(), line);
            return;
        }
        m_firstLine.insert(key, line);
        if (m_isWatched && m_isWatched(key))
            m_list.alreadyWatched.append(key);
        else
            m_list.keys.append(key);
    }

    void reject(int line, QStringView text, const QString& reason) {
        m_list.rejected.append({line, shown(text), reason});
    }

    KeyList take() { return std::move(m_list); }

private:
    void repeat(const QString& key, int firstLine, int line) {
        qsizetype index = m_repeatIndex.value(key, -1);
        if (index < 0) {
            index = m_list.repeated.size();
            m_repeatIndex.insert(key, index);
            m_list.repeated.append({key, firstLine, {}});
        }
        m_list.repeated[index].repeatLines.append(line);
    }

    const KeyListParser::WatchedPredicate& m_isWatched;
    KeyList m_list;
    QHash<QString, int> m_firstLine;
    QHash<QString, qsizetype> m_repeatIndex; // key -> position in m_list.repeated
};

QString compactJson(const QJsonValue& value) {
    const QByteArray item = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(item.mid(1, item.size() - 2));
}

} // namespace

KeyListParser::KeyListParser(WatchedPredicate isWatched)
    : m_isWatched(std::move(isWatched)) {}

KeyList KeyListParser::parseText(QStringView text) const {
    Collector collector(m_isWatched, KeyList::Numbering::Lines);
    if (text.startsWith(QChar(kByteOrderMark)))
        text = text.mid(1);
    int line = 0;
    for (QStringView row : text.tokenize(u'\n')) {
        ++line;
        if (const qsizetype comment = row.indexOf(u'#'); comment >= 0)
            row = row.left(comment);
        row = row.trimmed(); // also the '\r' of a CRLF line end
        if (!row.isEmpty())
            collector.add(line, row);
    }
    return collector.take();
}

Expected<KeyList> KeyListParser::parseJson(const QByteArray& json) const {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(parseError.errorString());
    QJsonArray array;
    if (document.isArray()) {
        array = document.array();
    } else if (document.isObject() &&
               document.object().value(QLatin1StringView("keys")).isArray()) {
        array = document.object().value(QLatin1StringView("keys")).toArray();
    } else {
        return fail(QStringLiteral("expected {\"keys\": [...]} or a JSON array of strings"));
    }
    Collector collector(m_isWatched, KeyList::Numbering::Items);
    int item = 0;
    for (const auto& value : std::as_const(array)) {
        ++item;
        if (value.isString()) {
            const QString text = value.toString();
            collector.add(item, QStringView(text).trimmed());
        } else {
            collector.reject(item, compactJson(value),
                             QStringLiteral("not a string; keys are JSON strings"));
        }
    }
    return collector.take();
}

KeyList KeyListParser::parseEntries(const QStringList& entries) const {
    Collector collector(m_isWatched, KeyList::Numbering::Items);
    int item = 0;
    for (const QString& entry : entries)
        collector.add(++item, QStringView(entry).trimmed());
    return collector.take();
}

Expected<KeyList> KeyListParser::parseFile(const QString& path) const {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    const QByteArray content = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read %1: %2").arg(path, file.errorString()));
    if (!isJsonPath(path))
        return parseText(QString::fromUtf8(content));
    auto list = parseJson(content);
    if (!list)
        return fail(QStringLiteral("%1 is not a key list: %2").arg(path, list.error().message));
    return list;
}

bool KeyListParser::isJsonPath(const QString& path) {
    return path.endsWith(QLatin1StringView(".json"), Qt::CaseInsensitive);
}

} // namespace volcano
