// SPDX-FileCopyrightText: 2026 The Volcano Lock Console authors
// SPDX-License-Identifier: Apache-2.0

#include "ContractChecks.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>

namespace volcano::test {

OperationResult waitForResult(PendingCall* call, std::chrono::milliseconds timeout) {
    QSignalSpy spy(call, &PendingCall::finished);
    if (!spy.wait(static_cast<int>(timeout.count()))) {
        ApiError error;
        error.kind = FailureKind::Timeout;
        error.message = QStringLiteral("the call never emitted finished()");
        OperationResult never;
        never.error = error;
        return never;
    }
    return spy.takeFirst().at(0).value<OperationResult>();
}

QString describe(const OperationResult& result) {
    const QString head = QStringLiteral("%1 '%2': HTTP %3")
                             .arg(operationName(result.operation), result.key)
                             .arg(result.httpStatus);
    if (!result.error) {
        QString detail;
        if (result.grant)
            detail = QStringLiteral(" expires_at %1 fencing_token %2")
                         .arg(result.grant->expiresAt.toString(Qt::ISODateWithMs))
                         .arg(result.grant->fencingToken);
        if (result.state)
            detail = QStringLiteral(" held %1").arg(result.state->held);
        return head + QStringLiteral(" ok") + detail;
    }
    return head + QStringLiteral(" %1 (%2): %3")
                      .arg(result.error->codeText, failureKindName(result.error->kind),
                           result.error->message);
}

QByteArray bearer(const QString& key) {
    return QByteArrayLiteral("Bearer ") + key.toUtf8();
}

QJsonObject jsonObject(const QByteArray& body) {
    return QJsonDocument::fromJson(body).object();
}

QByteArray compact(const QByteArray& body) {
    QByteArray text = body;
    text.removeIf([](char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; });
    return text;
}

QByteArray rawNumberField(const QByteArray& body, QLatin1StringView name) {
    // The pattern depends on the field's name; the tests read a handful of answers.
    const QRegularExpression pattern(
        QStringLiteral(R"("%1"\s*:\s*(-?[0-9.eE+-]+))").arg(QString(name)));
    const auto match =
        pattern.match(QString::fromUtf8(body)); // clazy:exclude=use-static-qregularexpression
    return match.hasMatch() ? match.captured(1).toLatin1() : QByteArray();
}

namespace {

// Headers received and as many body bytes as Content-Length announced (none if absent).
bool isCompleteAnswer(const QByteArray& answer) {
    const qsizetype headEnd = answer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return false;
    static const QRegularExpression lengthHeader(QStringLiteral(R"(\r\ncontent-length:\s*(\d+))"),
                                                 QRegularExpression::CaseInsensitiveOption);
    const auto match = lengthHeader.match(QString::fromLatin1(answer.left(headEnd)));
    const qsizetype length = match.hasMatch() ? match.captured(1).toLongLong() : 0;
    return answer.size() >= headEnd + 4 + length;
}

} // namespace

SandboxProcess::RawReply sendVerbatim(const QUrl& base, const QByteArray& method,
                                      const QByteArray& path,
                                      const QList<std::pair<QByteArray, QByteArray>>& headers,
                                      const QByteArray& body) {
    QByteArray request =
        method + ' ' + path + " HTTP/1.1\r\nHost: " + base.host().toLatin1() + ':' +
        QByteArray::number(base.port()) +
        "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
    for (const auto& [name, value] : headers)
        request += name + ": " + value + "\r\n";
    request += "\r\n" + body;

    QTcpSocket socket;
    socket.connectToHost(base.host(), static_cast<quint16>(base.port()));
    SandboxProcess::RawReply reply;
    if (!socket.waitForConnected(5000))
        return reply;
    socket.write(request);
    QByteArray answer;
    // Read until the answer is complete: the server may keep the connection open.
    while (!isCompleteAnswer(answer) && socket.waitForReadyRead(10000))
        answer += socket.readAll();

    const qsizetype headEnd = answer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return reply;
    QList<QByteArray> lines = answer.left(headEnd).split('\n');
    reply.status = lines.takeFirst().split(' ').value(1).toInt();
    for (const QByteArray& line : std::as_const(lines)) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            reply.headers.emplaceBack(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
    }
    reply.body = answer.mid(headEnd + 4);
    return reply;
}

} // namespace volcano::test

namespace volcano {

char* toString(const LockState& state) {
    if (!state.held)
        return QTest::toString(QStringLiteral("{held: false}"));
    return QTest::toString(
        QStringLiteral("{held: true, expires_at: %1, fencing_token: %2}")
            .arg(state.expiresAt ? state.expiresAt->toString(Qt::ISODateWithMs) : QString())
            .arg(state.fencingToken.value_or(0)));
}

char* toString(const LeaseGrant& grant) {
    return QTest::toString(QStringLiteral("{expires_at: %1, fencing_token: %2}")
                               .arg(grant.expiresAt.toString(Qt::ISODateWithMs))
                               .arg(grant.fencingToken));
}

} // namespace volcano
