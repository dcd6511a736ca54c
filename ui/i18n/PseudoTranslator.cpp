// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ui/i18n/PseudoTranslator.h"

#include <cmath>

namespace volcano::ui {

namespace {

QChar accented(QChar c) {
    static const QString plain = QStringLiteral("aceinouyACEINOUY");
    static const QString marked = QStringLiteral("àçéîñöûýÀÇÉÎÑÖÛÝ");
    const qsizetype at = plain.indexOf(c);
    return at < 0 ? c : marked.at(at);
}

// Where a run that must stay as it is ends: a placeholder (%1, %n, %L1), an HTML tag or
// entity, or a shortcut's & with its letter; -1 when text[at] starts none.
qsizetype keptRunEnd(const QString& text, qsizetype at) {
    const QChar c = text.at(at);
    const qsizetype size = text.size();
    if (c == QLatin1Char('%')) {
        qsizetype end = at + 1;
        if (end < size && text.at(end) == QLatin1Char('L'))
            ++end;
        if (end < size && text.at(end) == QLatin1Char('n'))
            return end + 1;
        const qsizetype digits = end;
        while (end < size && text.at(end).isDigit())
            ++end;
        if (end > digits)
            return end;
    }
    if (c == QLatin1Char('<')) {
        const qsizetype close = text.indexOf(QLatin1Char('>'), at);
        return close < 0 ? -1 : close + 1;
    }
    if (c == QLatin1Char('&') && at + 1 < size) {
        const qsizetype semicolon = text.indexOf(QLatin1Char(';'), at);
        if (semicolon > at && semicolon - at <= 8 &&
            !QStringView(text).mid(at, semicolon - at).contains(QLatin1Char(' ')))
            return semicolon + 1;
        return at + 2; // a shortcut's letter
    }
    return -1;
}

} // namespace

QString PseudoTranslator::pseudo(const QString& source) {
    if (source.isEmpty())
        return source;
    QString result;
    result.reserve(source.size() * 2);
    result += QLatin1Char('[');
    int letters = 0;
    for (qsizetype at = 0; at < source.size();) {
        if (const qsizetype end = keptRunEnd(source, at); end > at) {
            result += QStringView(source).mid(at, end - at);
            at = end;
            continue;
        }
        const QChar c = source.at(at++);
        if (c.isLetter())
            ++letters;
        result += accented(c);
    }
    result += QString(qsizetype(std::ceil(letters * kGrowth)), QChar(0x00B7)) + QLatin1Char(']');
    return result;
}

PseudoTranslator::PseudoTranslator(QTranslator* english, QObject* parent)
    : QTranslator(parent)
    , m_english(english) {
    if (m_english)
        m_english->setParent(this);
}

QString PseudoTranslator::translate(const char* context, const char* sourceText,
                                    const char* disambiguation, int n) const {
    if (!sourceText)
        return {};
    const QString english =
        m_english ? m_english->translate(context, sourceText, disambiguation, n) : QString();
    return pseudo(english.isEmpty() ? QString::fromUtf8(sourceText) : english);
}

} // namespace volcano::ui
