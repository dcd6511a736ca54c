// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "support/TinyProxy.h"

#include "support/Loopback.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTest>

namespace volcano::test {

TinyProxy::~TinyProxy() {
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(3000);
    }
}

bool TinyProxy::writeConfiguration(quint16 connectPort) {
    QFile config(m_dir.filePath(QStringLiteral("tinyproxy.conf")));
    const QByteArray text = "Port " + QByteArray::number(m_port) +
                            "\nListen 127.0.0.1\nTimeout 30\nLogFile \"" +
                            m_dir.filePath(QStringLiteral("tinyproxy.log")).toUtf8() +
                            "\"\nLogLevel Connect\nMaxClients 20\nAllow 127.0.0.1\n"
                            "ConnectPort " +
                            QByteArray::number(connectPort) + "\nDisableViaHeader Yes\n";
    if (!config.open(QIODevice::WriteOnly) || config.write(text) != text.size()) {
        m_error = config.errorString();
        return false;
    }
    return true;
}

bool TinyProxy::start(quint16 connectPort) {
    const QString program = QStandardPaths::findExecutable(QStringLiteral("tinyproxy"));
    if (program.isEmpty()) {
        m_error = QStringLiteral("tinyproxy is not installed (apt-get install tinyproxy)");
        return false;
    }
    m_port = freeLoopbackPort();
    if (!m_dir.isValid() || !writeConfiguration(connectPort))
        return false;
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.start(program, {QStringLiteral("-d"), QStringLiteral("-c"),
                              m_dir.filePath(QStringLiteral("tinyproxy.conf"))});
    if (!m_process.waitForStarted(5000)) {
        m_error = m_process.errorString();
        return false;
    }
    // Listening once a connection is accepted.
    const bool listening = QTest::qWaitFor(
        [this] {
            QTcpSocket probe;
            probe.connectToHost(QStringLiteral("127.0.0.1"), m_port);
            return probe.waitForConnected(200);
        },
        10000);
    if (!listening)
        m_error = QStringLiteral("tinyproxy did not listen on port %1: %2")
                      .arg(m_port)
                      .arg(QString::fromLocal8Bit(m_process.readAll()));
    return listening;
}

QString TinyProxy::log() const {
    QFile file(m_dir.filePath(QStringLiteral("tinyproxy.log")));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

int TinyProxy::connectCount() const {
    static const QRegularExpression tunnel(QStringLiteral("Request \\(file descriptor \\d+\\): "
                                                          "CONNECT "));
    return int(log().count(tunnel));
}

} // namespace volcano::test
