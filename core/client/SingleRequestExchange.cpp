// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "client/SingleRequestExchange.h"

#include <QSslSocket>
#include <QTcpSocket>

#include <optional>

namespace volcano {
namespace {

constexpr QByteArrayView kHeaderEnd("\r\n\r\n");

QNetworkReply::NetworkError networkErrorOf(QAbstractSocket::SocketError error) {
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return QNetworkReply::ConnectionRefusedError;
    case QAbstractSocket::RemoteHostClosedError:
        return QNetworkReply::RemoteHostClosedError;
    case QAbstractSocket::HostNotFoundError:
        return QNetworkReply::HostNotFoundError;
    case QAbstractSocket::SocketTimeoutError:
        return QNetworkReply::TimeoutError;
    case QAbstractSocket::SslHandshakeFailedError:
        return QNetworkReply::SslHandshakeFailedError;
    case QAbstractSocket::ProxyConnectionRefusedError:
        return QNetworkReply::ProxyConnectionRefusedError;
    case QAbstractSocket::ProxyConnectionClosedError:
        return QNetworkReply::ProxyConnectionClosedError;
    case QAbstractSocket::ProxyNotFoundError:
        return QNetworkReply::ProxyNotFoundError;
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        return QNetworkReply::ProxyAuthenticationRequiredError;
    case QAbstractSocket::ProxyConnectionTimeoutError:
        return QNetworkReply::ProxyTimeoutError;
    case QAbstractSocket::ProxyProtocolError:
        return QNetworkReply::UnknownProxyError;
    default:
        return QNetworkReply::UnknownNetworkError;
    }
}

// "host" or "host:port" as the Host header wants it (brackets around an IPv6 address).
QByteArray hostHeader(const QUrl& url) {
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int defaultPort = url.scheme() == QLatin1StringView("https") ? 443 : 80;
    if (url.port(defaultPort) != defaultPort)
        host += ':' + QByteArray::number(url.port());
    return host;
}

QByteArray requestTarget(const QUrl& url) {
    QByteArray target = url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (url.hasQuery())
        target += '?' + url.query(QUrl::FullyEncoded).toLatin1();
    return target;
}

// A chunked body decoded; nothing while it is incomplete.
std::optional<QByteArray> decodeChunked(QByteArrayView raw) {
    QByteArray body;
    qsizetype at = 0;
    for (;;) {
        const qsizetype lineEnd = raw.indexOf(QByteArrayView("\r\n"), at);
        if (lineEnd < 0)
            return std::nullopt;
        QByteArray sizeText = raw.sliced(at, lineEnd - at).toByteArray();
        if (const qsizetype semicolon = sizeText.indexOf(';'); semicolon >= 0)
            sizeText.truncate(semicolon);
        bool ok = false;
        const qsizetype size = sizeText.trimmed().toLongLong(&ok, 16);
        if (!ok || size < 0)
            return std::nullopt;
        at = lineEnd + 2;
        if (size == 0)
            return body;
        if (raw.size() < at + size + 2)
            return std::nullopt;
        body += raw.sliced(at, size);
        at += size + 2;
    }
}

} // namespace

SingleRequestExchange::SingleRequestExchange(Request request, QObject* parent)
    : QObject(parent)
    , m_request(std::move(request)) {
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &SingleRequestExchange::onTimeout);
}

SingleRequestExchange::~SingleRequestExchange() {
    m_done = true;
    if (m_socket)
        m_socket->abort();
}

QByteArray SingleRequestExchange::serialize(const Request& request) {
    QByteArray bytes = request.method + ' ' + requestTarget(request.url) + " HTTP/1.1\r\n";
    bytes += "Host: " + hostHeader(request.url) + "\r\n";
    for (const Header& header : request.headers)
        bytes += header.first + ": " + header.second + "\r\n";
    if (!request.body.isEmpty() || request.method == "POST" || request.method == "PUT")
        bytes += "Content-Length: " + QByteArray::number(request.body.size()) + "\r\n";
    // One request per connection: nothing is ever sent on it again.
    bytes += "Connection: close\r\n\r\n";
    return bytes + request.body;
}

void SingleRequestExchange::start() {
    const bool tls = m_request.url.scheme() == QLatin1StringView("https");
    if (tls) {
        auto* socket = new QSslSocket(this);
        socket->setSslConfiguration(m_request.tls);
        socket->setPeerVerifyMode(QSslSocket::VerifyPeer);
        socket->setPeerVerifyName(m_request.url.host());
        // Collected for the message; never ignored, so the handshake fails on any of them.
        connect(socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError>& errors) {
            for (const QSslError& error : errors)
                m_tlsErrors += (m_tlsErrors.isEmpty() ? QString() : QStringLiteral("; ")) +
                               error.errorString();
        });
        m_socket = socket;
    } else {
        m_socket = new QTcpSocket(this);
    }
    m_socket->setProxy(m_request.proxy);
    connectSocketSignals();
    restartTimer();
    const quint16 port = quint16(m_request.url.port(tls ? 443 : 80));
    if (tls)
        static_cast<QSslSocket*>(m_socket)->connectToHostEncrypted(m_request.url.host(), port);
    else
        m_socket->connectToHost(m_request.url.host(), port);
}

