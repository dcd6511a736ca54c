// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/TestCertificates.h"

#include <QFile>
#include <QProcess>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>

namespace volcano::test {

bool TestCertificates::generate() {
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("no temporary folder");
        return false;
    }
    QFile extensions(path(QStringLiteral("server.ext")));
    if (!extensions.open(QIODevice::WriteOnly) ||
        extensions.write("subjectAltName=DNS:localhost,IP:127.0.0.1\n"
                         "basicConstraints=CA:FALSE\n"
                         "keyUsage=digitalSignature,keyEncipherment\n"
                         "extendedKeyUsage=serverAuth\n") < 0) {
        m_error = extensions.errorString();
        return false;
    }
    extensions.close();
    return run({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                path(QStringLiteral("ca.key")), QStringLiteral("-out"), caFile(),
                QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                QStringLiteral("/CN=Volcano Test CA"), QStringLiteral("-addext"),
                QStringLiteral("basicConstraints=critical,CA:TRUE"), QStringLiteral("-addext"),
                QStringLiteral("keyUsage=critical,keyCertSign,cRLSign")}) &&
           run({QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                path(QStringLiteral("server.key")), QStringLiteral("-out"),
                path(QStringLiteral("server.csr")), QStringLiteral("-subj"),
                QStringLiteral("/CN=localhost")}) &&
           run({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                path(QStringLiteral("server.csr")), QStringLiteral("-CA"), caFile(),
                QStringLiteral("-CAkey"), path(QStringLiteral("ca.key")),
                QStringLiteral("-CAcreateserial"), QStringLiteral("-out"),
                path(QStringLiteral("server.pem")), QStringLiteral("-days"), QStringLiteral("2"),
                QStringLiteral("-extfile"), path(QStringLiteral("server.ext"))});
}

bool TestCertificates::run(const QStringList& arguments) {
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"), arguments);
    if (!openssl.waitForFinished(30000) || openssl.exitStatus() != QProcess::NormalExit ||
        openssl.exitCode() != 0) {
        m_error = QStringLiteral("openssl %1 failed: %2 %3")
                      .arg(arguments.value(0), openssl.errorString(),
                           QString::fromLocal8Bit(openssl.readAllStandardError()));
        return false;
    }
    return true;
}

QString TestCertificates::caFile() const {
    return path(QStringLiteral("ca.pem"));
}

QSslConfiguration TestCertificates::serverConfiguration() const {
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificateChain(
        QSslCertificate::fromPath(path(QStringLiteral("server.pem")), QSsl::Pem,
                                  QSslCertificate::PatternSyntax::FixedString));
    QFile key(path(QStringLiteral("server.key")));
    if (key.open(QIODevice::ReadOnly))
        tls.setPrivateKey(QSslKey(&key, QSsl::Rsa, QSsl::Pem));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // the server does not ask for a client's
    return tls;
}

} // namespace volcano::test
