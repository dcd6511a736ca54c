// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace volcano::test {

// A real HTTP proxy (Debian's tinyproxy) as the test's child process, on a free loopback
// port, with a generated configuration: only loopback clients, CONNECT only to the one
// port given. Its log tells which requests and tunnels went through it.
class TinyProxy {
public:
    ~TinyProxy();

    // False (see errorString()) when tinyproxy is missing or did not start listening.
    bool start(quint16 connectPort);
    QString errorString() const { return m_error; }
    quint16 port() const { return m_port; }
    // The log so far ("CONNECT 127.0.0.1:PORT" lines for tunnels).
    QString log() const;
    // How many CONNECT requests the log records.
    int connectCount() const;

private:
    bool writeConfiguration(quint16 connectPort);

    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
    QString m_error;
};

} // namespace volcano::test
