// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QString>
#include <QUrl>

namespace volcano {

// The force release the console would send, as a command an operator can run in a terminal
// instead (or paste into a ticket). Never holds the secret: the service key appears as
// $VOLCANO_SERVICE_KEY, which the CLI and curl read from the environment.
class ForceReleaseCommand {
public:
    ForceReleaseCommand(const QUrl& baseUrl, const QString& key, const QString& reason,
                        const QString& caFile = {});

    // volcano-lockctl force-release 'KEY' --yes --reason '…' --url 'URL' [--ca-file 'F']
    QString cli() const;
    // curl -sS -X DELETE -H "Authorization: Bearer $VOLCANO_SERVICE_KEY" … 'URL/locks/KEY'
    // (one request: curl does not retry unless told to).
    QString curl() const;

    // One POSIX shell word: single-quoted unless made of safe characters only; a single
    // quote inside becomes '\''.
    static QString shellQuote(const QString& word);

private:
    QUrl m_baseUrl;
    QString m_key;
    QString m_reason;
    QString m_caFile;
};

} // namespace volcano
