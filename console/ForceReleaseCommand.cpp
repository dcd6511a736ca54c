// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "console/ForceReleaseCommand.h"

#include "client/LockClient.h"

#include <algorithm>

namespace volcano {

namespace {

bool isSafeShellCharacter(QChar c) {
    static const QString safe = QStringLiteral("@%+=:,./_-");
    return (c.isLetterOrNumber() && c.unicode() < 128) || safe.contains(c);
}

} // namespace

ForceReleaseCommand::ForceReleaseCommand(const QUrl& baseUrl, const QString& key,
                                         const QString& reason, const QString& caFile)
    : m_baseUrl(baseUrl)
    , m_key(key)
    , m_reason(reason.trimmed())
    , m_caFile(caFile) {}

QString ForceReleaseCommand::shellQuote(const QString& word) {
    if (!word.isEmpty() && std::all_of(word.cbegin(), word.cend(), isSafeShellCharacter))
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString ForceReleaseCommand::cli() const {
    QString command = QStringLiteral("volcano-lockctl force-release ") + shellQuote(m_key) +
                      QStringLiteral(" --yes --reason ") + shellQuote(m_reason) +
                      QStringLiteral(" --url ") +
                      shellQuote(m_baseUrl.toString(QUrl::FullyEncoded));
    if (!m_caFile.isEmpty())
        command += QStringLiteral(" --ca-file ") + shellQuote(m_caFile);
    return command;
}

QString ForceReleaseCommand::curl() const {
    const QUrl url = LockClient::urlFor(m_baseUrl, Operation::ForceRelease, m_key);
    // Double quotes around the header: the shell expands $VOLCANO_SERVICE_KEY, so the key
    // itself is never part of the copied text.
    QString command = QStringLiteral("curl -sS -X DELETE -H \"Authorization: Bearer "
                                     "$VOLCANO_SERVICE_KEY\" -H 'Accept: application/json'");
    if (!m_caFile.isEmpty())
        command += QStringLiteral(" --cacert ") + shellQuote(m_caFile);
    return command + QLatin1Char(' ') + shellQuote(url.toString(QUrl::FullyEncoded));
}

} // namespace volcano