void SingleRequestExchange::connectSocketSignals() {
    if (auto* ssl = qobject_cast<QSslSocket*>(m_socket))
        connect(ssl, &QSslSocket::encrypted, this, &SingleRequestExchange::onConnected);
    else
        connect(m_socket, &QTcpSocket::connected, this, &SingleRequestExchange::onConnected);
    connect(m_socket, &QTcpSocket::readyRead, this, &SingleRequestExchange::onReadyRead);
    connect(m_socket, &QTcpSocket::bytesWritten, this, &SingleRequestExchange::restartTimer);
    connect(m_socket, &QTcpSocket::disconnected, this, &SingleRequestExchange::onDisconnected);
    connect(m_socket, &QTcpSocket::errorOccurred, this, &SingleRequestExchange::onSocketError);
}

void SingleRequestExchange::abort() {
    m_done = true;
    m_timer.stop();
    if (m_socket)
        m_socket->abort();
}

void SingleRequestExchange::restartTimer() {
    if (!m_done)
        m_timer.start(m_request.timeout);
}

void SingleRequestExchange::onConnected() {
    if (m_done)
        return;
    restartTimer();
    m_requestSent = true;
    m_socket->write(serialize(m_request));
}

void SingleRequestExchange::onReadyRead() {
    if (m_done)
        return;
    restartTimer();
    m_received += m_socket->readAll();
    if (parseAnswer(false))
        finishWithAnswer();
}

void SingleRequestExchange::onDisconnected() {
    if (m_done)
        return;
    m_received += m_socket->readAll();
    // A status line and headers that arrived are the server's answer even when the body was
    // cut: a release's outcome is its status.
    if (parseAnswer(true) || m_bodyStart >= 0) {
        finishWithAnswer();
        return;
    }
    finishWithoutAnswer(QNetworkReply::RemoteHostClosedError,
                        tr("the connection closed before an answer arrived"), false);
}

void SingleRequestExchange::onSocketError() {
    if (m_done)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    if (error == QAbstractSocket::RemoteHostClosedError)
        return onDisconnected();
    QString text = m_socket->errorString();
    if (error == QAbstractSocket::SslHandshakeFailedError && !m_tlsErrors.isEmpty())
        text = tr("TLS handshake failed: %1").arg(m_tlsErrors);
    finishWithoutAnswer(networkErrorOf(error), text, false);
}

void SingleRequestExchange::onTimeout() {
    if (m_done)
        return;
    finishWithoutAnswer(QNetworkReply::OperationCanceledError,
                        tr("no answer within the transfer timeout"), true);
}

bool SingleRequestExchange::parseAnswer(bool closedByPeer) {
    if (m_bodyStart < 0) {
        const qsizetype end = m_received.indexOf(kHeaderEnd);
        if (end < 0)
            return false;
        const QList<QByteArray> lines = m_received.left(end).split('\n');
        const QList<QByteArray> statusParts = lines.value(0).trimmed().split(' ');
        if (statusParts.size() < 2 || !statusParts.at(0).startsWith("HTTP/1."))
            return false;
        m_answer = HttpAnswer();
        m_headers.clear();
        m_answer.status = statusParts.at(1).toInt();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon > 0)
                m_headers.append({lines.at(i).left(colon).trimmed().toLower(),
                                  lines.at(i).mid(colon + 1).trimmed()});
        }
        m_bodyStart = end + kHeaderEnd.size();
        // An interim answer (100 Continue) is skipped: the real one follows.
        if (m_answer.status >= 100 && m_answer.status < 200) {
            m_received.remove(0, m_bodyStart);
            m_bodyStart = -1;
            return parseAnswer(closedByPeer);
        }
    }
    const QByteArray raw = m_received.mid(m_bodyStart);
    if (m_answer.status == 204 || m_answer.status == 304) {
        m_answer.body.clear();
        return true;
    }
    if (headerValue("transfer-encoding").toLower().contains("chunked")) {
        const auto body = decodeChunked(raw);
        m_answer.body = body.value_or(raw);
        return body.has_value() || closedByPeer;
    }
    const QByteArray length = headerValue("content-length");
    if (!length.isEmpty()) {
        const qsizetype expected = length.trimmed().toLongLong();
        m_answer.body = raw.left(expected);
        return raw.size() >= expected;
    }
    m_answer.body = raw;
    return closedByPeer;
}

QByteArray SingleRequestExchange::headerValue(QByteArrayView lowerCaseName) const {
    for (const Header& header : m_headers) {
        if (header.first == lowerCaseName)
            return header.second;
    }
    return {};
}

void SingleRequestExchange::finishWithAnswer() {
    HttpAnswer answer = m_answer;
    answer.retryAfter = headerValue("retry-after");
    answer.date = headerValue("date");
    answer.location = headerValue("location");
    answer.rateLimitLimit = headerValue("ratelimit-limit");
    answer.rateLimitRemaining = headerValue("ratelimit-remaining");
    answer.rateLimitReset = headerValue("ratelimit-reset");
    emitOnce(answer);
}

void SingleRequestExchange::finishWithoutAnswer(QNetworkReply::NetworkError error,
                                                const QString& text, bool timedOut) {
    HttpAnswer answer;
    answer.networkError = error;
    answer.networkErrorText = text;
    answer.timedOut = timedOut;
    emitOnce(answer);
}

void SingleRequestExchange::emitOnce(const HttpAnswer& answer) {
    if (m_done)
        return;
    m_done = true;
    m_timer.stop();
    if (m_socket)
        m_socket->abort();
    Q_EMIT finished(answer);
}

} // namespace volcano
