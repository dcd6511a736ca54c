// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "Failure.h"

#include "protocol/LockTypes.h"

#include <QDateTime>
#include <QTextStream>

#include <optional>

namespace volcano::lockctl {

// Everything the CLI prints goes through here: results on stdout, failures on stderr,
// each line flushed at once so a script or `watch | jq` sees it immediately. Plain
// output is one readable fact per line; --json output is one compact object per line.
class OutputPrinter {
public:
    explicit OutputPrinter(bool json);

    bool isJson() const { return m_json; }

    void printLine(const QString& text);
    void printJson(const QByteArray& object);
    void printFailure(const Failure& failure);
    // A note for a human on stderr; nothing with --json, whose stderr carries only errors.
    void printWarning(const QString& text);
    // The same without the "warning:" prefix: news, not a problem ("metrics: serving ...").
    void printNote(const QString& text);

    // "expires at: 2026-07-20T14:00:10Z (in 29 s)" and its siblings.
    void printGrantFacts(const LeaseGrant& grant, const QDateTime& serverNow);
    void printStateFacts(const LockState& state, const QDateTime& serverNow);

    // "2026-07-20T14:00:10Z (in 29 s)"; now is the server's time as best known.
    static QString expiryText(const QDateTime& expiresAt, const QDateTime& now);
    static QString durationText(qint64 seconds);

private:
    bool m_json;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace volcano::lockctl
