// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "OutputPrinter.h"

#include "JsonObjectWriter.h"

#include "protocol/Rfc3339.h"

#include <cstdio>

namespace volcano::lockctl {

OutputPrinter::OutputPrinter(bool json)
    : m_json(json)
    , m_out(stdout, QIODevice::WriteOnly)
    , m_err(stderr, QIODevice::WriteOnly) {}

void OutputPrinter::printLine(const QString& text) {
    m_out << text << '\n';
    m_out.flush();
}

void OutputPrinter::printJson(const QByteArray& object) {
    printLine(QString::fromUtf8(object));
}

void OutputPrinter::printFailure(const Failure& failure) {
    if (m_json) {
        m_err << QString::fromUtf8(JsonObjectWriter()
                                       .addString(QLatin1StringView("code"), failure.code)
                                       .addString(QLatin1StringView("message"), failure.message)
                                       .addInteger(QLatin1StringView("status"), failure.httpStatus)
                                       .toJson())
              << '\n';
    } else {
        m_err << QStringLiteral("error: ") << failure.plainText << '\n';
    }
    m_err.flush();
}

void OutputPrinter::printWarning(const QString& text) {
    if (m_json)
        return;
    m_err << QStringLiteral("warning: ") << text << '\n';
    m_err.flush();
}

void OutputPrinter::printNote(const QString& text) {
    if (m_json)
        return;
    m_err << text << '\n';
    m_err.flush();
}

void OutputPrinter::printGrantFacts(const LeaseGrant& grant, const QDateTime& serverNow) {
    printLine(QStringLiteral("fencing token: %1").arg(grant.fencingToken));
    printLine(QStringLiteral("expires at: %1").arg(expiryText(grant.expiresAt, serverNow)));
}

void OutputPrinter::printStateFacts(const LockState& state, const QDateTime& serverNow) {
    printLine(
        QStringLiteral("held: %1").arg(state.held ? QStringLiteral("yes") : QStringLiteral("no")));
    if (state.fencingToken)
        printLine(QStringLiteral("fencing token: %1").arg(*state.fencingToken));
    if (state.expiresAt)
        printLine(QStringLiteral("expires at: %1").arg(expiryText(*state.expiresAt, serverNow)));
}

QString OutputPrinter::expiryText(const QDateTime& expiresAt, const QDateTime& now) {
    QString stamp = rfc3339::format(expiresAt); // not const: returned, so moved
    if (!now.isValid())
        return stamp;
    const qint64 ms = now.msecsTo(expiresAt);
    if (ms >= 0)
        return QStringLiteral("%1 (in %2)").arg(stamp, durationText((ms + 500) / 1000));
    // Held but expired: the takeover grace second, during which nobody can acquire.
    return QStringLiteral("%1 (%2 ago; free for takeover 1 s after it)")
        .arg(stamp, durationText((-ms + 500) / 1000));
}

QString OutputPrinter::durationText(qint64 seconds) {
    constexpr qint64 kMinute = 60;
    constexpr qint64 kHour = 60 * kMinute;
    constexpr qint64 kDay = 24 * kHour;
    if (seconds < 2 * kMinute)
        return QStringLiteral("%1 s").arg(seconds);
    if (seconds < 2 * kHour)
        return QStringLiteral("%1 min %2 s").arg(seconds / kMinute).arg(seconds % kMinute);
    if (seconds < 2 * kDay)
        return QStringLiteral("%1 h %2 min").arg(seconds / kHour).arg(seconds % kHour / kMinute);
    return QStringLiteral("%1 d %2 h").arg(seconds / kDay).arg(seconds % kDay / kHour);
}

} // namespace volcano::lockctl
