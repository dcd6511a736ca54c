// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QSslConfiguration>
#include <QString>
#include <QTemporaryDir>

namespace volcano::test {

// A private CA and a server certificate it signed (CN and SAN localhost, 127.0.0.1), made
// fresh by the openssl CLI in a temporary folder: nothing a system trusts, valid two days.
class TestCertificates {
public:
    // False (see errorString()) when openssl is missing or failed.
    bool generate();
    QString errorString() const { return m_error; }

    // The CA certificate (PEM) a client profile names to trust the server.
    QString caFile() const;
    // The server's certificate and key, for ScriptedHttpServer::useTls().
    QSslConfiguration serverConfiguration() const;

private:
    bool run(const QStringList& arguments);
    QString path(const QString& name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_error;
};

} // namespace volcano::test
