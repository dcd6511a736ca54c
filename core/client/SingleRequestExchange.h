// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#pragma once

#include "client/HttpAnswer.h"

#include <QByteArray>
#include <QList>
#include <QNetworkProxy>
#include <QObject>
#include <QPair>
#include <QSslConfiguration>
#include <QTimer>
#include <QUrl>

#include <chrono>

class QTcpSocket;

namespace volcano {

// Exactly one HTTP/1.1 request on a fresh connection ("Connection: close"), and its answer.
//
// Written by hand on QTcpSocket/QSslSocket on purpose: QNetworkAccessManager re-sends a
// request by itself when the connection closes after the request was written and before an
// answer (QHttpNetworkConnectionChannel's reconnect attempts, up to 3 times, whatever the
// method), and Qt has no public switch to turn that off. For a force release a second DELETE
// can drop the lease a waiting worker has just taken, so this path has no layer that re-sends:
// one connection, one write, and a lost answer is reported as such (requestSent() tells
// whether any byte of the request may have reached the server).
//
// TLS: the configuration given (the client's: system trust store plus a profile's CA file),
// with peer verification on and no error ever ignored. Proxy: the one given (the proxy the
// client's network manager would use); a QTcpSocket through an HTTP proxy tunnels with
// CONNECT. Timeout: like QNetworkRequest's transfer timeout, the time without progress.
class SingleRequestExchange : public QObject {
    Q_OBJECT
public:
    using Header = QPair<QByteArray, QByteArray>;
    struct Request {
        QByteArray method;
        QUrl url; // http or https
        QList<Header> headers;
        QByteArray body;
        QNetworkProxy proxy{QNetworkProxy::NoProxy};
        QSslConfiguration tls;
        std::chrono::milliseconds timeout{10000};
    };

    explicit SingleRequestExchange(Request request, QObject* parent = nullptr);
    ~SingleRequestExchange() override;

    // Connects, writes the request once and reads the answer; finished() follows once.
    void start();
    // Closes the connection; finished() is not emitted afterwards.
    void abort();
    // Whether the request was (at least partly) written to the connection.
    bool requestSent() const { return m_requestSent; }

    // The bytes start() writes (also for tests of the framing).
    static QByteArray serialize(const Request& request);

Q_SIGNALS:
    void finished(const volcano::HttpAnswer& answer);

private:
    void connectSocketSignals();
    void onConnected();
    void onReadyRead();
    void onDisconnected();
    void onSocketError();
    void onTimeout();
    void restartTimer();
    // Parses what arrived; true once the answer is complete (closedByPeer: nothing more comes).
    bool parseAnswer(bool closedByPeer);
    QByteArray headerValue(QByteArrayView lowerCaseName) const;
    void finishWithAnswer();
    void finishWithoutAnswer(QNetworkReply::NetworkError error, const QString& text, bool timedOut);
    void emitOnce(const HttpAnswer& answer);

    Request m_request;
    QTcpSocket* m_socket = nullptr;
    QTimer m_timer;
    QByteArray m_received;
    HttpAnswer m_answer;
    QList<Header> m_headers; // names in lower case
    qsizetype m_bodyStart = -1;
    bool m_requestSent = false;
    bool m_done = false;
    QString m_tlsErrors;
};

} // namespace volcano
